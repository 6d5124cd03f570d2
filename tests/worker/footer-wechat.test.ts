import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';

/**
 * The WeChat QR popup is part of the shell (docs/product-rules.md §1, §2): the default layout's
 * footer lists WeChat among its social links on every page kind, as a button that opens the popup
 * (src/components/shell/Footer.tsx). The button hydrates with the page (a shell island, not a
 * deferred one); the popup, its QR drawing and words included, is neither in the HTML nor in the
 * browser entry: a file of its own, fetched on the first press. The SME layout has no social links (its
 * own slim footer), so it has no WeChat entry either.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const WORDS = { 'zh-HK': 'WeChat', 'en-US': 'WeChat', 'zh-CN': 'WeChat' } as const;
/** The popup's title, which comes with its code, not with the page. */
const TITLES = { 'zh-HK': '關注我們的WeChat官方帳號', 'en-US': 'Follow our official WeChat account', 'zh-CN': '关注我们的WeChat官方帐号' } as const;

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

/** The WeChat openers of a page: each button that opens a dialog and is tagged `…:wechat`. */
const openersOf = (html: string) => [...html.matchAll(/<button[^>]*aria-haspopup="dialog"[^>]*data-track="(\w+):wechat"[^>]*>([^<]*)<\/button>/g)];

describe("the footer's WeChat entry", () => {
  const pages = pagesOfEachKind();

  it('covers every page kind of the default layout, in the three locales', () => {
    expect(new Set(pages.map((p) => p.kind)).size).toBeGreaterThan(5);
    expect(new Set(pages.map((p) => p.locale))).toEqual(new Set(['zh-HK', 'en-US', 'zh-CN']));
  });

  for (const { path, locale, kind, status } of pages) {
    it(`${path} (${kind}): the footer's social links end with WeChat, a button for the QR popup`, async () => {
      const res = await worker.get(path);
      expect(res.status).toBe(status);
      const html = await res.text();
      const footer = footerOf(html);
      const social = footer.slice(footer.indexOf('<ul class="site-footer__social">'));
      const entry = social.match(/<li data-footer-wechat="">([\s\S]*?)<\/li>/);
      expect(entry, path).not.toBeNull();
      // Hydrated with the page: no deferred island's wrapper around it.
      expect(entry![1]).not.toContain('data-island');
      const button = entry![1]!.match(/<button[^>]*>([^<]*)<\/button>/);
      expect(button![0]).toContain('aria-haspopup="dialog"');
      expect(button![0]).toContain('data-track="footer:wechat"');
      expect(button![0]).toContain('class="site-footer__social-link site-footer__wechat"');
      expect(button![1]).toBe(WORDS[locale as keyof typeof WORDS]);
      // The popup, its QR drawing and its words come on the first press, not with every page.
      expect(html).not.toContain('class="c-wechat"');
      expect(html).not.toContain('c-wechat__qr');
      expect(html).not.toContain(TITLES[locale as keyof typeof TITLES]);
    });
  }

  it('the contact page has two openers, its own and the footer’s, and no popup in its HTML', async () => {
    for (const [path, words] of [
      ['/contactus', '顯示WeChat二維碼'],
      ['/en/contactus', 'Show WeChat QR code'],
      ['/zh-CN/contactus', '显示WeChat二维码'],
    ] as const) {
      const html = await (await worker.get(path)).text();
      expect(
        openersOf(html).map((m) => [m[1], m[2]]),
        path,
      ).toEqual([
        ['channels', words],
        ['footer', 'WeChat'],
      ]);
      expect(html).not.toContain('class="c-wechat"');
    }
  });

  it('the SME layout has no social links, so no WeChat entry', async () => {
    for (const path of ['/loan/sme', '/en/loan/sme']) {
      const html = await (await worker.get(path)).text();
      expect(html).not.toContain('data-footer-wechat');
      expect(openersOf(html)).toEqual([]);
    }
  });
});

describe('the built files', () => {
  const assets = join(process.cwd(), 'dist', 'public', 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const read = (file: string) => readFileSync(join(assets, file), 'utf8');

  it('the popup is a file of its own, which no page preloads; the browser entry has the button, not the popup', () => {
    const popup = files.filter((f) => /^WeChatPopup-[\w-]+\.js$/.test(f));
    expect(popup).toHaveLength(1);
    expect(read(popup[0]!)).toContain('c-wechat__qr');
    for (const title of Object.values(TITLES)) expect(read(popup[0]!)).toContain(title);
    const entry = files.filter((f) => /^index-[\w-]+\.js$/.test(f));
    expect(entry).toHaveLength(1);
    // The button's code asks for the popup's file by name, on the first press.
    expect(read(entry[0]!)).toContain(popup[0]);
    expect(read(entry[0]!)).not.toContain('c-wechat__qr');
    for (const page of ['index.html', 'faq/index.html', 'contactus/index.html', 'en/index.html']) {
      expect(readFileSync(join(process.cwd(), 'dist', 'public', page), 'utf8'), page).not.toContain(popup[0]);
    }
  });
});
