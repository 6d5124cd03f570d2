/**
 * Worker throughput and latency with autocannon, loopback only, bounded: 10 connections, 10 s
 * per target after a 2 s warm-up that is not counted. Load generator and workerd share the same
 * cores, so absolute figures say little; the ratio between targets measured in one run is what
 * the budget reads.
 */
import autocannon from 'autocannon';

/** 'edge': the worker as deployed (Hono edge layer + Waku); 'raw': the asset store alone. */
export type Server = 'edge' | 'raw';

export interface LoadTarget {
  name: string;
  server: Server;
  path: string;
  status: number;
}

/**
 * What is measured, in this order (the edge/raw pair back to back so both see the same machine).
 * Add endpoints here as they land, e.g. the banners API:
 *   { name: 'banners API', server: 'edge', path: '/api/banners?source=mobile_web', status: 200 },
 */
export const LOAD_TARGETS: LoadTarget[] = [
  { name: 'static page, through the edge layer', server: 'edge', path: '/faq', status: 200 },
  { name: 'static page, raw assets (no edge layer)', server: 'raw', path: '/faq', status: 200 },
  { name: 'not-found page (Waku renders per request)', server: 'edge', path: '/no-such-page', status: 404 },
  { name: 'RSC payload (client navigation)', server: 'edge', path: '/RSC/R/faq.txt', status: 200 },
];

export const CONNECTIONS = 10;
export const DURATION_S = 10;
const WARMUP_S = 2;

export interface LoadResult {
  target: LoadTarget;
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Responses with another status than the target's, and connection errors. */
  unexpected: number;
  errors: number;
}

// What a browser sends: the worker compresses (and the edge rewrites) what it is asked to.
const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,*/*;q=0.8' };

export async function runLoad(origins: Record<Server, string>, targets = LOAD_TARGETS): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    const url = origins[target.server] + target.path;
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: HEADERS });
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
    const expected = r.statusCodeStats?.[`${target.status}`]?.count ?? 0;
    const total = r.requests.total;
    const result: LoadResult = {
      target,
      requestsPerSecond: r.requests.average,
      latencyMeanMs: r.latency.average,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      requests: total,
      unexpected: Math.max(0, total - expected),
      errors: r.errors,
    };
    results.push(result);
    console.log(
      `load ${target.server.padEnd(4)} ${target.path.padEnd(16)} ${result.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ${result.unexpected} unexpected, ${result.errors} errors`,
    );
  }
  return results;
}
