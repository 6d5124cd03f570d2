import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorLine, isDevProxyDrop, summarize, type Outcome } from '../../scripts/stress/traffic';

/** The answer the installed wrangler's dev proxy gives when it drops a POST to the worker. */
function devProxyMessage(): string {
  const source = readFileSync('node_modules/wrangler/wrangler-dist/ProxyWorker.js', 'utf8');
  const message = /"(Your worker restarted mid-request[^"]*)"/.exec(source)?.[1];
  if (!message) throw new Error('wrangler ProxyWorker no longer has its "restarted mid-request" answer: check isDevProxyDrop');
  return message;
}

const outcome = (o: Partial<Outcome>): Outcome => ({ kind: 'page', path: '/', status: 200, ms: 10, retryAfter: null, phase: 'load', ...o });

describe('npm run stress: whose 5xx it is', () => {
  it("recognises the installed wrangler dev's dropped-connection answer, and nothing the worker sends", () => {
    expect(isDevProxyDrop({ status: 503, error: errorLine(devProxyMessage()) })).toBe(true);
    expect(isDevProxyDrop({ status: 503, error: '{"error":"unavailable","retryable":true}' })).toBe(false);
    expect(isDevProxyDrop({ status: 500, error: errorLine(devProxyMessage()) })).toBe(false);
  });

  it("counts the dev proxy's drops apart from the worker's 5xx, and the worker's designed 503 apart from the rest", () => {
    const outcomes = [
      outcome({}),
      outcome({ kind: 'lead', path: '/api/insertToShortForm', status: 503, retryAfter: '5', error: '{"error":"unavailable","retryable":true}' }),
      outcome({ kind: 'lead', path: '/api/insertToShortForm', status: 503, retryAfter: '0', error: errorLine(devProxyMessage()) }),
      outcome({ path: '/faq', status: 500, error: 'Internal Server Error' }),
      outcome({ phase: 'other', status: 500 }),
    ];
    const s = summarize(outcomes, 'load');
    expect(s.requests).toBe(4);
    expect(s.fivexx).toBe(2);
    expect(s.devProxyDrops).toBe(1);
    expect(s.retryable503).toBe(1);
    expect(s.unexpected5xx.map((o) => `${o.status} ${o.path}`)).toEqual(['500 /faq']);
  });
});
