import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/**
 * The not-found page's language links point at the address asked for in each language. An address
 * that starts with two slashes (or a backslash, which browsers read as a slash) would make a link
 * like `//evil.example`: protocol-relative, off this site. Each link must stay a path on this site.
 */
let worker: TestWorker;
let origin: URL;
beforeAll(async () => {
  worker = await sharedWorker();
  origin = await worker.mf.ready;
});
afterAll(() => worker.dispose());

/** GET with the request line exactly as given (node's URL parser would fold `\` and `//`). */
function rawGet(path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    request({ host: origin.hostname, port: origin.port, path, method: 'GET', headers: { accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, html: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const HOSTILE = [
  '//evil.example',
  '/en//evil.example',
  '/en/%2F%2Fevil.example',
  '/\\evil.example',
  '/en/\\\\evil.example',
  '/zh-CN///evil.example/x',
  '/\\/evil.example',
];

describe("the not-found page's language links", () => {
  it.each(HOSTILE)('%s: every language link is a path on this site', async (path) => {
    const { status, html } = await rawGet(path);
    expect(status).toBe(404);
    const hrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*data-lang-switch=/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      expect(href, href).toMatch(/^\/(?![/\\])/);
      expect(new URL(href.replaceAll('&amp;', '&'), 'https://site.example/en/x').host).toBe('site.example');
    }
  });

  it('still points an ordinary unknown address at the same address in each language', async () => {
    const { html } = await rawGet('/en/no-such-page');
    const hrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*data-lang-switch=/g)].map((m) => m[1]);
    expect(hrefs).toEqual(expect.arrayContaining(['/no-such-page', '/zh-CN/no-such-page']));
  });
});
