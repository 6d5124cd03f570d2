// The English and Simplified Chinese not-found pages become Waku's /404 route in the browser
// (scripts/build/not-found-documents.ts), so they hydrate at any address; the budget line that
// compares the not-found page's latency with a static page's (scripts/bench/budgets.ts).
import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench/budgets';
import type { LoadResult } from '../../scripts/bench/load';
import { asWakuNotFoundRoute } from '../../scripts/build/not-found-documents';

// What Waku 0.27.5 writes for a static page at /en/404 (cut down by hand from a built page).
const built = [
  '<!DOCTYPE html><html lang="en"><head><meta name="httpstatus" content="200"/></head><body>',
  '<script id="_R_">globalThis.__WAKU_PREFETCHED__ = {\n      "R/en/404": Promise.resolve(new Response(x))\n    };</script>',
  String.raw`<script>(self.__FLIGHT_DATA||=[]).push("0:{\"route:/en/404\":\"$L20\",\"page:/en/404\":[],\"ROUTE\":[\"/en/404\",\"\"],\"IS_STATIC\":true}\n")</script>`,
  '</body></html>',
].join('');

describe("the prerendered not-found page as Waku's /404 route", () => {
  it('marks the page 404 and names its payload and route /404, and changes nothing else', () => {
    const out = asWakuNotFoundRoute(built, '/en/404');
    expect(out).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta name="httpstatus" content="404"/></head><body>',
        '<script id="_R_">globalThis.__WAKU_PREFETCHED__ = {\n      "R/404": Promise.resolve(new Response(x))\n    };</script>',
        // The page's own slot keeps its id: the route's element refers to it.
        String.raw`<script>(self.__FLIGHT_DATA||=[]).push("0:{\"route:/404\":\"$L20\",\"page:/en/404\":[],\"ROUTE\":[\"/404\",\"\"],\"IS_STATIC\":true}\n")</script>`,
        '</body></html>',
      ].join(''),
    );
  });

  it('leaves the Traditional Chinese page, already the route /404, alone', () => {
    expect(asWakuNotFoundRoute(built, '/404')).toBe(built);
  });

  it.each([
    ['the status meta', built.replace('content="200"', 'content="500"')],
    ["the inline payload's key", built.replace('"R/en/404"', '"R/en/other"')],
    ["the route's slot id", built.replace('route:/en/404', 'route:/en/x')],
    ['the route name, there twice', built.replace('</body>', String.raw`<script>"\"ROUTE\":[\"/en/404\","</script></body>`)],
  ])('fails the build when Waku no longer writes %s as expected', (_what, html) => {
    expect(() => asWakuNotFoundRoute(html, '/en/404')).toThrow(/not-found page \/en\/404 .*docs\/waku-upgrade\.md/);
  });
});

describe('the not-found latency budget', () => {
  const result = (server: 'edge' | 'raw', path: string, status: number, latencyMeanMs: number): LoadResult => ({
    target: { name: path, server, path, status },
    requestsPerSecond: 1,
    latencyMeanMs,
    latencyP50Ms: latencyMeanMs,
    latencyP99Ms: latencyMeanMs,
    requests: 100,
    unexpected: 0,
    errors: 0,
    roundMeansMs: [latencyMeanMs],
  });
  const verdict = (notFoundMs: number) =>
    checkBudgets({
      load: [result('edge', '/faq', 200, 20), result('raw', '/faq', 200, 19), result('edge', '/no-such-page', 404, notFoundMs)],
    }).find((v) => v.budget.startsWith('not-found page'))!;

  it('passes at 24 ms against a static page of 20 ms (1.20x) and misses at 26 ms (1.30x)', () => {
    expect(verdict(24)).toMatchObject({ ok: true, worst: '1.20x' });
    expect(verdict(26)).toMatchObject({ ok: false, worst: '1.30x' });
    expect(verdict(26).misses[0]).toContain('/no-such-page: mean 26.00 ms vs 20.00 ms for /faq');
  });
});
