import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

/** Each rule of docs/decisions.md#redirects, as a visitor's browser meets it. */
const cases: [string, number, string][] = [
  // The default locale spelled out moves to the unprefixed path for good.
  ['/zh-HK/faq', 301, '/faq'],
  ['/zh-HK', 301, '/'],
  ['/zh-HK/loan/n-loan?utm_source=fb', 301, '/loan/n-loan?utm_source=fb'],
  // Trailing slashes go.
  ['/faq/', 301, '/faq'],
  ['/en/aboutus/', 301, '/en/aboutus'],
  ['/zh-CN/', 301, '/zh-CN'],
  // Simplified Chinese has no loan pages but the talent loan.
  ['/zh-CN/loan/n-loan', 302, '/loan/n-loan'],
  ['/zh-CN/loan/sme?x=1', 302, '/loan/sme?x=1'],
  ['/zh-CN/loan/cloan', 302, '/loan/c-loan'],
  // English hides the credit-report feature and the news section.
  ['/en/features/free-smart-credit-report', 302, '/en'],
  ['/en/news', 302, '/en'],
  ['/en/news/counterfeiting-case?a=b', 302, '/en?a=b'],
  // The retired revolving route is guarded to the error page, in the reader's locale.
  ['/loan/revolving', 302, '/error'],
  ['/en/loan/revolving?q=1', 302, '/en/error?q=1'],
  // The other spelling of the card-consolidation loan.
  ['/loan/cloan', 301, '/loan/c-loan'],
  ['/en/loan/cloan?form=1', 301, '/en/loan/c-loan?form=1'],
  // Several rules, one hop.
  ['/zh-HK/loan/cloan/', 301, '/loan/c-loan'],
];

describe('redirect rules', () => {
  it.each(cases)('%s -> %i %s', async (from, status, to) => {
    const res = await worker.get(from);
    expect(res.status).toBe(status);
    expect(res.headers.get('Location')).toBe(to);
  });

  it('lands on a page that answers 200 after every redirect', async () => {
    for (const [, , to] of cases) {
      const res = await worker.get(to);
      expect(res.status, to).toBe(200);
    }
  });

  it('keeps the pages that stay where they are', async () => {
    for (const path of ['/zh-CN/loan/talent-loan', '/loan/c-loan', '/en/loan/revolving-loan', '/news', '/features/free-smart-credit-report']) {
      const res = await worker.get(path);
      expect(res.status, path).toBe(200);
    }
  });

  it('never redirects off the site, whatever the path', async () => {
    for (const path of ['//evil.example/', '//evil.example/faq/', '/\\evil.example/', '/zh-HK//evil.example', '/%2F%2Fevil.example/']) {
      const res = await worker.get(path);
      const location = res.headers.get('Location');
      if (location !== null) expect(new URL(location, 'http://localhost').host, path).toBe('localhost');
      expect(res.status, path).not.toBeGreaterThanOrEqual(500);
    }
  });

  it('answers unknown paths under a redirect rule with the not-found page, not a redirect', async () => {
    for (const path of ['/zh-HK/no-such-page', '/no-such-page/', '/zh-CN/loan/no-such-loan']) {
      const res = await worker.get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
