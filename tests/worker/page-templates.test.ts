import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';
import { namedSources, neededSources } from './raw-http';

/**
 * The edge keeps each page it has finished as a template per isolate and writes only the request's
 * state into it (worker/html.ts, docs/performance.md). What a visitor gets must not show it: the
 * stored page and nothing else, its inline code named by hash, the maintenance switch followed at once.
 */
let worker: TestWorker;
let kv: KVNamespace;
beforeAll(async () => {
  worker = await sharedWorker();
  kv = await worker.kv();
  await kv.delete('maintenance');
});
// The worker is shared with the next test files (harness.ts): leave the site out of maintenance.
afterAll(async () => {
  await kv.delete('maintenance');
  await worker.dispose();
});

const cspOf = (res: Response) => res.headers.get('Content-Security-Policy') ?? '';

/** The page with what the edge writes per response taken out: the marks on <html> (this worker measures every visit). */
const withoutEdgeWrites = (html: string) => html.replace(/<html([^>]*?) data-rum-sample-rate="1"/, '<html$1');

/** The page as the build stored it (dist/public, what the asset store serves). */
const storedFile = (path: string) => readFileSync(`dist/public${path === '/' ? '' : path}/index.html`, 'utf8');

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';

async function page(path: string) {
  const res = await worker.get(path);
  return { res, html: await res.text() };
}

describe('a page served again (from the template kept in the isolate)', () => {
  it('is the same bytes on every response, with no nonce, and its CSP names its inline code by hash', async () => {
    const served = [await page('/faq'), await page('/faq'), await page('/faq')];
    const [first, ...rest] = served;
    for (const { html, res } of rest) {
      expect(html).toBe(first!.html);
      expect(cspOf(res)).toBe(cspOf(first!.res));
    }
    expect(first!.html).not.toMatch(/<[^>]+\snonce=/);
    expect(namedSources(cspOf(first!.res))).toEqual(neededSources(first!.html));
    for (const { res } of served) {
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(res.headers.get('ETag')).toBeNull();
    }
  });

  it('is the stored page of its own address and language, however the requests interleave', async () => {
    const paths = ['/faq', '/en/faq', '/zh-CN/faq', '/', '/en', '/en/aboutus', '/aboutus'];
    const lang: Record<string, string> = {
      '/faq': 'zh-Hant-HK',
      '/en/faq': 'en',
      '/zh-CN/faq': 'zh-Hans-CN',
      '/': 'zh-Hant-HK',
      '/en': 'en',
      '/en/aboutus': 'en',
      '/aboutus': 'zh-Hant-HK',
    };
    for (let round = 0; round < 3; round++) {
      for (const path of round === 1 ? [...paths].reverse() : paths) {
        const { html } = await page(path);
        expect(html, path).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang[path]}"`, 'i'));
        expect(withoutEdgeWrites(html), path).toBe(withoutEdgeWrites(storedFile(path)));
      }
    }
  });

  it('leaves an escaped spelling of a known address to the asset store, which redirects it', async () => {
    await page('/faq');
    await page('/faq');
    for (const escaped of ['/f%61q', '/%66aq']) {
      const res = await worker.get(escaped);
      expect(res.status, escaped).toBe(307);
      expect(new URL(res.headers.get('Location')!, 'http://localhost').pathname, escaped).toBe('/faq');
    }
    // An escape in the query string is not one in the address: the page itself.
    const campaign = await worker.get('/faq?utm_source=a%20b');
    expect(campaign.status).toBe(200);
    expect(withoutEdgeWrites(await campaign.text())).toBe(withoutEdgeWrites(storedFile('/faq')));
  });

  it('answers HEAD with the page headers and no body', async () => {
    await page('/en/faq');
    const res = await worker.get('/en/faq', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    // The page's own policy: HEAD names the hashes of the page its GET sends.
    expect(cspOf(res)).toBe(cspOf((await page('/en/faq')).res));
    expect(await res.text()).toBe('');
  });

  it('shows the maintenance switch on the next request, and drops it on the next one after it is off', async () => {
    const before = await page('/en/faq');
    expect(htmlTag(before.html)).not.toContain('data-maintenance');
    await kv.put('maintenance', JSON.stringify({ enabled: true, start: '2020-01-01T00:00', end: '2020-01-01T01:00' }));
    const on = await page('/en/faq');
    expect(on.html).toMatch(/^<!DOCTYPE html><html lang="en" data-maintenance=""/i);
    // The layer, in English, as the last thing in <body>.
    expect(on.html).toMatch(/<aside class="maintenance"[^>]*>[\s\S]*Online application service suspended[\s\S]*<\/aside><\/body>/);
    // Nothing else changed: the page without the layer and its mark is the page as it was.
    const withoutLayer = on.html.replace(/<aside class="maintenance"[\s\S]*?<\/aside>/, '').replace(' data-maintenance=""', '');
    expect(withoutLayer).toBe(before.html);
    // The other language's page gets its own language's layer.
    expect((await page('/faq')).html).toContain('網上申請服務暫停');
    await kv.delete('maintenance');
    const off = await page('/en/faq');
    expect(htmlTag(off.html)).not.toContain('data-maintenance');
    expect(off.html).not.toContain('class="maintenance"');
  });

  it('keeps the visitor state per request: a closed announcement bar marks only that visitor', async () => {
    const closed = await worker.get('/en/faq', { headers: { Cookie: 'showAnnouncement=false' } });
    expect(await closed.text()).toMatch(/<html lang="en" data-announcement="off"/);
    expect(htmlTag((await page('/en/faq')).html)).not.toContain('data-announcement');
  });
});
