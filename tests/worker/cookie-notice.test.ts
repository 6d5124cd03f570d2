import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/**
 * The cookie notice at the edge (docs/decisions.md#cookie-notice): every page carries it, and once
 * the visitor's browser holds the dismissal cookie the edge marks `<html>` so the stylesheet hides
 * it from the first byte; the dismiss button's inline script is allowed by the page's CSP.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const DISMISSED = 'cookie_notice=dismissed';
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';
const NOTICE = /<section class="cookie-notice"[^>]*>[\s\S]*?<\/section><script>([\s\S]*?)<\/script>/;

async function page(path: string, cookie?: string) {
  const res = await worker.get(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  return { res, html: await res.text() };
}

describe('the cookie notice', () => {
  it.each(['/', '/en/faq', '/zh-CN/aboutus', '/loan/sme'])('%s: carries it, unmarked, with its script allowed by the CSP', async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(htmlTag(html)).not.toContain('data-cookie-notice');
    const script = NOTICE.exec(html)?.[1];
    expect(script).toContain('cookie_notice=dismissed');
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(hash);
  });

  it.each([
    ['/', 200],
    ['/en/faq', 200],
    ['/zh-CN', 200],
    ['/loan/sme', 200],
    ['/en/no-such-page', 404],
  ])('%s: marked off for a visitor who dismissed it', async (path, status) => {
    const { res, html } = await page(path, DISMISSED);
    expect(res.status).toBe(status);
    expect(htmlTag(html)).toMatch(/ data-cookie-notice="off"/);
  });

  it('is marked off by that cookie only, alongside the closed announcement bar', async () => {
    expect(htmlTag((await page('/en', 'cookie_notice=1')).html)).not.toContain('data-cookie-notice');
    const both = htmlTag((await page('/en', `showAnnouncement=false; ${DISMISSED}`)).html);
    expect(both).toContain('data-announcement="off"');
    expect(both).toContain('data-cookie-notice="off"');
  });

  it("never serves one visitor's marked page to another: each state its own bytes, gzip too", async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    for (const [cookie, marked] of [
      [DISMISSED, true],
      ['', false],
      [DISMISSED, true],
      ['', false],
    ] as const) {
      const res = await worker.get('/en/aboutus', { headers: cookie ? { ...gzip, Cookie: cookie } : gzip });
      expect(htmlTag(await res.text()).includes('data-cookie-notice="off"'), cookie || 'no cookie').toBe(marked);
    }
  });
});
