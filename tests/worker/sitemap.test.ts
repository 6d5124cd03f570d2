import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { localizePath } from '../../src/shared/locales';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';
import { LOCALES, publicPath } from './spec-routes';

let worker: TestWorker;
let xml: string;
let sitemapRes: Response;
beforeAll(async () => {
  worker = await sharedWorker();
  sitemapRes = await worker.get('/sitemap.xml');
  xml = await sitemapRes.text();
});
afterAll(() => worker.dispose());

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/**
 * Reads the sitemap strictly: the XML declaration, one <urlset> with the sitemap and xhtml
 * namespaces, and nothing but <url> entries of <loc> and <xhtml:link> inside. Anything else (an
 * unclosed tag, stray text, an unescaped '&') fails, so this doubles as the well-formedness check.
 */
function readSitemap(text: string): SitemapUrl[] {
  const doc =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">([\s\S]*)<\/urlset>\s*$/.exec(
      text,
    );
  if (!doc) throw new Error('not a sitemap urlset document');
  const body = doc[1]!;
  const entry = /\s*<url>\s*<loc>([^<&]+)<\/loc>((?:\s*<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"<&]+"\/>)*)\s*<\/url>/y;
  const urls: SitemapUrl[] = [];
  let m: RegExpExecArray | null;
  let parsedTo = 0;
  while ((m = entry.exec(body))) {
    parsedTo = entry.lastIndex;
    const alternates: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)) {
      expect(alternates[a[1]!], `duplicate hreflang ${a[1]} in ${m[1]}`).toBeUndefined();
      alternates[a[1]!] = a[2]!;
    }
    urls.push({ loc: m[1]!, alternates });
  }
  expect(body.slice(parsedTo).trim(), 'unparsed rest of the sitemap').toBe('');
  return urls;
}

describe('GET /sitemap.xml', () => {
  it('is an XML sitemap', () => {
    expect(sitemapRes.status).toBe(200);
    expect(sitemapRes.headers.get('Content-Type')).toMatch(/^application\/xml/);
    expect(readSitemap(xml).length).toBeGreaterThan(50);
  });

  it('lists every page of the product rules once per locale that publishes it, on the site origin', () => {
    const locs = readSitemap(xml).map((u) => u.loc);
    expect(new Set(locs).size, 'no URL twice').toBe(locs.length);
    for (const { prefix, paths } of LOCALES) {
      // The error page is no page to find in a search engine.
      for (const path of paths.filter((p) => p !== '/error')) {
        expect(locs, `${prefix}${path}`).toContain(SITE.origin + publicPath(prefix, path));
      }
    }
    expect(locs.some((l) => l.endsWith('/error'))).toBe(false);
    // Hidden in English / not in Simplified Chinese: never listed.
    expect(locs).not.toContain(`${SITE.origin}/en/news`);
    expect(locs).not.toContain(`${SITE.origin}/zh-CN/loan/n-loan`);
  });

  it('lists exactly the route table, each route once per locale', () => {
    const locs = readSitemap(xml)
      .map((u) => u.loc)
      .sort();
    const expected = publishedPages()
      .filter((p) => !p.route.noIndex)
      .map((p) => SITE.origin + p.path)
      .sort();
    expect(locs).toEqual(expected);
  });

  it('gives every URL its language versions and x-default, the same as the page head says', async () => {
    const urls = readSitemap(xml);
    const faq = urls.find((u) => u.loc === `${SITE.origin}/en/faq`)!;
    expect(faq.alternates).toEqual({
      'zh-Hant-HK': `${SITE.origin}/faq`,
      en: `${SITE.origin}/en/faq`,
      'zh-Hans-CN': `${SITE.origin}/zh-CN/faq`,
      'x-default': `${SITE.origin}/faq`,
    });
    const news = urls.find((u) => u.loc === `${SITE.origin}/news`)!;
    expect(Object.keys(news.alternates).sort()).toEqual(['x-default', 'zh-Hans-CN', 'zh-Hant-HK']);
    for (const url of urls) {
      // Each URL names itself among its alternates, and the page's own <head> agrees.
      expect(Object.values(url.alternates)).toContain(url.loc);
      expect(url.alternates['x-default']).toBe(url.alternates['zh-Hant-HK']);
    }
    const head = await (await worker.get('/en/faq')).text();
    for (const [lang, href] of Object.entries(faq.alternates)) {
      expect(head).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
    }
  });

  it('has only URLs that answer 200 with a page', async () => {
    for (const { loc } of readSitemap(xml)) {
      const res = await worker.get(loc.slice(SITE.origin.length));
      expect(res.status, loc).toBe(200);
      expect(res.headers.get('Content-Type'), loc).toContain('text/html');
      await res.arrayBuffer();
    }
  }, 120_000);
});

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the APIs and names the sitemap', async () => {
    const res = await worker.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
    expect((await worker.get(localizePath('/sitemap.xml', 'en-US'))).status).toBe(404);
  });
});
