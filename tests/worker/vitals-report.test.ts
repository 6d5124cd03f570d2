import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, startWorker } from './harness';

/**
 * `npm run ops -- vitals` over beacons sent to the built worker's /api/vitals and stored in a local
 * D1, as an operator runs it. The figures are worked out by hand (nearest rank: the value at rank
 * ⌈0.75 × n⌉ of the sorted values).
 */
let state: string;

function ops(...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', ...args, '--persist-to', state], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

const DAY_MS = 24 * 3600_000;
/** A Hong Kong calendar day, as Intl's time-zone data has it. */
const hongKongDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(at);
const today = hongKongDay(new Date());
const yesterday = hongKongDay(new Date(Date.now() - DAY_MS));

const rating = (value: number) => (value > 4000 ? 'poor' : value > 2500 ? 'needs-improvement' : 'good');

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'vitals-report-'));
  const worker = await startWorker({ persistTo: state });
  try {
    const db = await worker.db();
    await migrate(db);
    // Today, four page views of /en/faq on phones, through the endpoint: LCP 1000 4100 2000 3000.
    for (const [i, value] of [1000, 4100, 2000, 3000].entries()) {
      const res = await worker.get('/api/vitals', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile', 'CF-Connecting-IP': `192.0.2.${i + 1}` },
        body: JSON.stringify({ path: `/en/faq?visit=${i}`, device: 'mobile', metrics: [{ name: 'LCP', value, rating: rating(value) }] }),
      });
      expect(res.status).toBe(204);
    }
    // Yesterday (stored as the endpoint stores it), 1500; ten days ago, outside a 7-day report, 9000.
    const insert = db.prepare("INSERT INTO web_vitals (day, path, device, metric, value) VALUES (?, '/en/faq', 'mobile', 'LCP', ?)");
    await db.batch([insert.bind(yesterday, 1500), insert.bind(hongKongDay(new Date(Date.now() - 10 * DAY_MS)), 9000)]);
  } finally {
    await worker.dispose();
  }
}, 120_000);
afterAll(() => rmSync(state, { recursive: true, force: true }));

interface Report {
  days: number;
  from: string;
  to: string;
  pages: {
    path: string | null;
    device: string;
    metrics: { metric: string; p75: number; samples: number; rating: string; goodShare: number; daily: { day: string; p75: number; samples: number }[] }[];
  }[];
}

describe('npm run ops -- vitals', () => {
  it('gives the p75 per page and device over the last 7 days, and day by day (JSON)', () => {
    const res = ops('vitals', '--format', 'json');
    expect(res.code, res.err).toBe(0);
    const report = JSON.parse(res.out) as Report;
    expect([report.days, report.to]).toEqual([7, today]);
    expect(report.pages.map((p) => `${p.path ?? 'all'} ${p.device}`)).toEqual(['all mobile', '/en/faq mobile']);
    const lcp = report.pages[1]!.metrics[0]!;
    // 7 days: 1000 1500 2000 3000 4100, n 5, rank 4: 3000 (over 2.5 s: needs improvement); 3 of 5 good.
    expect([lcp.metric, lcp.p75, lcp.samples, lcp.rating, lcp.goodShare]).toEqual(['LCP', 3000, 5, 'needs-improvement', 0.6]);
    // Today: 1000 2000 3000 4100, n 4, rank 3: 3000; yesterday 1500 alone.
    expect(lcp.daily).toEqual([
      { day: yesterday, p75: 1500, samples: 1 },
      { day: today, p75: 3000, samples: 4 },
    ]);
  });

  it('takes --days: the last day only', () => {
    const res = ops('vitals', '--days', '1', '--format', 'json');
    expect(res.code, res.err).toBe(0);
    const report = JSON.parse(res.out) as Report;
    expect([report.from, report.to]).toEqual([today, today]);
    expect(report.pages[1]!.metrics[0]!.p75).toBe(3000);
    expect(report.pages[1]!.metrics[0]!.samples).toBe(4);
  });

  it('prints a readable table by default', () => {
    const res = ops('vitals', '--days', '30');
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('75th percentile (nearest rank)');
    expect(res.out).toContain('/en/faq (mobile)');
    // 30 days: 1000 1500 2000 3000 4100 9000, n 6, rank 5: 4100, poor.
    expect(res.out).toMatch(/LCP\s+4\.10 s\s+POOR\s+50%\s+6 /);
  });

  // Three runs of the ops script, each a fresh tsx process: seconds apiece on a busy machine.
  it('refuses a bad --days or --format with usage', { timeout: 120_000 }, () => {
    for (const args of [
      ['--days', '91'],
      ['--days', 'week'],
      ['--format', 'csv'],
    ]) {
      const res = ops('vitals', ...args);
      expect([args.join(' '), res.code]).toEqual([args.join(' '), 2]);
      expect(res.err).toContain('npm run ops -- --help');
    }
  });
});
