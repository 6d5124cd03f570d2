import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAbEvents } from './ab-events-seed';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * The console's A/B results page as marketing reads it, over counted events in D1: the figures of
 * `npm run ops -- ab report` (tests/worker/ab-report.test.ts works the same counts out by hand from
 * the published formulas), the chart, the sample-ratio line, the verdict in both languages, and
 * the CSV download.
 */
const keys = new AccessKeys();
let worker: TestWorker;
const EMAIL = 'marketing@lender.example';

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({ vars: keys.vars({ [EMAIL]: 'marketing' }), logs: [] });
  const db = await worker.db();
  await db.exec('DELETE FROM ab_events');
  // One day: A 1,000 of 10,000 clicked, B 1,200 of 10,000.
  await seedAbEvents(db, '2027-01-10', 'cny', 'crazy_ad', 'A', 10_000, 1_000);
  await seedAbEvents(db, '2027-01-10', 'cny', 'crazy_ad', 'B', 10_000, 1_200);
}, 60_000);
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});

async function get(path: string) {
  return worker.get(path, { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: EMAIL }) } });
}

/** The text of a table cell of a variant's row, by its data-figure name. */
const cell = (html: string, variant: string, figure: string) => {
  const row = new RegExp(`<tr data-variant="${variant}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
  return new RegExp(`data-figure="${figure}">([^<]*)<`).exec(row)?.[1];
};

describe('the console’s A/B results', () => {
  it('shows each variant’s counts, CTR with its interval, lift, always-valid p-value and verdict (English)', async () => {
    const res = await get('/admin/ab?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('cny · crazy_ad');
    // A 10%, B 12%; Wilson 95% of 1200/10000: 0.113776 to 0.126500; lift +20% with the always-valid
    // interval +6.5% to +33.5% and p = 0.000403 (worked out in ab-report.test.ts).
    expect(cell(html, 'A', 'impressions')).toBe('10,000');
    expect(cell(html, 'B', 'clicks')).toBe('1,200');
    expect(cell(html, 'B', 'ctr')).toBe('12.00% (11.38% – 12.65%)');
    expect(cell(html, 'B', 'lift')).toBe('+20.0% (+6.5% – +33.5%)');
    expect(cell(html, 'B', 'p')).toBe('0.000');
    expect(html).toContain('B is clicked more than A: +20.0% (95% always-valid range +6.5% to +33.5%)');
    // Weights 50/50 and 10,000 each: the assignment is as the weights say.
    expect(html).toContain('data-srm="ok"');
    // One interval line and one dot per variant.
    const chart = /<svg class="chart"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(chart.match(/<line /g)).toHaveLength(3);
    expect(chart.match(/<circle /g)).toHaveLength(2);
  });

  it('reads in Chinese by default, and a smaller effect to tell asks for more visitors', async () => {
    const html = await (await get('/admin/ab?mde=5')).text();
    expect(html).toContain('A/B 測試結果');
    expect(html).toMatch(/name="mde"[^>]*value="5"/);
  });

  it('downloads the same figures as CSV, and refuses a visitor without a sign-in', async () => {
    const res = await get('/admin/ab/results.csv?lang=en&campaign=cny');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^cny,crazy_ad,B,0\.5,10000,1200,0\.12,0\.1137\d*,0\.1265\d*,/);
    expect((await worker.get('/admin/ab/results.csv')).status).toBe(401);
  });
});
