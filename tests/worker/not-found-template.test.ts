import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { namedSources, neededSources, rawWorkerClient, type RawResponse } from './raw-http';

/**
 * The not-found page is kept as a template per locale like a stored page (worker/not-found-page.ts,
 * worker/html.ts): the address asked for and the language switch's addresses are holes of their
 * own. Every response must be the same page but for its address and switch addresses, its inline
 * code named by hash; the address must be text wherever it is written, and a gzip client gets one
 * gzip member of exactly the plain page.
 */
const { config, origin, get } = rawWorkerClient();

/** The page as the visitor reads it: gzip decoded (gunzipSync checks the member's CRC-32 and length). */
async function notFound(path: string, acceptEncoding: string | null, options?: { cookie?: string }) {
  const raw = await get(path, acceptEncoding, options);
  expect(raw.status).toBe(404);
  const gzipped = raw.headers['content-encoding'] === 'gzip';
  return { raw, gzipped, html: (gzipped ? gunzipSync(raw.body) : raw.body).toString('utf8') };
}

const cspOf = (raw: RawResponse) => String(raw.headers['content-security-policy']);

/** The text of the requested-address element as written in the HTML. */
const requested = (html: string) => html.match(/<code data-requested-path="">([^<]*)<\/code>/)?.[1];
/** Where the language switch's link for `hreflang` goes, as written in the HTML. */
const switchHref = (html: string, hreflang: string) => html.match(new RegExp(`<a href="([^"]*)" hrefLang="${hreflang}"[^>]*data-lang-switch=`))?.[1];
/** The markup with each script's content left out (the RSC payload is text inside scripts). */
const markupOf = (html: string) => html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');

/**
 * A hostile address: a script tag, a quote, an apostrophe, an ampersand, Chinese characters, an
 * escaped bracket and an escaped percent sign. `new URL` sends it as a browser does; the edge
 * reads the path percent-decoded once (decodeURI: `%253C` stays `%3C`).
 */
const HOSTILE = `/<script>alert(1)</script>"q'&x/貸款%3Cb%3E%253C`;
/** The same address as the URL parser keeps it (the language switch's links carry it so). */
const HOSTILE_SENT = `/%3Cscript%3Ealert(1)%3C/script%3E%22q'&x/%E8%B2%B8%E6%AC%BE%3Cb%3E%253C`;
/** The same address as text in HTML: `&`, `<`, `>`, `"` and `'` escaped (a browser shows them as typed), the rest as it reads. */
const HOSTILE_TEXT = `/&lt;script&gt;alert(1)&lt;/script&gt;&quot;q&#39;&amp;x/貸款&lt;b&gt;%3C`;
/** An address in an attribute value: `&` and `'` of the sent address escaped (the parser left no `"`, `<` or `>` in it). */
const asAttribute = (address: string) => address.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

