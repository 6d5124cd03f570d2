import { describe, expect, it } from 'vitest';
import type { Measurements } from '../../scripts/bench/budgets';
import type { NoTapResult } from '../../scripts/bench/no-tap';
import type { BenchPage } from '../../scripts/bench/pages';
import { everyPageTable, noTapTable, noTapWorstFiles } from '../../scripts/bench/report';
import type { PageSize } from '../../scripts/bench/sizes';

const ORIGIN = 'http://127.0.0.1:8852';
const page = (path: string): BenchPage => ({ path, locale: 'zh-HK', template: 'loan', noIndex: false });
const size = (path: string, jsKiB: number, islands: string[] = []): PageSize => ({
  page: page(path),
  htmlGzip: 20 * 1024,
  jsFiles: 1,
  jsGzip: jsKiB * 1024,
  closureFiles: 1,
  closureGzip: jsKiB * 1024,
  islands,
});
const file = (name: string, atMs: number, kib: number) => ({ url: `${ORIGIN}/assets/${name}`, atMs, gzip: kib * 1024 });
const result = (path: string, files: ReturnType<typeof file>[], extra: Partial<NoTapResult> = {}): NoTapResult => ({
  page: page(path),
  alike: [],
  files,
  gzip: files.reduce((n, f) => n + f.gzip, 0),
  loadMs: 1100,
  settledMs: 2600,
  workers: 8,
  ...extra,
});

const m: Measurements = {
  everyPage: [size('/loan/n-loan', 95, ['StandardCalculator']), size('/loan/7x24-loan', 95, ['StandardCalculator']), size('/loan/p-loan', 95)],
  noTap: [
    result('/loan/n-loan', [file('index-B.js', 950, 95), file('zod-D.js', 2300, 24)], { alike: [page('/loan/7x24-loan')] }),
    result('/loan/p-loan', [file('index-B.js', 940, 95), file('LeadDialog-C.js', 2200, 2.5), file('zod-D.js', 2300, 24), file('ValuationForm-E.js', 2400, 3)], {
      settledMs: null,
    }),
  ],
};

describe('npm run bench report: scripts fetched without interaction', () => {
  it('the worst page lists its scripts by path on the site, in the order requested, with the total', () => {
    const out = noTapWorstFiles(m);
    expect(out).toContain('The worst page, `/loan/p-loan`: 4 scripts, 124.5 KiB gzip.');
    const rows = out.split('\n').filter((l) => l.startsWith('| /assets/') || l.startsWith('| **total**'));
    expect(rows.map((r) => r.split('|').map((c) => c.trim())[1])).toEqual([
      '/assets/index-B.js',
      '/assets/LeadDialog-C.js',
      '/assets/zod-D.js',
      '/assets/ValuationForm-E.js',
      '**total**',
    ]);
    expect(rows[3]).toContain('2400 ms');
    expect(noTapWorstFiles({})).toBe('Not measured.');
  });

  it('each measured page: its figure, what is beyond its first-load JS, its kind and the pages alike', () => {
    const rows = noTapTable(m).split('\n').slice(2);
    const nLoan = rows[0]!.split('|').map((c) => c.trim());
    expect(nLoan.slice(1, 7)).toEqual(['/loan/n-loan', 'loan, StandardCalculator', '2', '119.0 KiB **over**', '24.0 KiB', '1100 ms']);
    expect(nLoan[9]).toBe('1: /loan/7x24-loan');
    expect(rows[1]).toContain('not within the window');
  });

  it('every page shows a figure: its own, or its kind’s marked ~, and misses the budget by it', () => {
    const lines = everyPageTable(m).split('\n');
    const cells = (line: string) =>
      line
        .split('|')
        .map((c) => c.trim())
        .slice(1, -1);
    const head = cells(lines[0]!);
    const row = (path: string) => {
      const r = cells(lines.find((l) => l.startsWith(`| ${path} `))!);
      return { figure: r[head.indexOf('no-tap JS')], misses: r[head.indexOf('misses')] };
    };
    expect(row('/loan/n-loan')).toEqual({ figure: '119.0 KiB', misses: 'no-tap JS' });
    expect(row('/loan/7x24-loan')).toEqual({ figure: '~119.0 KiB', misses: 'no-tap JS' });
    expect(row('/loan/p-loan')).toEqual({ figure: '124.5 KiB', misses: 'no-tap JS' });
  });
});
