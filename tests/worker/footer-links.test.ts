import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { sharedWorker, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

/** The SME site's legal links of a footer: address, words, and what a screen reader hears after them. */
function smeLegalLinks(footer: string) {
  return [
    ...footer.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener" data-sme-legal="\w+">([^<]+)<span class="visually-hidden">([^<]+)<\/span><\/a>/g),
  ].map((m) => ({ href: m[1]!, text: m[2]!, hidden: m[3]! }));
}

const footerOf = (html: string, tag: 'site-footer' | 'sme-footer') =>
  html.slice(html.indexOf(`<footer class="${tag}"`), html.indexOf('</footer>', html.indexOf(`<footer class="${tag}"`)));

/** Each language's words for the four pages, and the path segment of the SME site's edition. */
const LOCALES = [
  { prefix: '', segment: '/zh-hk/', words: ['法律聲明', '免責聲明', '私隱政策', '貸款申請條款'], newWindow: '（於新視窗開啟）', sme: true },
  {
    prefix: '/en',
    segment: '/en/',
    words: ['legal notice', 'disclaimer', 'privacy policy', 'loan application terms'],
    newWindow: ' (opens in a new window)',
    sme: true,
  },
  { prefix: '/zh-CN', segment: '/zh-cn/', words: ['法律声明', '免责声明', '私隐政策', '贷款申请条款'], newWindow: '（于新视窗开启）', sme: false },
];

describe("the SME site's legal pages in the footers", () => {
  for (const { prefix, segment, words, newWindow, sme } of LOCALES) {
    const footers: [string, string, 'site-footer' | 'sme-footer'][] = [[`${prefix}/faq`, 'main footer', 'site-footer']];
    // Simplified Chinese has no SME page (it redirects to the Traditional Chinese one).
    if (sme) footers.push([`${prefix}/loan/sme`, 'SME footer', 'sme-footer']);
    for (const [path, name, tag] of footers) {
      it(`${path}: the ${name} links the four pages in the page's language, in a new window`, async () => {
        const res = await worker.get(path);
        expect(res.status).toBe(200);
        const links = smeLegalLinks(footerOf(await res.text(), tag));
        expect(links).toHaveLength(4);
        words.forEach((word, i) => expect(links[i]!.text.toLowerCase()).toContain(word));
        for (const link of links) {
          expect(link.href.startsWith(SITE.smeSite.origin + segment), link.href).toBe(true);
          expect(link.hidden).toBe(newWindow);
        }
        expect(new Set(links.map((l) => l.href)).size).toBe(4);
      });
    }
  }
});
