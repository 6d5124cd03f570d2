import { describe, expect, it } from 'vitest';
import type { InlineHashes } from '../../worker/inline-hashes';
import { cutTemplate, fillTemplate, placeholders, type PageTemplate } from '../../worker/page-template';
import { keepTemplate, templateFor } from '../../worker/page-templates';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** What the rewrite pass collected of the page's inline code (the template only carries it). */
const HASHES: InlineHashes = { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] };
const NONE: InlineHashes = { scripts: [], styles: [] };

/** A page as the edge's rewrite pass leaves it with the placeholders in (worker/html.ts). */
function rewritten(marks = placeholders()) {
  return (
    `<!DOCTYPE html><html lang="en" ${marks.htmlMarksAttribute}=""><head><style>p{}</style></head>` +
    `<body><p>貸款 loan</p><script>1</script>${marks.bodyEnd}</body></html>`
  );
}

describe('a page template', () => {
  it('is filled with the response values where the placeholders were, and nothing else changes', () => {
    const template = cutTemplate(rewritten(), placeholders(), { htmlMarks: 1, bodyEnd: 1 }, HASHES)!;
    expect(template).not.toBeNull();
    // The hashes of the page's inline code go with it: its CSP names them on every response.
    expect(template.hashes).toEqual(HASHES);
    const page = decode(fillTemplate(template, { htmlMarks: ' data-maintenance=""', bodyEnd: '<aside>維修</aside>' }));
    expect(page).toBe(
      '<!DOCTYPE html><html lang="en" data-maintenance=""><head><style>p{}</style></head>' +
        '<body><p>貸款 loan</p><script>1</script><aside>維修</aside></body></html>',
    );
    // The same template, another response: its own state only, the inline code byte for byte the same.
    const again = decode(fillTemplate(template, { htmlMarks: '', bodyEnd: '' }));
    expect(again).toBe('<!DOCTYPE html><html lang="en"><head><style>p{}</style></head><body><p>貸款 loan</p><script>1</script></body></html>');
  });

  it('is refused when the holes are not the ones the rewrite made (a placeholder would reach a visitor)', () => {
    const marks = placeholders();
    expect(cutTemplate(rewritten(marks), marks, { htmlMarks: 2, bodyEnd: 1 }, NONE)).toBeNull();
    // The token in a shape that is no hole (an attribute value other than empty).
    const odd = rewritten(marks).replace('<p>', `<p title="${marks.token}">`);
    expect(cutTemplate(odd, marks, { htmlMarks: 1, bodyEnd: 1 }, NONE)).toBeNull();
  });

  it("takes a page's own values in holes of their own, each response's in its place", () => {
    const marks = placeholders();
    const html =
      `<html ${marks.htmlMarksAttribute}=""><body><a href="${marks.value('value:switch-en')}">EN</a>` +
      `<code>${marks.value('value:path')}</code><script></script>${marks.bodyEnd}</body></html>`;
    const expected = { htmlMarks: 1, bodyEnd: 1, 'value:switch-en': 1, 'value:path': 1 };
    const template = cutTemplate(html, marks, expected, NONE)!;
    expect(template).not.toBeNull();
    const fill = (path: string, href: string) => decode(fillTemplate(template, { htmlMarks: '', bodyEnd: '', 'value:path': path, 'value:switch-en': href }));
    expect(fill('/a', '/en/a')).toBe('<html><body><a href="/en/a">EN</a><code>/a</code><script></script></body></html>');
    expect(fill('/&lt;b&gt;', '/en/%3Cb%3E')).toBe('<html><body><a href="/en/%3Cb%3E">EN</a><code>/&lt;b&gt;</code><script></script></body></html>');
    // A value the rewrite did not write as often as it said is a template refused.
    expect(cutTemplate(html, marks, { ...expected, 'value:path': 2 }, NONE)).toBeNull();
    // A hole with no value given is an error, never a page with a hole left in it.
    expect(() => fillTemplate(template, { htmlMarks: '', bodyEnd: '', 'value:path': '/a' })).toThrow(/value:switch-en/);
  });

  it("keeps one value's placeholder from being read as another's that begins the same", () => {
    const marks = placeholders();
    const html = `<p>${marks.value('value:a')}|${marks.value('value:a-b')}</p>`;
    const template = cutTemplate(html, marks, { htmlMarks: 0, bodyEnd: 0, 'value:a': 1, 'value:a-b': 1 }, NONE)!;
    expect(decode(fillTemplate(template, { htmlMarks: '', bodyEnd: '', 'value:a': 'A', 'value:a-b': 'AB' }))).toBe('<p>A|AB</p>');
    expect(() => marks.value('value:a b')).toThrow();
  });

  it('uses placeholders no page can know in advance (new for each isolate)', () => {
    const { token } = placeholders();
    expect(token).toMatch(/^edge-slot-[0-9a-f-]{36}$/);
  });
});

describe('the templates an isolate keeps', () => {
  const sized = (bytes: number): PageTemplate => ({ parts: [new Uint8Array(bytes)], slots: [], bytes, hashes: NONE });

  it('stay under 8 MiB, the least recently used going first', () => {
    const MiB = 1024 * 1024;
    keepTemplate('bytes-a', sized(3 * MiB));
    keepTemplate('bytes-b', sized(3 * MiB));
    expect(templateFor('bytes-a')).toBeDefined(); // a is now the most recently used
    keepTemplate('bytes-c', sized(3 * MiB)); // 9 MiB: b goes
    expect(templateFor('bytes-b')).toBeUndefined();
    expect(templateFor('bytes-a')).toBeDefined();
    expect(templateFor('bytes-c')).toBeDefined();
    // A page larger than the whole budget is not kept, and pushes nothing out.
    keepTemplate('bytes-huge', sized(9 * MiB));
    expect(templateFor('bytes-huge')).toBeUndefined();
    expect(templateFor('bytes-a')).toBeDefined();
  });

  it('are at most 128, however small', () => {
    for (let i = 0; i < 129; i++) keepTemplate(`count-${i}`, sized(10));
    expect(templateFor('count-0')).toBeUndefined();
    expect(templateFor('count-1')).toBeDefined();
    expect(templateFor('count-128')).toBeDefined();
  });
});
