import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/**
 * The tag check's page as the worker serves it: published in every language (English too, where
 * the fraud alert under /news is not), what a browser without scripts gets, and the links to it
 * from the places that warn about impersonators. Words and numbers are written out here.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

async function html(path: string): Promise<string> {
  const res = await worker.get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const noscriptOf = (page: string) => page.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '';

describe('the tag check page', () => {
  it.each([
    ['/verify', 'zh-Hant-HK', '核實職員證、信件或單張', '此核實工具需要啟用JavaScript', '致電 2100 0000'],
    ['/en/verify', 'en', 'Check a staff card, letter or leaflet', 'This check needs JavaScript', 'Call 2100 0000'],
    ['/zh-CN/verify', 'zh-Hans-CN', '核实职员证、信件或单张', '此核实工具需要启用JavaScript', '致电 2100 0000'],
  ])('%s is a page of its language, and without scripts it names the hotline to call', async (path, lang, heading, noscript, call) => {
    const page = await html(path);
    expect(page).toContain(`<html lang="${lang}"`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    const hint = noscriptOf(page);
    expect(hint).toContain(noscript);
    expect(hint).toContain('href="tel:+85221000000"');
    expect(hint.replace(/\u00a0/g, ' ')).toContain(call);
    // The field is there for the island to take over: labelled, with its format explained.
    expect(page).toMatch(/<label[^>]*for="[^"]+-tag"[^>]*>/);
  });

  it('is in the sitemap in every language', async () => {
    const xml = await (await worker.get('/sitemap.xml')).text();
    for (const path of ['/verify', '/en/verify', '/zh-CN/verify']) expect(xml).toContain(`<loc>https://www.example.com${path}</loc>`);
  });

  it('is linked from the fraud alert (Chinese only) and from the impersonation warning of the special announcements', async () => {
    expect(await html('/news/counterfeiting-case')).toMatch(/href="\/verify"[^>]*>核實職員證、信件或單張</);
    expect(await html('/zh-CN/news/counterfeiting-case')).toMatch(/href="\/zh-CN\/verify"[^>]*>核实职员证、信件或单张</);
    const en = await html('/en/special-announcement');
    const warning = en.slice(en.indexOf('data-announcement="impersonation"'));
    expect(warning.slice(0, warning.indexOf('</article>'))).toMatch(/href="\/en\/verify"[^>]*>Check a staff card, letter or leaflet</);
  });

  it.each([
    ['/faq', '/verify', '核實職員證、信件或單張的編號'],
    ['/en/faq', '/en/verify', 'Check the code on a staff card, letter or leaflet'],
    ['/zh-CN/loan/talent-loan', '/zh-CN/verify', '核实职员证、信件或单张的编号'],
  ])('the announcement bar on %s links its impersonation warning to the check', async (path, href, words) => {
    const page = await html(path);
    const bar = page.slice(page.indexOf('class="announcement"'), page.indexOf('</section>', page.indexOf('class="announcement"')));
    expect(bar).toContain(`<a href="${href}">${words}</a>`);
  });

  it('the English page links to no fraud alert, which English does not publish', async () => {
    const page = await html('/en/verify');
    expect(page).not.toContain('href="/en/news');
    expect(await html('/verify')).toContain('href="/news/counterfeiting-case"');
  });
});
