import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { vitalsReport, type VitalsSource } from '../../src/server/vitals/report';

/**
 * The web-vitals report over a real SQLite database (Node's, in memory) with migration 0007's table:
 * the SQL the CLI and the console run. Every expected figure is worked out by hand below from the
 * rows inserted, with the nearest-rank rule: sort ascending, take the value at rank ⌈0.75 × n⌉.
 */
const sqlite = quietly(() => process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite'));

/** Without the ExperimentalWarning Node 22 prints when node:sqlite loads (as tests/e2e/local-d1.ts). */
function quietly<T>(load: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = (() => undefined) as typeof process.emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emitWarning;
  }
}

let db: DatabaseSync;
const source: VitalsSource = {
  all: async <T>(sql: string, params: (string | number | null)[] = []) => db.prepare(sql).all(...params) as T[],
};

function insert(day: string, path: string, device: string, metric: string, values: number[]) {
  const statement = db.prepare('INSERT INTO web_vitals (day, path, device, metric, value) VALUES (?, ?, ?, ?, ?)');
  for (const value of values) statement.run(day, path, device, metric, value);
}

// 20:00 UTC on 25 November is 04:00 on 26 November in Hong Kong: the last day of the period is the 26th.
const NOW = new Date('2026-11-25T20:00:00Z');

beforeAll(() => {
  db = new sqlite.DatabaseSync(':memory:');
  db.exec(readFileSync('migrations/0007_create_web_vitals.sql', 'utf8'));
  // /faq on phones, LCP. 26th sorted: 900 1200 2600 3100 4500 (n 5, rank 4: 3100).
  insert('2026-11-26', '/faq', 'mobile', 'LCP', [1200, 3100, 2600, 900, 4500]);
  // 25th sorted: 2000 2400 2450 5000 (n 4, rank 3: 2450).
  insert('2026-11-25', '/faq', 'mobile', 'LCP', [2000, 2400, 2450, 5000]);
  // Outside a 3-day period (24th to 26th): never counted.
  insert('2026-11-23', '/faq', 'mobile', 'LCP', [99_000, 98_000]);
  insert('2026-11-27', '/faq', 'mobile', 'LCP', [97_000]);
  // /faq on desktops, CLS, 24th sorted: 0.01 0.05 0.1 0.2 (n 4, rank 3: 0.1, good: at the threshold).
  insert('2026-11-24', '/faq', 'desktop', 'CLS', [0.01, 0.2, 0.05, 0.1]);
  // The home page on desktops, one INP: n 1, rank 1.
  insert('2026-11-26', '/', 'desktop', 'INP', [350]);
  // Paths no route has, on phones.
  insert('2026-11-26', 'other', 'mobile', 'LCP', [8000]);
});

