import { describe, expect, it } from 'vitest';
import { cutTemplate, fillTemplate, placeholders, type PageTemplate } from '../../worker/page-template';
import { keepTemplate, templateFor } from '../../worker/page-templates';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A page as the edge's rewrite pass leaves it with the placeholders in (worker/html.ts). */
function rewritten(marks = placeholders()) {
  return (
    `<!DOCTYPE html><html lang="en" ${marks.htmlMarksAttribute}=""><head><style nonce="${marks.nonce}">p{}</style></head>` +
    `<body><p>貸款 loan</p><script nonce="${marks.nonce}">1</script>${marks.bodyEnd}</body></html>`
  );
}

describe('a page template', () => {
  it('is filled with the response values where the placeholders were, and nothing else changes', () => {
    const template = cutTemplate(rewritten(), placeholders(), { nonce: 2, htmlMarks: 1, bodyEnd: 1 })!;
    expect(template).not.toBeNull();
    const page = decode(fillTemplate(template, { nonce: 'N1', htmlMarks: ' data-maintenance=""', bodyEnd: '<aside>維修</aside>' }));
    expect(page).toBe(
      '<!DOCTYPE html><html lang="en" data-maintenance=""><head><style nonce="N1">p{}</style></head>' +
        '<body><p>貸款 loan</p><script nonce="N1">1</script><aside>維修</aside></body></html>',
    );
    // The same template, another response: its own nonce only.
    const again = decode(fillTemplate(template, { nonce: 'N2', htmlMarks: '', bodyEnd: '' }));
    expect(again).toBe(
      '<!DOCTYPE html><html lang="en"><head><style nonce="N2">p{}</style></head><body><p>貸款 loan</p><script nonce="N2">1</script></body></html>',
    );
  });

  it('is refused when the holes are not the ones the rewrite made (a placeholder would reach a visitor)', () => {
    const marks = placeholders();
    expect(cutTemplate(rewritten(marks), marks, { nonce: 3, htmlMarks: 1, bodyEnd: 1 })).toBeNull();
    // The token in a shape that is no hole (an attribute value other than empty).
    const odd = rewritten(marks).replace('<p>', `<p title="${marks.token}">`);
    expect(cutTemplate(odd, marks, { nonce: 2, htmlMarks: 1, bodyEnd: 1 })).toBeNull();
  });

  it("takes a page's own values in holes of their own, each response's in its place", () => {
    const marks = placeholders();
    const html =
      `<html ${marks.htmlMarksAttribute}=""><body><a href="${marks.value('value:switch-en')}">EN</a>` +
      `<code>${marks.value('value:path')}</code><script nonce="${marks.nonce}"></script>${marks.bodyEnd}</body></html>`;
    const expected = { nonce: 1, htmlMarks: 1, bodyEnd: 1, 'value:switch-en': 1, 'value:path': 1 };
    const template = cutTemplate(html, marks, expected)!;
    expect(template).not.toBeNull();
    const fill = (path: string, href: string) =>
      decode(fillTemplate(template, { nonce: 'N', htmlMarks: '', bodyEnd: '', 'value:path': path, 'value:switch-en': href }));
    expect(fill('/a', '/en/a')).toBe('<html><body><a href="/en/a">EN</a><code>/a</code><script nonce="N"></script></body></html>');
    expect(fill('/&lt;b&gt;', '/en/%3Cb%3E')).toBe('<html><body><a href="/en/%3Cb%3E">EN</a><code>/&lt;b&gt;</code><script nonce="N"></script></body></html>');
    // A value the rewrite did not write as often as it said is a template refused.
    expect(cutTemplate(html, marks, { ...expected, 'value:path': 2 })).toBeNull();
    // A hole with no value given is an error, never a page with a hole left in it.
    expect(() => fillTemplate(template, { nonce: 'N', htmlMarks: '', bodyEnd: '', 'value:path': '/a' })).toThrow(/value:switch-en/);
  });

  it("keeps one value's placeholder from being read as another's that begins the same", () => {
    const marks = placeholders();
    const html = `<p>${marks.value('value:a')}|${marks.value('value:a-b')}</p>`;
    const template = cutTemplate(html, marks, { nonce: 0, htmlMarks: 0, bodyEnd: 0, 'value:a': 1, 'value:a-b': 1 })!;
    expect(decode(fillTemplate(template, { nonce: '', htmlMarks: '', bodyEnd: '', 'value:a': 'A', 'value:a-b': 'AB' }))).toBe('<p>A|AB</p>');
    expect(() => marks.value('value:a b')).toThrow();
  });

  it('uses placeholders no page can know in advance (new for each isolate)', () => {
    const { token } = placeholders();
    expect(token).toMatch(/^edge-slot-[0-9a-f-]{36}$/);
  });
});

describe('the templates an isolate keeps', () => {
  const sized = (bytes: number): PageTemplate => ({ parts: [new Uint8Array(bytes)], slots: [], bytes });

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
