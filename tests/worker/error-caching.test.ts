import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, startWorker, type TestWorker } from './harness';

/**
 * No error is kept for long by a browser or a cache: a file missing under /assets/ (answered by the
 * asset store itself), a page or API address that does not exist, a service that is down. The
 * build's own hashed files keep a year's immutable caching.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

/** The long-lived caching a browser would keep: a max-age over a minute, or immutable. */
function cachedLong(cacheControl: string | null): boolean {
  if (!cacheControl || /\bno-store\b/.test(cacheControl)) return false;
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControl);
  return /\bimmutable\b/.test(cacheControl) || (maxAge !== null && Number(maxAge[1]) > 60);
}

describe('errors are not cached', () => {
  it('a file missing under /assets/ (a made-up name, an old build’s chunk, a folder): 404, no-store', async () => {
    const page = await (await worker.get('/faq')).text();
    const script = /\/assets\/([\w-]+)-[\w-]{8}\.js/.exec(page)!;
    for (const path of ['/assets/x.js', `/assets/${script[1]}-AAAAAAAA.js`, '/assets/sub/x.css', '/assets/']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await worker.get(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store');
      }
    }
  });

  it('a page or API address that does not exist: 404, no-store', async () => {
    for (const path of ['/no-such-page', '/en/loan/no-such-loan', '/api/no-such-endpoint', '/api/valuation/Made_up-123', '/media/0000.png']) {
      const res = await worker.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });

  it('a service that cannot be reached: 503, no-store', async () => {
    const down = await startWorker({ vars: { APP_SERVICE_URL: 'http://127.0.0.1:9', APP_SERVICE_TIMEOUT_MS: '500' } });
    try {
      const res = await down.get('/api/credit-report/terms?locale=zh-HK');
      expect(res.status).toBe(503);
      expect(cachedLong(res.headers.get('Cache-Control'))).toBe(false);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    } finally {
      await down.dispose();
    }
  });
});

describe('the build’s own files', () => {
  it('every script and stylesheet a page names is cached for a year, immutable', async () => {
    const page = await (await worker.get('/faq')).text();
    const files = [...new Set([...page.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];
    expect(files.length).toBeGreaterThan(1);
    for (const path of files) {
      const res = await worker.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe(IMMUTABLE);
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      await res.body?.cancel();
    }
  });
});
