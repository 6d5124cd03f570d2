/**
 * Worker throughput and latency with autocannon, loopback only, bounded: 10 connections. Every
 * budgeted target is measured in ROUNDS rounds of DURATION_S seconds (the others in
 * UNBUDGETED_ROUNDS), each after a warm-up of WARMUP_REQUESTS requests that are not counted, and the rounds go round-robin over the targets: edge and raw alternate, so a change in
 * what else the machine does hits both instead of deciding the ratio (one back-to-back pair measured
 * +49% once and -10% on a quiet machine). Load generator and workerd share the same cores, so
 * absolute figures say little; the ratio between targets measured in one run is what the budget reads.
 */
import autocannon from 'autocannon';
import { BANNERS_API_PATH } from './sample-banners';

/** The address the not-found target asks for (any address that is no page or file). */
export const NOT_FOUND_PATH = '/no-such-page';

/** 'edge': the worker as deployed (Hono edge layer + Waku); 'raw': the asset store alone. */
export type Server = 'edge' | 'raw';

interface LoadTarget {
  name: string;
  server: Server;
  path: string;
  status: number;
}

/** What is measured, in this order (the edge/raw pair back to back so both see the same machine). */
const LOAD_TARGETS: LoadTarget[] = [
  { name: 'static page, through the edge layer', server: 'edge', path: '/faq', status: 200 },
  { name: 'static page, raw assets (no edge layer)', server: 'raw', path: '/faq', status: 200 },
  // Prerendered per locale and finished at the edge (worker/not-found-page.ts); budgeted against the static page above.
  { name: 'not-found page (prerendered, finished at the edge)', server: 'edge', path: NOT_FOUND_PATH, status: 404 },
  { name: 'RSC payload (client navigation)', server: 'edge', path: '/RSC/R/faq.txt', status: 200 },
  // The example campaign stored first (sample-banners.ts): one variant chosen per visitor.
  { name: 'banners API (KV, A/B assignment)', server: 'edge', path: BANNERS_API_PATH, status: 200 },
];

export const CONNECTIONS = 10;
/** Seconds per round and target. */
export const DURATION_S = 2;
export const ROUNDS = 3;
/**
 * Rounds of the targets no budget reads (the RSC payload, the banners API): reported for their
 * trend, and fewer, so the whole run keeps its margin under its time budget (the Lighthouse runs
 * that decide a page go one at a time, scripts/bench/lighthouse-pool.ts). Three rounds of the
 * budgeted targets: the edge reads 21-25% under the raw asset store and the not-found page
 * 1.03-1.07x the static page (budgets +10%, 1.25x); more rounds if a verdict comes near its budget.
 */
export const UNBUDGETED_ROUNDS = 1;
/**
 * Requests before each round that are not counted: the isolate's JIT and caches warm, and the
 * garbage of the round before collected (about half a second here; a second before 26 November).
 */
export const WARMUP_REQUESTS = 200;

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
  /** Mean latency of each round, in the order measured. */
  roundMeansMs: number[];
}

interface Round {
  requests: number;
  mean: number;
  p50: number;
  p99: number;
  expected: number;
  errors: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Rounds of one target as one result: means weighted by requests, the median p50, the worst p99. */
function combine(target: LoadTarget, rounds: Round[]): LoadResult {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const expected = rounds.reduce((sum, r) => sum + r.expected, 0);
  return {
    target,
    requestsPerSecond: requests / (rounds.length * DURATION_S),
    latencyMeanMs: requests ? rounds.reduce((sum, r) => sum + r.mean * r.requests, 0) / requests : 0,
    latencyP50Ms: median(rounds.map((r) => r.p50)),
    latencyP99Ms: Math.max(...rounds.map((r) => r.p99)),
    requests,
    unexpected: Math.max(0, requests - expected),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    roundMeansMs: rounds.map((r) => r.mean),
  };
}

// What a browser sends: the worker compresses (and the edge rewrites) what it is asked to.
const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,*/*;q=0.8' };

export async function runLoad(origins: Record<Server, string>, targets = LOAD_TARGETS): Promise<LoadResult[]> {
  const rounds = targets.map(() => [] as Round[]);
  // The edge/raw pairs get rounds of their own, before the other targets: a render (a dynamic
  // RSC payload) leaves garbage in the edge isolate, and a static-page round right after it would
  // pay for that collection and count it as edge cost. The not-found page, prerendered like the
  // static page and budgeted against it, takes its rounds among theirs: compared on the same machine.
  const paired = (t: LoadTarget) => targets.some((o) => o.path === t.path && o.server !== t.server) || t.path === NOT_FOUND_PATH;
  const groups = [
    { members: targets.filter(paired), count: ROUNDS },
    { members: targets.filter((t) => !paired(t)), count: UNBUDGETED_ROUNDS },
  ];
  for (const { members: group, count } of groups) {
    for (let round = 1; round <= count; round++) {
      for (const target of group) {
        const i = targets.indexOf(target);
        const url = origins[target.server] + target.path;
        await autocannon({ url, connections: CONNECTIONS, amount: WARMUP_REQUESTS, headers: HEADERS });
        const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
        rounds[i]!.push({
          requests: r.requests.total,
          mean: r.latency.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          expected: r.statusCodeStats?.[`${target.status}`]?.count ?? 0,
          errors: r.errors,
        });
        console.log(
          `load round ${round}/${count} ${target.server.padEnd(4)} ${target.path.padEnd(16)} ${r.requests.average.toFixed(0)} req/s, mean ${r.latency.average.toFixed(2)} ms`,
        );
      }
    }
  }
  const results = targets.map((target, i) => combine(target, rounds[i]!));
  for (const result of results) {
    console.log(
      `load ${result.target.server.padEnd(4)} ${result.target.path.padEnd(16)} ${result.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ${result.unexpected} unexpected, ${result.errors} errors`,
    );
  }
  return results;
}
