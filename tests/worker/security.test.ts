import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';
import { elements, hashSource, isDataBlock, namedSources, neededSources, sourcesOf } from './raw-http';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

describe('page responses', () => {
  it('name by hash every script that runs, and no other (data blocks, JSON-LD and the RSC payload, need none)', async () => {
    const res = await worker.get('/faq');
    const csp = res.headers.get('Content-Security-Policy')!;
    const html = await res.text();
    const scripts = elements(html, 'script');
    const code = scripts.filter(({ attributes }) => !isDataBlock(attributes));
    expect(code.length).toBeGreaterThan(0);
    for (const { text } of code) expect(sourcesOf(csp, 'script-src')).toContain(hashSource(text));
    // Exactly those: a script injected into the page (or one changed on its way) matches none of them.
    expect(namedSources(csp)).toEqual(neededSources(html));
    // The FAQ page's structured data and its RSC payload: blocks the browser never runs (React hydrates the first as rendered).
    const data = scripts.filter(({ attributes }) => isDataBlock(attributes));
    expect(data.filter(({ attributes }) => attributes.includes('ld+json')).length).toBeGreaterThan(0);
    expect(data.filter(({ attributes }) => attributes.includes('data-flight')).length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<[^>]+\snonce=/);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain("'nonce-");
  });

  it('are never served from a stale cache', async () => {
    const res = await worker.get('/en/faq', { headers: { 'If-None-Match': '"anything"' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Cache-Control')).toContain('no-cache');
  });

  it('carry the usual security headers, and so do 404s and redirects', async () => {
    for (const path of ['/', '/no-such-page', '/zh-HK/faq', '/favicon.svg']) {
      const res = await worker.get(path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
    }
  });

  it('refuse methods that pages do not take, without an error', async () => {
    const res = await worker.get('/faq', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});