describe('the not-found page kept as a template', () => {
  it.each([
    [
      '',
      'zh-Hant-HK',
      [
        ['en', '/en'],
        ['zh-Hans-CN', '/zh-CN'],
      ],
    ],
    [
      '/en',
      'en',
      [
        ['zh-Hant-HK', ''],
        ['zh-Hans-CN', '/zh-CN'],
      ],
    ],
    [
      '/zh-CN',
      'zh-Hans-CN',
      [
        ['zh-Hant-HK', ''],
        ['en', '/en'],
      ],
    ],
  ] as const)('%s: each response is the same page but for the address asked for (as text) and the switch links', async (prefix, lang, switches) => {
    const first = await notFound(`${prefix}/no-such-page`, 'identity');
    const hostile = await notFound(prefix + HOSTILE, 'identity');
    for (const { html } of [first, hostile]) expect(html).toContain(`<html lang="${lang}"`);
    expect(new URL(prefix + HOSTILE, origin()).pathname).toBe(prefix + HOSTILE_SENT);

    expect(requested(first.html)).toBe(`${prefix}/no-such-page`);
    expect(requested(hostile.html)).toBe(prefix + HOSTILE_TEXT);
    for (const [hreflang, to] of switches) {
      expect(switchHref(first.html, hreflang), hreflang).toBe(`${to}/no-such-page`);
      // In the attribute, `&` is written `&amp;` and `'` `&#39;`: the link leads to the address as sent.
      expect(switchHref(hostile.html, hreflang), hreflang).toBe(asAttribute(to + HOSTILE_SENT));
    }
    // The address is text, never markup: no element or attribute of it outside the scripts.
    const markup = markupOf(hostile.html);
    expect(markup).not.toMatch(/<script>alert|<b>|\sq'/);

    // Apart from those, the two responses are the same bytes; no address reaches the inline code the CSP names.
    const generic = (html: string) => {
      let out = html.replace(/(<code data-requested-path="">)[^<]*/, '$1PATH');
      for (const [hreflang] of switches)
        out = out.replace(`href="${switchHref(html, hreflang)}" hrefLang="${hreflang}"`, `href="SWITCH" hrefLang="${hreflang}"`);
      return out;
    };
    expect(generic(hostile.html)).toBe(generic(first.html));
    for (const { html, raw } of [first, hostile]) {
      expect(markupOf(html)).not.toMatch(/<[^>]+\snonce=/);
      expect(namedSources(cspOf(raw))).toEqual(neededSources(html));
    }
  });

  it('goes to a gzip client gzip-encoded and to any other as it is: the same page', async () => {
    await notFound('/en/made-first', 'identity'); // the template exists (another test may have made it)
    const gz = await notFound('/en' + HOSTILE, 'gzip, deflate, br, zstd');
    const plain = await notFound('/en' + HOSTILE, 'identity');
    const none = await notFound('/en' + HOSTILE, null);
    expect(gz.gzipped).toBe(true);
    expect(plain.gzipped).toBe(false);
    expect(none.gzipped).toBe(false);
    expect(gz.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(requested(gz.html)).toBe(`/en${HOSTILE_TEXT}`);
    for (const other of [plain, none]) {
      expect(gunzipSync(gz.raw.body).equals(other.raw.body)).toBe(true);
      expect(cspOf(other.raw)).toBe(cspOf(gz.raw));
    }
    expect(gz.raw.body.byteLength).toBeLessThan(plain.raw.body.byteLength / 3);
    for (const { raw } of [gz, plain, none]) {
      expect(raw.headers['cache-control']).toBe('no-store');
      expect(raw.headers['x-robots-tag']).toBe('noindex');
      expect(raw.headers.etag).toBeUndefined();
      expect(String(raw.headers.vary)).toMatch(/accept-encoding/i);
      expect(cspOf(raw)).not.toContain("'nonce-");
    }
  });

  it('answers HEAD with 404, the page headers and no body, whatever the client takes', async () => {
    for (const acceptEncoding of ['gzip, br', 'identity']) {
      const head = await get('/zh-CN/no-such-page', acceptEncoding, { method: 'HEAD' });
      expect(head.status).toBe(404);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.headers['cache-control']).toBe('no-store');
      // The page's own policy: HEAD names the hashes of the page its GET sends.
      expect(cspOf(head)).toBe(cspOf((await notFound('/zh-CN/no-such-page', acceptEncoding)).raw));
      expect(head.body.byteLength).toBe(0);
      expect(head.headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : 'gzip');
    }
  });

  it('shows the maintenance switch on the next request, and drops it after', async () => {
    const before = await notFound('/en/no-such-page', 'gzip');
    expect(before.html).not.toContain('class="maintenance"');
    await config().put('maintenance', JSON.stringify({ enabled: true, start: '2020-01-01T00:00', end: '2020-01-01T01:00' }));
    for (const acceptEncoding of ['gzip', 'identity']) {
      const on = await notFound('/en/no-such-page', acceptEncoding);
      expect(on.gzipped).toBe(acceptEncoding === 'gzip');
      expect(on.html).toMatch(/^<!DOCTYPE html><html lang="en" data-maintenance=""/i);
      expect(on.html).toMatch(/<aside class="maintenance"[^>]*>[\s\S]*Online application service suspended[\s\S]*<\/aside><\/body>/);
      expect(requested(on.html)).toBe('/en/no-such-page');
    }
    await config().delete('maintenance');
    const off = await notFound('/en/no-such-page', 'gzip');
    expect(off.html).not.toContain('class="maintenance"');
  });

  it("keeps the visitor's closed announcement bar closed, and sets the visitor cookies as a page does", async () => {
    for (const acceptEncoding of ['gzip', 'identity']) {
      const closed = await notFound('/no-such-page', acceptEncoding, { cookie: 'showAnnouncement=false' });
      expect(closed.gzipped).toBe(acceptEncoding === 'gzip');
      expect(closed.html).toMatch(/^<!DOCTYPE html><html lang="zh-Hant-HK"[^>]* data-announcement="off"/i);
    }
    const open = await notFound('/no-such-page', 'gzip');
    expect(open.html).not.toContain('data-announcement="off"');
    expect(String(open.raw.headers['set-cookie'])).toMatch(/anon_id=/);
  });
});
