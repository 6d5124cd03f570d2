import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';
import { startWorker } from './harness';

/**
 * The per-client limits as an attacker meets them: reads that reach the app service (tag look-ups,
 * valuations, the credit report's terms and enquiries) share READ_LIMITER's 40 a minute per client;
 * an IPv6 client is its /64 for every limit; and a deployment's figures hold on a local server set
 * to staging or production (`wrangler dev --var SITE_ENV:production`).
 */
const { stub, worker } = useAppServiceStub('read-token', () => ({
  trustmecare_get_record_by_tag_id: { tagId: 'ST-2026-0001', status: 'unknown' },
  konew_valuation_get_by_encoded: { encoded: 'VAL-000001', status: 'pending' },
  konew_loan_enquiry: { enquiryRef: 'ENQ-000001', status: 'pending', next: 'wait' },
  konew_tutnc: { version: 'v1', title: 'Terms', paragraphs: ['One.'] },
}));

/**
 * The limiter counts in one-minute windows aligned to the clock: a run that crossed a window's end
 * would get two budgets. Waits, when needed, until at least 30 s of the window are left.
 */
async function freshWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

const read = (path: string, ip: string) => worker().get(path, { headers: { 'CF-Connecting-IP': ip } });

describe('reads that reach the app service', () => {
  it('answers one address 40 look-ups a minute, then 429 whatever it asks, and asks the service nothing more', async () => {
    await freshWindow();
    const statuses: number[] = [];
    // A script walking tag ids: each answer, found or not, until the limit; then one answer for all.
    for (let i = 0; i < 60; i++) statuses.push((await read(`/api/tag/ST-2026-${String(i).padStart(4, '0')}`, '198.51.100.90')).status);
    expect(statuses.slice(0, 40), JSON.stringify(statuses)).toEqual(Array(40).fill(200));
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    expect(stub.received).toHaveLength(40);
    const refused = await read('/api/tag/ST-2026-0001', '198.51.100.90');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'too_many_requests' });
    // The same budget for the other reads, and for a malformed id (no free probing).
    for (const path of ['/api/valuation/VAL-000001', '/api/credit-report/enquiry/ENQ-000001', '/api/credit-report/terms?locale=en-US', '/api/tag/x'])
      expect((await read(path, '198.51.100.90')).status, path).toBe(429);
    expect(stub.received).toHaveLength(40);
    // Another client is not held back.
    expect((await read('/api/tag/ST-2026-0001', '198.51.100.91')).status).toBe(200);
  }, 60_000);

  it('counts an IPv6 client as its /64: new addresses in the same network share one budget', async () => {
    await freshWindow();
    const statuses: number[] = [];
    // References this client did not ask for: not found, and counted all the same.
    for (let i = 0; i < 45; i++)
      statuses.push((await read(`/api/valuation/VAL-${String(i).padStart(6, '0')}`, `2001:db8:5:6:${i.toString(16)}::${i + 1}`)).status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(40);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    // The next /64 is another client.
    expect((await read('/api/valuation/VAL-999999', '2001:db8:5:7::1')).status).toBe(404);
  }, 60_000);
});

describe('the write limit per client', () => {
  it('counts an IPv6 client as its /64', async () => {
    await freshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await worker().get('/api/tag/ST-2026-0042/report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `2001:db8:9:9:${i + 1}::abcd` },
        body: JSON.stringify({ where: 'A leaflet outside the MTR station' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  }, 60_000);
});

describe("a deployment's figures on a local server", () => {
  it('with SITE_ENV production, one client gets 120 analytics events a minute, not the test suite’s 1200', async () => {
    const production = await startWorker({ vars: { SITE_ENV: 'production', VISITOR_ID_SECRET: 'a-production-like-secret-0123456789abcdef' } });
    try {
      await freshWindow();
      const statuses: number[] = [];
      for (let batch = 0; batch < 3; batch++) {
        const sent = Array.from({ length: 50 }, () =>
          production.get('/api/track', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
              'Accept-Language': 'zh-HK',
              'CF-Connecting-IP': '198.51.100.150',
            },
            body: JSON.stringify({ event: 'page_scroll', properties: {} }),
          }),
        );
        statuses.push(...(await Promise.all(sent)).map((r) => r.status));
      }
      expect(statuses.filter((s) => s === 204)).toHaveLength(120);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    } finally {
      await production.dispose();
    }
  }, 90_000);
});
