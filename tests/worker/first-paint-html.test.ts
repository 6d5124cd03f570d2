// Every prerendered page paints from its HTML alone (scripts/build/first-paint-html.ts): the part of
// the stylesheet its HTML can use inline where the link was (the whole file's text put in its place
// after the first paint), the link kept after it, disabled (React finds it) and with the file's SRI
// digest (the page CSP names it), the module preloads out of <head> and the browser entry imported
// after the first paint.
import { EARLY_TAPS } from '../../scripts/build/early-taps';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paintFromHtml, PRELOADS_TEMPLATE_ID } from '../../scripts/build/first-paint-html';
import { LEAD_HAND_OVER } from '../../scripts/build/lead-hand-over';
import { LEAD_LANDING_PATHS } from '../../src/shared/leads/landing';

const LINK = '<link rel="stylesheet" crossorigin="anonymous" href="/assets/site-1.css" data-precedence="p"/>';
const PRELOAD = '<link rel="modulepreload" href="/assets/index-2.js" crossorigin=""/>';
const BOOTSTRAP_START = '<script id="_R_">\n    globalThis.__WAKU_HYDRATE__ = true;\n  ';
const page = (head: string, bootstrap = `${BOOTSTRAP_START}import("/assets/index-2.js")</script>`) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>t</title></head><body><p>x</p>${bootstrap}<script>(self.__FLIGHT_DATA||=[]).push("0:[]")</script></body></html>`;
/** The digest readCss gives (the build's is the file's SHA-256): written on the link as it is, for the page CSP's style-src. */
const INTEGRITY = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
const css = (href: string) => ({ text: href === '/assets/site-1.css' ? 'p{color:red}.menu-open{color:blue}' : '', integrity: INTEGRITY });
const cssText = (text: string) => () => ({ text, integrity: INTEGRITY });

const out = await paintFromHtml(page(LINK + PRELOAD), css);

describe('paintFromHtml', () => {
  it("puts the stylesheet's rules for the page's HTML inline where its link was, before the same link disabled with the file's integrity", () => {
    // `.menu-open` is on no element of the page: it comes with the whole stylesheet, which comes
    // after the inline part in the cascade once it is enabled.
    expect(out).toContain(
      `<meta charSet="utf-8"/><style data-critical="">p{color:red}</style><link rel="stylesheet" disabled="" media="not all" integrity="${INTEGRITY}" crossorigin="anonymous" href="/assets/site-1.css" data-precedence="p"/><title>`,
    );
  });

  it('moves the module preloads from <head> into a template before the bootstrap', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(out).toContain(`<p>x</p><template id="${PRELOADS_TEMPLATE_ID}">${PRELOAD}</template><script id="_R_">`);
  });

  it("defers the bootstrap's import of the browser entry to the first paint, and keeps the rest of the bootstrap", () => {
    const bootstrap = /<script id="_R_">([^<]*)<\/script>/.exec(out)![1]!;
    expect(bootstrap).toContain('\n    globalThis.__WAKU_HYDRATE__ = true;\n  ');
    expect(bootstrap).toContain("getEntriesByName('first-contentful-paint')");
    // Inside the callback: the whole stylesheet fetched and set as the data of the inline <style>'s
    // text (emptying the element first would be a style the page CSP does not name; the link and
    // its media list are enabled only if the fetch fails), the preloads into <head>, then the import.
    expect(bootstrap).toMatch(
      /=>\{const s=document\.querySelector\('style\[data-critical\]'\)\?\.firstChild,l=document\.querySelector\('link\[rel=stylesheet\]\[disabled\]'\);if\(s&&l\)fetch\(l\.href\)\.then\(r=>\{if\(!r\.ok\)throw r\.status;return r\.text\(\)\}\)\.then\(t=>\{s\.data=t\},\(\)=>\{l\.removeAttribute\('media'\);l\.removeAttribute\('disabled'\)\}\);const t=document\.getElementById\('after-first-paint'\);if\(t\)document\.head\.append\(t\.content\);import\("\/assets\/index-2\.js"\)\}\)$/,
    );
    expect(bootstrap.match(/import\(/g)).toHaveLength(1);
  });

  it('carries the RSC payload as data the bootstrap hands to its stream at DOMContentLoaded, not as scripts the parser runs', () => {
    expect(out).toContain('<script type="application/json" data-flight="">"0:[]"</script></body></html>');
    expect(out).not.toContain('<script>(self.__FLIGHT_DATA');
    const bootstrap = /<script id="_R_">([^<]*)<\/script>/.exec(out)![1]!;
    // First in the bootstrap, so that its listener runs before the one Waku's stream closes with.
    expect(bootstrap.startsWith("document.addEventListener('DOMContentLoaded',")).toBe(true);
  });

  it('gives each payload piece the same string as data, escaped so that the HTML parser cannot end the block early', async () => {
    // rsc-html-stream writes `<!--` and `</script` in a piece as `<\!--` and `</\script`.
    const piece = String.raw`"a<\!--b</\script>c\"d\n\u2028"`;
    const html = await paintFromHtml(page(LINK).replace('"0:[]"', piece), css);
    const data = /<script type="application\/json" data-flight="">([^]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toBe('a<!--b</script>c"d\n\u2028');
    expect(data).not.toMatch(/<!--|<\/script/i);
  });

  it('leaves everything else alone', () => {
    const restored = out
      .replace(/<script type="application\/json" data-flight="">("[^<]*")<\/script>/g, '<script>(self.__FLIGHT_DATA||=[]).push($1)</script>')
      .replace(/<script id="_R_">document\.addEventListener\('DOMContentLoaded',[^;]*;/, '<script id="_R_">')
      .replace(
        /<style data-critical="">[\s\S]*?<\/style><link rel="stylesheet" disabled="" media="not all" integrity="[^"]*" ([^>]*)>/,
        '<link rel="stylesheet" $1>',
      )
      .replace(/<template[^]*?<\/template>/, '')
      .replace(/\(start=>[^<]*import\("\/assets\/index-2\.js"\)\}\)<\/script>/, 'import("/assets/index-2.js")</script>');
    expect(restored).toBe(page(LINK));
  });

  it('fails on a page it cannot make paint from its HTML', async () => {
    await expect(paintFromHtml(page(PRELOAD), css, '/x')).rejects.toThrow(/\/x has 0 stylesheet links/);
    await expect(paintFromHtml(page(LINK + LINK), css)).rejects.toThrow(/2 stylesheet links/);
    await expect(paintFromHtml(page(LINK, '<script id="_R_">globalThis.x=1</script>'), css)).rejects.toThrow(/0 bootstrap imports/);
    await expect(paintFromHtml(out, css)).rejects.toThrow(/already processed/);
    await expect(paintFromHtml(page(LINK), cssText('a::after{content:"</style>"}'))).rejects.toThrow(/<\/style/);
    // Inline, it would resolve against the page's address; absolute, data: and fragment URLs are fine.
    await expect(paintFromHtml(page(LINK), cssText('a{background:url(icons/arrow.svg)}'))).rejects.toThrow(/relative url\(icons\/arrow\.svg\)/);
    await expect(paintFromHtml(page(LINK), cssText("a{background:url( './arrow.svg')}"))).rejects.toThrow(/relative url/);
    await expect(
      paintFromHtml(
        page(LINK),
        cssText('p{background:url(/assets/a.svg)}b{mask:url("data:image/svg+xml,x")}c{fill:url(#g)}d{background:url(https://x.example/a.png)}'),
      ),
    ).resolves.toContain('<style data-critical="">p{background:url(/assets/a.svg)}</style>');
    // None of the stylesheet's rules for the page: no inline text for the whole file's to replace.
    await expect(paintFromHtml(page(LINK), cssText('.menu-open{color:blue}'))).rejects.toThrow(/none of \/assets\/site-1\.css's rules applies/);
    // A payload piece that is not a string (rsc-html-stream writes binary pieces as code) or no payload at all.
    await expect(paintFromHtml(page(LINK).replace('"0:[]"', 'Uint8Array.from([1])'), css)).rejects.toThrow(/1 RSC payload scripts, 0 of them string pieces/);
    await expect(paintFromHtml(page(LINK).replace(/<script>\(self[^]*?<\/script>/, ''), css)).rejects.toThrow(/0 RSC payload scripts/);
  });

  it('makes no template for a page without module preloads', async () => {
    expect(await paintFromHtml(page(LINK), css)).not.toContain('<template');
  });
});

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));

describe.skipIf(!built)('the built site', () => {
  const pages = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

  it('covers every prerendered page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(100);
  });

  it.each(pages)("%s has its stylesheet's rules for its HTML inline and nothing in <head> to fetch before painting", (file) => {
    const html = readFileSync(join(publicDir, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^<link rel="stylesheet" disabled="" /);
    const href = /href="([^"]+)"/.exec(links[0]!)![1]!;
    const whole = readFileSync(join(publicDir, href), 'utf8').trim();
    // The digest of the file as served: what the inline <style> holds once the whole file is put in it.
    const digest = createHash('sha256')
      .update(readFileSync(join(publicDir, href)))
      .digest('base64');
    expect(links[0]).toContain(` integrity="sha256-${digest}" `);
    const styles = [...html.matchAll(/<style data-critical="">([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    // The inline part before the link: the whole file, once enabled, decides the cascade.
    expect(head.indexOf('<style data-critical=""')).toBeLessThan(head.indexOf(links[0]!));
    // A part of the stylesheet, which starts with the site's colours and sizes, and styles the body.
    expect(styles[0]!.length).toBeLessThan(whole.length);
    expect(styles[0]!.startsWith(whole.slice(0, whole.indexOf('}') + 1))).toBe(true);
    expect(styles[0]).toContain('body{');
    // No script, font or style to fetch before the first paint (an image may be preloaded), and no
    // script to run but the few listeners that hold an early tap (scripts/build/early-taps.ts) and,
    // where a lead lands, the lead's removal from the address (scripts/build/lead-hand-over.ts).
    const inline = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    const landing = LEAD_LANDING_PATHS.has(`/${file}`.replace(/\/?index\.html$/, '') || '/');
    expect(inline.filter((code) => code !== EARLY_TAPS && !(landing && code === LEAD_HAND_OVER))).toEqual([]);
    const blocking = [
      ...head.matchAll(/<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]* as="(?:script|style|font)"[^>]*>|<script\b(?=[^>]*\bsrc=)[^>]*>/g),
    ];
    expect(blocking.map((m) => m[0])).toEqual([]);
  });
});
