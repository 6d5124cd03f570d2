import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { sharedWorker, type TestWorker } from './harness';
import { HIDDEN_IN_ENGLISH, LOCALES, publicPath } from './spec-routes';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function og(html: string) {
  const props = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)) {
    props.set(m[1]!, [...(props.get(m[1]!) ?? []), decode(m[2]!)]);
  }
  return {
    one: (name: string) => {
      expect(props.get(name), name).toHaveLength(1);
      return props.get(name)![0]!;
    },
    all: (name: string) => props.get(name) ?? [],
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    twitterCard: html.match(/<meta name="twitter:card" content="([^"]+)"/)?.[1],
  };
}

/** Open Graph locale codes, as Facebook lists them. */
const OG_LOCALE: Record<string, string> = { '': 'zh_HK', '/en': 'en_HK', '/zh-CN': 'zh_CN' };

/** Reads a PNG's size from its IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('Open Graph tags on every page', () => {
  for (const { prefix, paths } of LOCALES) {
    it(`${prefix || '/'}: title, description, url, type, locale and its alternates, image`, async () => {
      for (const path of paths) {
        const html = await (await worker.get(publicPath(prefix, path))).text();
        const tags = og(html);
        expect(tags.one('og:title'), path).toBe(tags.title);
        expect(tags.one('og:description'), path).toBe(tags.description);
        expect(tags.one('og:url'), path).toBe(tags.canonical);
        expect(tags.one('og:type'), path).toBe('website');
        // The brand in the page's language (Simplified Chinese converts the Traditional name).
        if (prefix !== '/zh-CN') expect(tags.one('og:site_name'), path).toBe(SITE.brand[prefix === '/en' ? 'en-US' : 'zh-HK']);
        else expect(tags.one('og:site_name').length, path).toBe(SITE.brand['zh-HK'].length);
        expect(tags.one('og:locale'), path).toBe(OG_LOCALE[prefix]);
        // The other languages the page exists in: English lacks the hidden pages, Simplified
        // Chinese the loan pages other than the talent loan.
        const others = Object.keys(OG_LOCALE).filter((p) => p !== prefix && LOCALES.find((l) => l.prefix === p)!.paths.includes(path));
        expect(tags.all('og:locale:alternate').sort(), path).toEqual(others.map((p) => OG_LOCALE[p]).sort());
        if (HIDDEN_IN_ENGLISH.includes(path)) expect(tags.all('og:locale:alternate')).not.toContain('en_HK');
        expect(tags.one('og:image'), path).toMatch(new RegExp(`^${SITE.origin.replace(/\./g, '\\.')}/images/og/[\\w-]+\\.png$`));
        expect(tags.one('og:image:width')).toBe('1200');
        expect(tags.one('og:image:height')).toBe('630');
        expect(tags.one('og:image:alt').length, path).toBeGreaterThan(5);
        expect(tags.twitterCard).toBe('summary_large_image');
      }
    });

    it(`${prefix || '/'}: the share image is a 1200×630 PNG the site serves`, async () => {
      const html = await (await worker.get(publicPath(prefix, '/'))).text();
      const image = og(html).one('og:image');
      const res = await worker.get(image.slice(SITE.origin.length));
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    });
  }

  it('each language has its own share image', async () => {
    const images = await Promise.all(['/', '/en', '/zh-CN'].map(async (p) => og(await (await worker.get(p)).text()).one('og:image')));
    expect(new Set(images).size).toBe(3);
  });
});
