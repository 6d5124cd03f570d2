import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInlineHashes } from './csp-hashes';
import { startWorker, type TestWorker } from './harness';
import { hashSource } from './raw-http';

/**
 * The maps switch (MAPS_API_KEY): off by default, so the branches page keeps its schematic map, no
 * page carries the maps loader or asks Google for anything, and the CSP is as without the switch.
 * On, the branches page (and only it) carries a first-party loader with the key, named by hash in
 * its CSP, which fetches Google's Maps JavaScript API with the places library, and the CSP lets
 * Google's map hosts in; scripts stay by hash only ('strict-dynamic').
 */
const GOOGLE = /googleapis|gstatic|data-maps-loader/;
const KEY = 'AIzaSyTEST_key-0123456789abcdefghijkl';
/** The page policy with every switch off, as docs/security.md lists it, its hash sources left out (expectInlineHashes checks them). */
const OFF_POLICY =
  "default-src 'self'; script-src 'strict-dynamic'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const BRANCH_PAGES = ['/addressMap', '/en/addressMap', '/zh-CN/addressMap'];

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, '');
const policy = (res: Response) => withoutHashes(res.headers.get('Content-Security-Policy')!);
const loaderOf = (html: string) => html.match(/<script data-maps-loader="">([^]*?)<\/script><\/body>/);

describe('maps library (MAPS_API_KEY)', () => {
  const workers: TestWorker[] = [];
  const start = async (vars: Record<string, string> = {}, logs?: string[]) => {
    const w = await startWorker({ vars, logs });
    workers.push(w);
    return w;
  };
  afterAll(async () => Promise.all(workers.map((w) => w.dispose())));

  let off: TestWorker;
  let on: TestWorker;
  beforeAll(async () => {
    [off, on] = await Promise.all([start(), start({ MAPS_API_KEY: KEY })]);
  });

  it('is off by default: the schematic map, no loader, nothing of Google, the CSP as without the switch', async () => {
    for (const path of [...BRANCH_PAGES, '/', '/contactus']) {
      const res = await off.get(path);
      const html = await res.text();
      expect(html, path).not.toMatch(GOOGLE);
      expect(policy(res), path).toBe(OFF_POLICY);
      expectInlineHashes(res.headers.get('Content-Security-Policy')!, html);
      if (path.endsWith('addressMap')) expect(html).toContain('class="c-branchmap__svg"');
    }
  });

  it('switched on, the branches page loads the maps library with the key through a loader its CSP names by hash; the CSP lets Google in', async () => {
    for (const path of BRANCH_PAGES) {
      const res = await on.get(path);
      const html = await res.text();
      const loader = loaderOf(html);
      expect(loader, path).not.toBeNull();
      expect(loader![1]).toContain(`"https://maps.googleapis.com/maps/api/js?key=${KEY}&libraries=places&loading=async`);
      // Fetched once the page is idle and the map near, or on a press in the map: not at first paint.
      expect(loader![1]).toContain('requestIdleCallback');
      expect(loader![1]).toContain('IntersectionObserver');
      // The branches as markers: each with its hours and directions to its point.
      expect(loader![1]).toContain('"directions":"https://www.google.com/maps/dir/?api=1&destination=22.2836,114.156"');
      expect(loader![1]).toMatch(/"hours":\[\[/);
      // The schematic map is still in the page (the loader hides it once the map is drawn).
      expect(html).toContain('class="c-branchmap__svg"');

      const csp = res.headers.get('Content-Security-Policy')!;
      expect(directive(csp, 'script-src')).toContain(hashSource(loader![1]!));
      expectInlineHashes(res.headers.get('Content-Security-Policy')!, html);
      // Scripts only by hash and what they load: none from a host, none inline unnamed.
      expect(withoutHashes(directive(csp, 'script-src'))).toBe("script-src 'strict-dynamic'");
      expect(directive(csp, 'img-src')).toContain('https://*.googleapis.com');
      expect(directive(csp, 'img-src')).toContain('https://*.gstatic.com');
      expect(directive(csp, 'connect-src')).toContain('https://*.googleapis.com');
      expect(directive(csp, 'font-src')).toContain('https://fonts.gstatic.com');
      expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
    }
    expect(loaderOf(await (await on.get('/en/addressMap')).text())![1]).toContain('&language=en&region=HK');
  });

  it('switched on, every other page stays as it was: no loader, the CSP unchanged', async () => {
    for (const path of ['/', '/en/faq', '/contactus', '/no-such-page']) {
      const res = await on.get(path);
      const html = await res.text();
      expect(html, path).not.toMatch(GOOGLE);
      expect(policy(res), path).toBe(OFF_POLICY);
      expectInlineHashes(res.headers.get('Content-Security-Policy')!, html);
    }
  });

  it('the data in the loader cannot end its script', async () => {
    const html = await (await on.get('/addressMap')).text();
    const script = loaderOf(html)![1]!;
    expect(script).not.toContain('</');
    expect(script).not.toContain('<!--');
  });

  it('a malformed key is logged without its value and read as off', async () => {
    for (const bad of ['"><script>alert(1)</script>', 'short', `${KEY}?x=1`, 'a'.repeat(61)]) {
      const logs: string[] = [];
      const w = await start({ MAPS_API_KEY: bad }, logs);
      const res = await w.get('/addressMap');
      const html = await res.text();
      expect(html, bad).not.toMatch(GOOGLE);
      expect(html).not.toContain('alert(1)');
      expect(policy(res)).toBe(OFF_POLICY);
      expectInlineHashes(res.headers.get('Content-Security-Policy')!, html);
      await expect.poll(() => logs.join('\n')).toContain('MAPS_API_KEY ignored');
      expect(logs.join('\n')).not.toContain(bad);
    }
  });
});
