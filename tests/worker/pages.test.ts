import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { sharedWorker, type TestWorker } from './harness';
import { namedSources, neededSources } from './raw-http';
import { HIDDEN_IN_ENGLISH, LOCALES, publicPath } from './spec-routes';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

interface Parsed {
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  h1: string[];
  alternates: Record<string, string>;
}

function parse(html: string): Parsed {
  const attr = (re: RegExp) => html.match(re)?.[1];
  const alternates: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)) alternates[m[1]!] = m[2]!;
  return {
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    h1: [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]!),
    alternates,
  };
}

describe('every route in every locale', () => {
  for (const { prefix, lang, paths } of LOCALES) {
    describe(`locale ${lang}`, () => {
      const seenTitles = new Map<string, string>();
      const seenHeadings = new Map<string, string>();

      it.each(paths)(`%s answers 200 with its own title, heading, description and links`, async (path) => {
        const url = publicPath(prefix, path);
        const res = await worker.get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Type')).toContain('text/html');
        const page = parse(await res.text());
        expect(page.lang).toBe(lang);
        expect(page.h1).toHaveLength(1);
        expect(page.h1[0]!.trim().length).toBeGreaterThan(1);
        expect(page.title?.length ?? 0).toBeGreaterThan(5);
        expect(page.description?.length ?? 0).toBeGreaterThan(20);
        expect(page.canonical).toMatch(new RegExp(`^https://[^/]+${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        // hreflang: this page itself, and x-default to the Traditional Chinese page.
        expect(page.alternates[lang]).toBe(page.canonical);
        expect(page.alternates['x-default']).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
        if (!HIDDEN_IN_ENGLISH.includes(path)) expect(page.alternates['en']).toMatch(new RegExp(`/en${path === '/' ? '' : path}$`));
        else expect(page.alternates['en']).toBeUndefined();
        // No two pages of a locale share a title or a heading: each has its own content.
        expect(seenTitles.get(page.title!), `title of ${url}`).toBeUndefined();
        seenTitles.set(page.title!, url);
        expect(seenHeadings.get(page.h1[0]!), `heading of ${url}`).toBeUndefined();
        seenHeadings.set(page.h1[0]!, url);
      });
    });
  }

  it('writes Simplified Chinese in simplified characters and Traditional in traditional', async () => {
    const hk = parse(await (await worker.get('/faq')).text());
    const cn = parse(await (await worker.get('/zh-CN/faq')).text());
    expect(hk.h1[0]).toContain('問題');
    expect(cn.h1[0]).toContain('问题');
  });
});

describe('the not-found page', () => {
  it.each([
    ['/no-such-page', 'zh-Hant-HK', '你要找的頁面不存在', 'href="/"'],
    ['/en/no-such-page', 'en', 'The page you are looking for does not exist', 'href="/en"'],
    ['/zh-CN/no-such-page', 'zh-Hans-CN', '你要找的页面不存在', 'href="/zh-CN"'],
    ['/loan/no-such-loan/deeper', 'zh-Hant-HK', '你要找的頁面不存在', 'href="/"'],
  ])('%s answers 404 in its language with a link home', async (path, lang, text, homeLink) => {
    const res = await worker.get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(parse(html).lang).toBe(lang);
    expect(parse(html).h1[0]).toBe(text);
    const content = html.slice(html.indexOf('page--not-found'), html.indexOf('</main>'));
    expect(content).toContain(homeLink);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  /** The text of the not-found page's requested-address element, as written in the HTML. */
  const requested = (html: string) => html.match(/<code data-requested-path="">([^<]*)<\/code>/)?.[1];

  it.each([
    // What a browser sends for /en/<script>alert(1)</script> typed into the address bar.
    ['/en/%3Cscript%3Ealert(1)%3C/script%3E', 'Address not found: ', '/en/&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['/%3Cimg%20src=x%20onerror=alert(1)%3E', '找不到此網址：', '/&lt;img src=x onerror=alert(1)&gt;'],
    ['/zh-CN/no-such-page', '找不到此网址：', '/zh-CN/no-such-page'],
    // Paths Waku cannot route: the edge renders another path and writes this one itself.
    ['/en/%3Cb%3E//x', 'Address not found: ', '/en/&lt;b&gt;//x'],
    ['/loan/%C3%28', '找不到此網址：', '/loan/%C3%28'],
    // An escaped '%' is decoded once, as the visitor wrote it: `/en/%3Cb%3E`, not `/en/<b>`.
    ['/en/%253Cb%253E', 'Address not found: ', '/en/%3Cb%3E'],
  ])('%s (404) names the address asked for, as text', async (path, label, shown) => {
    const res = await worker.get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`data-error-message="">${label}<code`);
    expect(requested(html)).toBe(shown);
    // The path never becomes markup: no element of it anywhere in the document (the RSC payload's
    // scripts carry it as a JSON string, where it is text too).
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(/<script>alert|<img src=x|<b>\/\/x/.test(markup), 'the path as markup').toBe(false);
  });

  it('cuts a very long address', async () => {
    const res = await worker.get('/en/' + 'a'.repeat(1000));
    expect(res.status).toBe(404);
    expect(requested(await res.text())).toBe('/en/' + 'a'.repeat(196) + '…');
  });

  /** The markup with each script's content left out (the RSC payload is text inside scripts). */
  const markupOf = (html: string) => html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  /** Where the language switch's link for `hreflang` goes. */
  const switchHref = (html: string, hreflang: string) => html.match(new RegExp(`<a href="([^"]*)" hrefLang="${hreflang}"[^>]*data-lang-switch=`))?.[1];

  it.each([
    [
      '/no-such-page',
      [
        ['en', '/en/no-such-page'],
        ['zh-Hans-CN', '/zh-CN/no-such-page'],
      ],
    ],
    [
      '/en/no-such-page',
      [
        ['zh-Hant-HK', '/no-such-page'],
        ['zh-Hans-CN', '/zh-CN/no-such-page'],
      ],
    ],
    [
      '/zh-CN/loan/no-such-loan',
      [
        ['zh-Hant-HK', '/loan/no-such-loan'],
        ['en', '/en/loan/no-such-loan'],
      ],
    ],
  ] as const)('%s: the language switch goes to the same address in the other languages', async (path, expected) => {
    const html = await (await worker.get(path)).text();
    for (const [hreflang, href] of expected) expect(switchHref(html, hreflang), hreflang).toBe(href);
  });

  it('answers with 404 and never to be stored, not indexed, with the page CSP naming by hash every script that runs', async () => {
    const res = await worker.get('/en/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const html = await res.text();
    // Waku's bootstrap and the early-taps script, each named by its hash and nothing else (the RSC
    // payload's pieces are data blocks, which no CSP governs); no nonce anywhere.
    const { scriptSrc } = neededSources(html);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(2);
    expect(namedSources(csp)).toEqual(neededSources(html));
    expect(markupOf(html)).not.toMatch(/<[^>]+\snonce=/);
    expect(csp).not.toContain("'nonce-");
  });

  it.each(['/404', '/en/404', '/zh-CN/404'])('%s, where the page is built, is a not-found page too (404, naming it)', async (path) => {
    const res = await worker.get(path);
    expect(res.status).toBe(404);
    expect(requested(await res.text())).toBe(path);
  });

  // Waku's router starts from the route the page's payload names, not from the address.
  it.each([
    ['/no-such-page', '/404'],
    ['/en/no-such-page', '/en/404'],
    ['/zh-CN/no-such-page', '/zh-CN/404'],
  ])("%s hydrates as the locale's not-found route wherever it is asked for (its payload names %s)", async (path, route) => {
    const html = await (await worker.get(path)).text();
    expect(html).toContain(String.raw`\"ROUTE\":[\"${route}\",\"\"]`);
    expect(html).toContain(String.raw`\"route:${route}\":`);
  });

  it('writes a quote, an ampersand and a query string nowhere as markup', async () => {
    const res = await worker.get('/en/"onmouseover="alert(1)<b>&x?q=%3Cscript%3Ealert(2)%3C/script%3E&r="r"');
    expect(res.status).toBe(404);
    const html = await res.text();
    // As text, the quotes are written `&quot;` too (a browser shows them as typed).
    expect(requested(html)).toBe('/en/&quot;onmouseover=&quot;alert(1)&lt;b&gt;&amp;x');
    // The address as the URL parser keeps it: the quote and the brackets percent-encoded, and the
    // ampersand written as `&amp;`, so that a link never reads `&lt;` in an address as `<`.
    expect(switchHref(html, 'zh-Hant-HK')).toBe('/%22onmouseover=%22alert(1)%3Cb%3E&amp;x');
    const markup = markupOf(html);
    expect(markup).not.toMatch(/\sonmouseover=|<b>/);
    // The query string is not named anywhere.
    expect(html).not.toContain('alert(2)');
  });

  it('answers HEAD with the same status and no body', async () => {
    const res = await worker.get('/en/no-such-page', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(await res.text()).toBe('');
  });

  it('carries the maintenance layer like any page when it is on', async () => {
    const html = await (await worker.get('/en/no-such-page?show_layer=1')).text();
    expect(html).toContain('data-maintenance-layer');
    expect(requested(html)).toBe('/en/no-such-page');
  });

  it('gives a client navigation to a dead link (its RSC payload) the not-found content, naming the address', async () => {
    const res = await worker.get('/RSC/R/en/no-such-page.txt', { headers: { Accept: '*/*' } });
    expect(res.status).toBeLessThan(500);
    const payload = await res.text();
    expect(payload).toContain('The page you are looking for does not exist');
    expect(payload).toContain('"children":"/en/no-such-page"');
  });

  it.each(['/error', '/en/error', '/zh-CN/error'])("the error page %s (the route guard's target) names no address", async (path) => {
    const res = await worker.get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('data-error-message');
    expect(html).not.toContain('data-requested-path');
    expect(html).not.toMatch(/Address not found|找不到此網址|找不到此网址/);
  });

  it('answers a missing image or file with 404 too', async () => {
    expect((await worker.get('/images/no-such.png')).status).toBe(404);
  });

  // Found by `npm run stress` (fuzzer): malformed RSC paths made Waku throw (500).
  it.each(['/RSC/x', '/RSC/R', '/RSC/R/faq', '/RSC/F/x.txt', '/RSC/abc.txt'])('answers the malformed RSC path %s with 404, not 500', async (path) => {
    const res = await worker.get(path);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  // Found by `npm run stress` (fuzzer): percent-encoding that is not UTF-8 made an older Waku's
  // decodeURI throw (500). Waku no longer decodes paths: such a path is simply no page.
  it.each(['/loan/%C3%28', '/%ED%A0%80', '/en/%FF', '/en/%25', '/x%25C3%2528'])('answers the undecodable path %s with 404, not 500', async (path) => {
    const res = await worker.get(path);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
  // A client navigation to such a path gets the payload of the locale's not-found route, as for any
  // other address that is no page (below), never an error.
  it.each(['/RSC/R/%C3%28.txt', '/RSC/R/%25.txt'])('answers the undecodable RSC path %s as any unknown route, not 500', async (path) => {
    const res = await worker.get(path);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).toContain('notFound');
  });

  // Found by the fuzzer: an encoded percent sign before bytes that are no escape (`%25ff`) passed
  // the edge's check and threw "URI malformed" when Waku decoded the path a second time.
  const ENCODED_PERCENT = ['/%25ff', '/en/%25ff', '/en/loan/p-loan/%25ff%25fe', '/zh-CN/loan/%25ff', '/loan/cloan/%25ff', '/%25E0%25A4%25A', '/%2525ff'];
  it.each(ENCODED_PERCENT)('answers %s with a page, a redirect or a 404, never a 500', async (path) => {
    const res = await worker.get(path);
    expect([200, 301, 302, 404]).toContain(res.status);
    if (res.status === 404) expect(await res.text()).toMatch(/<html lang="[^"]+"/);
    else await res.arrayBuffer();
  });
  it.each(['/RSC/R/%25ff.txt', '/RSC/R/en/%25ff%25fe.txt', '/RSC/R/%2525ff.txt'])(
    'answers the RSC path %s (with the router headers) with 404, not 500',
    async (path) => {
      const res = await worker.get(path, { headers: { 'X-Waku-Router-Skip': '["root"]', Accept: '*/*' } });
      expect(res.status).toBeLessThan(500);
      await res.arrayBuffer();
    },
  );

  it('gives a dynamic RSC payload (a route that does not exist) a Content-Type', async () => {
    const res = await worker.get('/RSC/R/no-such-page.txt');
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    await res.arrayBuffer();
  });
});

describe('compliance on every page', () => {
  // The regulator's mandated warning in each language, and the licence and complaint hotline.
  const WARNING: Record<string, RegExp> = {
    'zh-Hant-HK': /借錢梗要還，咪俾錢中介/,
    en: /You have to repay your loans\. Don(&#x27;|')t pay any intermediaries\./,
    'zh-Hans-CN': /借钱梗要还，咪俾钱中介/,
  };
  for (const { prefix, lang, paths } of LOCALES) {
    it(`shows licence, risk warning and complaint hotline on every ${lang} page`, async () => {
      for (const path of paths) {
        const html = await (await worker.get(publicPath(prefix, path))).text();
        const start = html.indexOf('data-compliance');
        expect(start, path).toBeGreaterThan(0);
        // Phone numbers are written with non-breaking spaces; a reader sees the same number.
        const block = html.slice(start, start + 800).replace(/\u00a0/g, ' ');
        expect(block, path).toContain(SITE.licenceNo);
        expect(block, path).toMatch(WARNING[lang]!);
        expect(block, path).toContain(SITE.complaintHotline);
      }
    });
  }
});