describe('vitalsReport', () => {
  it('covers the last N Hong Kong days, today included', async () => {
    const report = await vitalsReport(source, { days: 3, now: NOW });
    expect([report.from, report.to, report.days]).toEqual(['2026-11-24', '2026-11-26', 3]);
  });

  it("gives a page's p75 over the period and per day, by nearest rank", async () => {
    const report = await vitalsReport(source, { days: 3, now: NOW });
    const faq = report.pages.find((p) => p.path === '/faq' && p.device === 'mobile')!;
    expect(faq.metrics.map((m) => m.metric)).toEqual(['LCP']);
    const lcp = faq.metrics[0]!;
    // The period: 900 1200 2000 2400 2450 2600 3100 4500 5000, n 9, rank ⌈6.75⌉ = 7: 3100.
    expect(lcp.p75).toBe(3100);
    expect(lcp.samples).toBe(9);
    expect(lcp.display).toBe('3.10 s');
    // Over 2.5 s, not over 4 s.
    expect([lcp.rating, lcp.good]).toEqual(['needs-improvement', false]);
    // At or under 2500: 900 1200 2000 2400 2450.
    expect(lcp.goodShare).toBeCloseTo(5 / 9, 12);
    expect(lcp.daily).toEqual([
      { day: '2026-11-25', p75: 2450, samples: 4 },
      { day: '2026-11-26', p75: 3100, samples: 5 },
    ]);
  });

  it('counts a value at the good threshold as good, and scores CLS without a unit', async () => {
    const report = await vitalsReport(source, { days: 3, now: NOW });
    const cls = report.pages.find((p) => p.path === '/faq' && p.device === 'desktop')!.metrics[0]!;
    expect([cls.metric, cls.p75, cls.display, cls.rating, cls.good, cls.goodShare]).toEqual(['CLS', 0.1, '0.10', 'good', true, 3 / 4]);
    const inp = report.pages.find((p) => p.path === '/' && p.device === 'desktop')!.metrics[0]!;
    expect([inp.metric, inp.p75, inp.display, inp.rating, inp.samples, inp.goodShare]).toEqual(['INP', 350, '350 ms', 'needs-improvement', 1, 0]);
  });

  it('gives every page together per device class, first', async () => {
    const report = await vitalsReport(source, { days: 3, now: NOW });
    expect(report.pages.map((p) => `${p.path ?? 'all'} ${p.device}`)).toEqual([
      // All pages first, the most sampled first: 10 LCP on phones, 4 CLS on desktops.
      'all mobile',
      'all desktop',
      '/faq mobile',
      '/faq desktop',
      // One sample each: by path.
      '/ desktop',
      'other mobile',
    ]);
    const lcp = report.pages[0]!.metrics[0]!;
    // Phones, every page: 900 1200 2000 2400 2450 2600 3100 4500 5000 8000, n 10, rank ⌈7.5⌉ = 8: 4500, poor (over 4 s).
    expect([lcp.metric, lcp.p75, lcp.samples, lcp.rating, lcp.display]).toEqual(['LCP', 4500, 10, 'poor', '4.50 s']);
    // 26th: 900 1200 2600 3100 4500 8000, n 6, rank ⌈4.5⌉ = 5: 4500; 25th as /faq's.
    expect(lcp.daily).toEqual([
      { day: '2026-11-25', p75: 2450, samples: 4 },
      { day: '2026-11-26', p75: 4500, samples: 6 },
    ]);
  });

  it('narrows to the last day', async () => {
    const report = await vitalsReport(source, { days: 1, now: NOW });
    const faq = report.pages.find((p) => p.path === '/faq' && p.device === 'mobile')!.metrics[0]!;
    expect([faq.p75, faq.samples]).toEqual([3100, 5]);
    expect(report.pages.some((p) => p.path === '/faq' && p.device === 'desktop')).toBe(false);
  });

  it('has nothing to show for a period without samples, with the thresholds for a legend', async () => {
    const report = await vitalsReport(source, { days: 2, now: new Date('2026-12-31T00:00:00Z') });
    expect(report.pages).toEqual([]);
    expect(report.thresholds.map((t) => `${t.metric} ${t.goodDisplay}`)).toEqual(['LCP 2.50 s', 'INP 200 ms', 'CLS 0.10', 'FCP 1.80 s', 'TTFB 800 ms']);
  });
});

describe('nearest-rank p75 for every small sample size', () => {
  // For n = 1..8 values 10, 20, …, 10n, the p75 is the value at rank ⌈0.75n⌉: 1 1 3 3 4 5 6 6 (worked out by hand).
  const ranks = [1, 2, 3, 3, 4, 5, 6, 6];
  it.each(ranks.map((rank, i) => [i + 1, rank * 10]))('n = %i: %i', async (n, expected) => {
    db.exec(`DELETE FROM web_vitals WHERE path = '/ranks'`);
    // Inserted in descending order: the report sorts, not the insertion.
    insert(
      '2026-11-26',
      '/ranks',
      'mobile',
      'TTFB',
      Array.from({ length: n }, (_, i) => (n - i) * 10),
    );
    const report = await vitalsReport(source, { days: 1, now: NOW });
    expect(report.pages.find((p) => p.path === '/ranks')!.metrics[0]!.p75).toBe(expected);
  });
});
