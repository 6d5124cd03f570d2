import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';

/**
 * Every page, as the worker serves it, holds nothing its own Content-Security-Policy blocks
 * (docs/security.md: scripts by nonce only, styles from the site itself or by nonce, images, fonts from the site itself, form
 * actions to it). A browser reports each blocked thing as a console error; until 26 November
 * `npm test` found them by visiting every page in Chromium (tests/e2e/audit.spec.ts, which now
 * visits one page per kind, locale and layout; `npm run audit` still visits every page). Reading
 * the served HTML finds the same markup on every page in a fraction of the time.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const PAGES = [
  ...publishedPages().map((p) => ({ path: p.path, status: 200 })),
  ...['/no-such-page', '/en/no-such-page', '/zh-CN/no-such-page'].map((path) => ({ path, status: 404 })),
];

/** The markup with each script's content left out (flight data is text, not markup). */
const markupOf = (html: string) => html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
const tags = (markup: string, name: string) => [...markup.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
/** A path on this site: what 'self' allows (not `//host/...`, which is another origin). */
const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** What on one page the policy would block, each as "what: where". */
function blocked(html: string, nonce: string): string[] {
  const markup = markupOf(html);
  const found: string[] = [];
  for (const tag of tags(markup, 'script')) {
    // A data block (JSON-LD) is never run, so script-src does not apply to it: it needs no nonce.
    const isData = /^application\/(ld\+)?json$/i.test(attr(tag, 'type') ?? '');
    if (!isData && attr(tag, 'nonce') !== nonce) found.push(`script without this response's nonce: ${tag}`);
    const src = attr(tag, 'src');
    if (src !== undefined && !isOwnPath(src)) found.push(`script from elsewhere: ${src}`);
  }
  // style-src 'self' and the nonce: a <style> element only with this response's nonce (the page's
  // stylesheet, inline since scripts/build/first-paint-html.ts), never a style attribute.
  for (const tag of tags(markup, 'style')) if (attr(tag, 'nonce') !== nonce) found.push(`style element without this response's nonce: ${tag}`);
  for (const m of markup.matchAll(/<[a-z][\w-]*\b[^>]*\sstyle="[^"]*"[^>]*>/gi)) found.push(`style attribute: ${m[0]}`);
  // An inline event handler or a javascript: address runs without the nonce: blocked.
  for (const m of markup.matchAll(/<[a-z][\w-]*\b[^>]*\son[a-z]+=[^>]*>/gi)) found.push(`inline event handler: ${m[0]}`);
  for (const m of markup.matchAll(/="\s*javascript:[^"]*"/gi)) found.push(`javascript: address: ${m[0]}`);
  // Subresources: stylesheets, icons, preloads, images.
  for (const tag of tags(markup, 'link')) {
    const rel = attr(tag, 'rel') ?? '';
    const href = attr(tag, 'href') ?? '';
    // canonical, alternate and expect name addresses; the browser fetches none of them.
    if (['stylesheet', 'icon', 'preload', 'modulepreload'].includes(rel) && !isOwnPath(href)) found.push(`${rel} from elsewhere: ${href}`);
  }
  for (const tag of [...tags(markup, 'img'), ...tags(markup, 'source')]) {
    const urls = [attr(tag, 'src'), ...(attr(tag, 'srcSet') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])].filter((u): u is string => !!u);
    for (const url of urls) if (!isOwnPath(url) && !url.startsWith('data:')) found.push(`image from elsewhere: ${url}`);
  }
  // form-action 'self'.
  for (const tag of tags(markup, 'form')) {
    const action = attr(tag, 'action');
    if (action !== undefined && action !== '' && !isOwnPath(action)) found.push(`form sent elsewhere: ${action}`);
  }
  return found;
}

describe('every page holds nothing its CSP blocks', () => {
  it('covers every published page and the not-found pages', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(100);
  });

  it('checks what the policy blocks (a page made to break it is caught)', () => {
    const nonce = 'n0nce';
    const ok = `<html><head><script nonce="n0nce">self.x=1</script><script type="application/ld+json">{}</script><link rel="stylesheet" href="/assets/a.css"><style nonce="n0nce">p{}</style></head><body><img src="/i.svg" alt=""></body></html>`;
    expect(blocked(ok, nonce)).toEqual([]);
    const bad =
      '<html><head><script>1</script><script nonce="n0nce" src="https://cdn.example.net/x.js"></script><style>p{}</style><style nonce="other">p{}</style>' +
      '<link rel="stylesheet" href="//cdn.example.net/a.css"></head><body><p style="color:red" onclick="x()">a</p>' +
      '<a href="javascript:void 0">b</a><img src="https://img.example.net/a.png" alt=""><form action="https://elsewhere.example"></form></body></html>';
    expect(blocked(bad, nonce)).toHaveLength(10);
  });

  it.each(PAGES)('$path', async ({ path, status }) => {
    const res = await worker.get(path);
    expect(res.status).toBe(status);
    const nonce = res.headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, 'the response has a nonce in its policy').toBeTruthy();
    expect(blocked(await res.text(), nonce!)).toEqual([]);
  });
});
