import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';

/**
 * The WeChat QR popup is part of the shell (docs/product-rules.md §1, §2): the default layout's
 * footer lists WeChat among its social links on every page kind, as a button that opens the popup
 * (src/components/shell/Footer.tsx). Its code comes on intent (an `intent` island), and the popup
 * itself is not in the HTML until first opened. The SME layout has no social links (its own slim
 * footer), so it has no WeChat entry either.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const WORDS = { 'zh-HK': 'WeChat', 'en-US': 'WeChat', 'zh-CN': 'WeChat' } as const;

/** The first published page of each kind and locale in the default layout, and the not-found pages. */
function pagesOfEachKind() {
  const seen = new Set<string>();
  const pages = publishedPages()
    .filter(({ route }) => route.layout === 'default')
    .filter(({ route, locale }) => !seen.has(`${route.kind} ${locale}`) && !!seen.add(`${route.kind} ${locale}`))
    .map(({ path, locale, route }) => ({ path, locale, kind: route.kind as string, status: 200 }));
  for (const prefix of ['', '/en', '/zh-CN'])
    pages.push({ path: `${prefix}/no-such-page`, locale: prefix === '/en' ? 'en-US' : prefix ? 'zh-CN' : 'zh-HK', kind: 'not-found', status: 404 });
  return pages;
}

const footerOf = (html: string) =>
  html.slice(html.indexOf('<footer class="site-footer"'), html.indexOf('</footer>', html.indexOf('<footer class="site-footer"')));

describe("the footer's WeChat entry", () => {
  const pages = pagesOfEachKind();

  it('covers every page kind of the default layout', () => {
    expect(new Set(pages.map((p) => p.kind)).size).toBeGreaterThan(5);
  });

  for (const { path, locale, kind, status } of pages) {
    it(`${path} (${kind}): the footer's social links end with WeChat, a button for the QR popup`, async () => {
      const res = await worker.get(path);
      expect(res.status).toBe(status);
      const footer = footerOf(await res.text());
      const social = footer.slice(footer.indexOf('<ul class="site-footer__social">'));
      const entry = social.match(/<li data-footer-wechat="">([\s\S]*?)<\/li>/);
      expect(entry, path).not.toBeNull();
      // An island fetched on intent only, not as the footer nears the screen.
      expect(entry![1]).toMatch(/<div class="island" data-island="WeChatDialog" data-island-intent="">/);
      const button = entry![1]!.match(/<button[^>]*>([^<]*)<\/button>/);
      expect(button![0]).toContain('aria-haspopup="dialog"');
      expect(button![0]).toContain('data-track="footer:wechat"');
      expect(button![1]).toBe(WORDS[locale as keyof typeof WORDS]);
      // The popup and its QR drawing are rendered on the first press, not sent with every page.
      expect(footer).not.toContain('<dialog');
    });
  }

  it('the SME layout has no social links, so no WeChat entry', async () => {
    const html = await (await worker.get('/loan/sme')).text();
    expect(html).not.toContain('data-footer-wechat');
  });
});
