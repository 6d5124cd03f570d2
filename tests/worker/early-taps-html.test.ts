// The inline script that holds an early tap (scripts/build/early-taps.ts) is in the <head> of every
// built page with apply buttons, before anything is drawn, and not in pages without them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS } from '../../scripts/build/early-taps';

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));
const read = (page: string) => readFileSync(join(publicDir, page, 'index.html'), 'utf8');

describe.skipIf(!built)('the built pages', () => {
  it.each(['', 'en', 'loan/n-loan', 'en/contactus', 'faq'])('/%s holds early taps from its <head>', (page) => {
    const html = read(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain('data-apply-button');
    expect(head).toContain(`<script>${EARLY_TAPS}</script>`);
    expect(html.split(EARLY_TAPS)).toHaveLength(2);
  });

  it('a page without apply buttons (the SME layout) goes without it', () => {
    const html = read('loan/sme');
    expect(html).not.toContain('data-apply-button');
    expect(html).not.toContain(EARLY_TAPS);
  });
});

describe('the script', () => {
  it('is valid JavaScript that the browser can run as written', () => {
    expect(() => new Function(EARLY_TAPS)).not.toThrow();
  });
});
