import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';
import { elements, hashSource, isDataBlock, namedSources, neededSources, sourcesOf } from './raw-http';

/**
 * Every page, as the worker serves it, holds nothing its own Content-Security-Policy blocks and the
 * policy names its inline code by hash, no more (docs/security.md). A browser reports each blocked
 * thing as a console error; tests/e2e/audit.spec.ts visits one page per kind, locale and layout in
 * Chromium (`npm run audit` every page). Reading the served HTML checks every page in a fraction of the time.
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

/** What on one page the policy `csp` would block, each as "what: where". */
function blocked(html: string, csp: string): string[] {
  const markup = markupOf(html);
  const scriptSrc = sourcesOf(csp, 'script-src');
  const styleSrc = sourcesOf(csp, 'style-src');
  const found: string[] = [];
  for (const { attributes, text } of elements(html, 'script')) {
    // A data block (JSON-LD) is never run, so script-src does not apply to it.
    if (isDataBlock(attributes)) continue;
    // Under 'strict-dynamic' a script the parser meets with src is allowed by a nonce only ('self' is ignored).
    const src = attr(attributes, 'src');
    if (src !== undefined) found.push(`script with src: ${src}`);
    else if (!scriptSrc.includes(hashSource(text))) found.push(`inline script its CSP does not name: ${text.slice(0, 80)}`);
  }
  // style-src 'self' and hashes: a <style> element only with its text's hash, never a style attribute.
  for (const { text } of elements(html, 'style'))
    if (!styleSrc.includes(hashSource(text))) found.push(`style element its CSP does not name: ${text.slice(0, 80)}`);
  for (const m of markup.matchAll(/<[a-z][\w-]*\b[^>]*\sstyle="[^"]*"[^>]*>/gi)) found.push(`style attribute: ${m[0]}`);
  // An inline event handler or a javascript: address is allowed by no hash (there is no 'unsafe-hashes').
  for (const m of markup.matchAll(/<[a-z][\w-]*\b[^>]*\son[a-z]+=[^>]*>/gi)) found.push(`inline event handler: ${m[0]}`);
  for (const m of markup.matchAll(/="\s*javascript:[^"]*"/gi)) found.push(`javascript: address: ${m[0]}`);
  // Subresources: stylesheets, icons, preloads, images.
  for (const tag of tags(markup, 'link')) {
    const rel = attr(tag, 'rel') ?? '';
    const href = attr(tag, 'href') ?? '';
    // canonical, alternate and expect name addresses; the browser fetches none of them.
    if (['stylesheet', 'icon', 'preload', 'modulepreload'].includes(rel) && !isOwnPath(href)) found.push(`${rel} from elsewhere: ${href}`);
    // The stylesheet's text goes into the <style> after first paint: its digest must be named too.
    const integrity = attr(tag, 'integrity');
    if (rel === 'stylesheet' && integrity !== undefined && !styleSrc.includes(`'${integrity}'`))
      found.push(`stylesheet text its CSP does not name: ${integrity}`);
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

/** The SHA-256 digest of a stylesheet as served, SRI-style, by its address (fetched once each). */
const servedDigests = new Map<string, Promise<string>>();
function servedDigest(href: string): Promise<string> {
  let digest = servedDigests.get(href);
  if (!digest) {
    digest = worker.get(href).then(async (res) => {
      expect(res.status, href).toBe(200);
      return `sha256-${createHash('sha256')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('base64')}`;
    });
    servedDigests.set(href, digest);
  }
  return digest;
}

describe('every page holds nothing its CSP blocks', () => {
  it('covers every published page and the not-found pages', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(100);
  });

  it('checks what the policy blocks (a page made to break it is caught)', () => {
    const digest = `sha256-${'A'.repeat(43)}=`;
    const csp = `default-src 'self'; script-src ${hashSource('self.x=1')} 'strict-dynamic'; style-src 'self' ${hashSource('p{}')} '${digest}'`;
    const ok =
      `<html><head><script>self.x=1</script><script type="application/ld+json">{}</script><style>p{}</style>` +
      `<link rel="stylesheet" disabled="" integrity="${digest}" href="/assets/a.css"></head><body><img src="/i.svg" alt=""></body></html>`;
    expect(blocked(ok, csp)).toEqual([]);
    expect(namedSources(csp)).toEqual(neededSources(ok));
    const bad =
      '<html><head><script>self.x=2</script><script src="/assets/x.js"></script><style>p{color:red}</style>' +
      '<link rel="stylesheet" disabled="" integrity="sha256-other" href="/assets/a.css"><link rel="stylesheet" href="//cdn.example.net/a.css"></head>' +
      '<body><p style="color:red" onclick="x()">a</p><a href="javascript:void 0">b</a><img src="https://img.example.net/a.png" alt=""><form action="https://elsewhere.example"></form></body></html>';
    expect(blocked(bad, csp)).toHaveLength(10);
    // A policy naming one hash more than its page needs would let that script in: the check below sees it.
    expect(namedSources(csp.replace("'strict-dynamic'", `${hashSource('alert(1)')} 'strict-dynamic'`))).not.toEqual(neededSources(ok));
  });

  it.each(PAGES)('$path', async ({ path, status }) => {
    const res = await worker.get(path);
    expect(res.status).toBe(status);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const html = await res.text();
    // A stored page is the same bytes on every response: its inline code is named by hash, not by nonce.
    expect(markupOf(html)).not.toMatch(/<[^>]+\snonce=/i);
    expect(csp).not.toContain("'nonce-");
    expect(namedSources(csp)).toEqual(neededSources(html));
    expect(blocked(html, csp)).toEqual([]);
    // The digest names the text a script puts into the <style> after first paint: the file served at the link's address.
    const stylesheets = tags(markupOf(html), 'link').filter((tag) => attr(tag, 'rel') === 'stylesheet');
    expect(stylesheets).toHaveLength(1);
    for (const tag of stylesheets) expect(attr(tag, 'integrity')).toBe(await servedDigest(attr(tag, 'href')!));
  });
});
