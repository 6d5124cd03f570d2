import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const nonceOf = (res: Response) => res.headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1];

describe('page responses', () => {
  it('carry a fresh CSP nonce that every script that runs has (data blocks, JSON-LD and the RSC payload, have none)', async () => {
    const a = await worker.get('/faq');
    const b = await worker.get('/faq');
    const nonceA = nonceOf(a);
    expect(nonceA).toBeTruthy();
    expect(nonceOf(b)).not.toBe(nonceA);
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const data = scripts.filter((tag) => /type="application\/(?:ld\+)?json"/.test(tag));
    const code = scripts.filter((tag) => !data.includes(tag));
    expect(code.length).toBeGreaterThan(0);
    for (const tag of code) expect(tag).toContain(`nonce="${nonceA}"`);
    // The FAQ page's structured data and its RSC payload: blocks the browser never runs (React hydrates the first as rendered).
    expect(data.filter((tag) => tag.includes('ld+json')).length).toBeGreaterThan(0);
    expect(data.filter((tag) => tag.includes('data-flight')).length).toBeGreaterThan(0);
    for (const tag of data) expect(tag).not.toContain('nonce=');
    expect(a.headers.get('Content-Security-Policy')).toContain("'strict-dynamic'");
    expect(a.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
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
