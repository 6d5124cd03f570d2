import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { sharedWorker, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

/** User agents as the browsers send them. */
const UA = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  // iPadOS Safari asks for desktop pages with a Mac's user agent: it is a desktop to the edge.
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

const LOCALES = [
  { prefix: '', downloadPage: '/download-app' },
  { prefix: '/en', downloadPage: '/en/download-app' },
  { prefix: '/zh-CN', downloadPage: '/zh-CN/download-app' },
];

const visit = (path: string, userAgent?: string) => worker.get(path, userAgent === undefined ? {} : { headers: { 'User-Agent': userAgent } });

describe('/download-app-redirect', () => {
  for (const { prefix, downloadPage } of LOCALES) {
    describe(`${prefix || 'zh-HK'}`, () => {
      const path = `${prefix}/download-app-redirect`;

      it.each([
        ['iPhone Safari', UA.iPhoneSafari, 'https://apps.apple.com/'],
        ['iPad', UA.iPad, 'https://apps.apple.com/'],
        ['Android Chrome', UA.androidChrome, 'https://play.google.com/'],
      ])('sends %s to its app store, without the query string', async (_, ua, storeOrigin) => {
        const res = await visit(`${path}?utm_source=sms&utm_campaign=x`, ua);
        expect(res.status).toBe(302);
        const location = res.headers.get('Location')!;
        expect(location.startsWith(storeOrigin)).toBe(true);
        expect(location).toBe(storeOrigin.includes('apple') ? SITE.apps.ios : SITE.apps.android);
        expect(location).not.toContain('utm_');
        expect(res.headers.get('Cache-Control')).toMatch(/no-store|private/);
        expect(res.headers.get('Vary')).toMatch(/User-Agent/i);
      });

      it.each([
        ['desktop Chrome', UA.desktopChrome],
        ['Safari on a Mac (and iPadOS in desktop mode)', UA.macSafari],
        ['no user agent', ''],
      ])('sends %s to the download page of the same language, query kept', async (_, ua) => {
        const res = await visit(`${path}?utm_source=sms`, ua);
        expect(res.status).toBe(302);
        expect(res.headers.get('Location')).toBe(`${downloadPage}?utm_source=sms`);
        expect(res.headers.get('Cache-Control')).toMatch(/no-store|private/);
        expect(res.headers.get('Vary')).toMatch(/User-Agent/i);
        const page = await visit(downloadPage, ua);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain(`href="${SITE.apps.ios}"`);
        expect(html).toContain(`href="${SITE.apps.android}"`);
      });
    });
  }

  it('carries the security headers like every answer of the edge', async () => {
    const res = await visit('/download-app-redirect', UA.iPhoneSafari);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
  });

  it('answers HEAD like GET', async () => {
    const res = await visit('/en/download-app-redirect', UA.androidChrome).then(() =>
      worker.get('/en/download-app-redirect', { method: 'HEAD', headers: { 'User-Agent': UA.androidChrome } }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(SITE.apps.android);
  });

  it('moves other spellings to the canonical path first (one hop), keeping the query', async () => {
    for (const [from, to] of [
      ['/zh-HK/download-app-redirect', '/download-app-redirect'],
      ['/download-app-redirect/', '/download-app-redirect'],
      ['/en/download-app-redirect/?a=1', '/en/download-app-redirect?a=1'],
    ]) {
      const res = await visit(from!, UA.iPhoneSafari);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('Location'), from).toBe(to);
    }
  });

  it('is no page: the sitemap lists the download page, never the redirect', async () => {
    const xml = await (await worker.get('/sitemap.xml')).text();
    expect(xml).not.toContain('download-app-redirect');
    for (const { downloadPage } of LOCALES) expect(xml).toContain(`<loc>${SITE.origin}${downloadPage}</loc>`);
  });

  it('is where the home page and the lead popup send visitors, in their language', async () => {
    for (const { prefix } of LOCALES) {
      const html = await (await worker.get(prefix || '/')).text();
      expect(html).toMatch(new RegExp(`<a[^>]*href="${prefix}/download-app-redirect"[^>]*target="_blank"`));
    }
  });
});
