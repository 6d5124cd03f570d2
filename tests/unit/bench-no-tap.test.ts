import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  distinctScripts,
  IDLE_GAP_MS,
  inAdaptivePool,
  keptRun,
  MAX_TRIES,
  noTapFigure,
  pageKinds,
  QUIET_MS,
  settledAt,
  type NoTapResult,
} from '../../scripts/bench/no-tap';
import type { BenchPage } from '../../scripts/bench/pages';
import { gzipSize, islandsIn } from '../../scripts/bench/sizes';

const page = (path: string, template = 'loan', locale: BenchPage['locale'] = 'zh-HK'): BenchPage => ({ path, locale, template, noIndex: false });

describe('npm run bench, no-tap phase: which scripts count', () => {
  it('each address once, at its first request, in the order requested; nothing at or after the window', () => {
    const requests = [
      { url: '/assets/zod.js', atMs: 2100 },
      { url: '/assets/index.js', atMs: 40 },
      { url: '/assets/LeadDialog.js', atMs: 1900 },
      // The module preload, then the import of the same file.
      { url: '/assets/index.js', atMs: 900 },
      { url: '/assets/late.js', atMs: 5000 },
    ];
    expect(distinctScripts(requests)).toEqual([
      { url: '/assets/index.js', atMs: 40 },
      { url: '/assets/LeadDialog.js', atMs: 1900 },
      { url: '/assets/zod.js', atMs: 2100 },
    ]);
    expect(distinctScripts(requests, 2000).map((r) => r.url)).toEqual(['/assets/index.js', '/assets/LeadDialog.js']);
  });

  it("the page's figure sums each distinct file's size once", () => {
    const sizes: Record<string, number> = { '/a.js': 80_000, '/b.js': 24_000 };
    const figure = noTapFigure(
      [
        { url: '/a.js', atMs: 10 },
        { url: '/b.js', atMs: 2000 },
        { url: '/a.js', atMs: 2500 },
        { url: '/c.js', atMs: 6000 },
      ],
      (url) => sizes[url]!,
    );
    expect(figure.gzip).toBe(104_000);
    expect(figure.files).toEqual([
      { url: '/a.js', atMs: 10, gzip: 80_000 },
      { url: '/b.js', atMs: 2000, gzip: 24_000 },
    ]);
  });

  it('a file is sized as first-load JS is: gzip level 9 of the bytes as built', () => {
    const body = Buffer.from('export const a = 1;\n'.repeat(500) + Math.random().toString(36).repeat(50));
    expect(gzipSize(body)).toBe(gzipSync(body, { level: 9 }).length);
    expect(gzipSize(body)).not.toBe(gzipSync(body, { level: 1 }).length);
  });
});

describe('npm run bench, no-tap phase: one page of each kind', () => {
  it('reads the deferred islands from the HTML, each once, sorted', () => {
    const html =
      '<div class="island" data-island="StandardCalculator"></div><p data-island-note="x">' +
      '<div class="island" data-island="ValuationForm"></div><div class="island" data-island="StandardCalculator"></div>';
    expect(islandsIn(html)).toEqual(['StandardCalculator', 'ValuationForm']);
    expect(islandsIn('<main>no islands</main>')).toEqual([]);
  });

  it('groups by template and islands in any locale; a key page speaks for its kind, else the first', () => {
    const plan = pageKinds(
      [
        { page: page('/loan/7x24-loan'), islands: ['StandardCalculator'] },
        { page: page('/loan/n-loan'), islands: ['StandardCalculator'] },
        { page: page('/loan/supreme'), islands: ['StandardCalculator'] },
        { page: page('/loan/p-loan'), islands: ['StandardCalculator', 'ValuationForm'] },
        { page: page('/en/loan/7x24-loan', 'loan', 'en-US'), islands: ['StandardCalculator'] },
        { page: page('/terms', 'legal'), islands: [] },
        { page: page('/privacy', 'legal'), islands: [] },
      ],
      ['/loan/n-loan'],
    );
    expect(plan.map((p) => [p.page.path, p.alike.map((a) => a.path)])).toEqual([
      ['/loan/n-loan', ['/loan/7x24-loan', '/loan/supreme', '/en/loan/7x24-loan']],
      ['/loan/p-loan', []],
      ['/terms', ['/privacy']],
    ]);
  });
});

describe('npm run bench, no-tap phase: had the page settled within the window?', () => {
  /** Idle periods every `step` ms from `from` to `to`. */
  const idleFrom = (from: number, to: number, step = 50) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

  it('settled where a stretch of QUIET_MS of idleness begins after the load and the last arrival', () => {
    expect(settledAt(900, [1000, 2200], idleFrom(2300, 4000))).toBe(2300);
    // Idle periods before the last script arrived do not count.
    expect(settledAt(900, [1000, 2200], [...idleFrom(1100, 2150), ...idleFrom(2400, 4000)])).toBe(2400);
  });

  it('two idle periods are not enough: a stretch shorter than QUIET_MS, or broken by a long task, is not settled', () => {
    expect(settledAt(900, [1000], [1100, 1150])).toBeNull();
    expect(settledAt(900, [1000], idleFrom(1100, 1100 + QUIET_MS - 50))).toBeNull();
    // A task longer than IDLE_GAP_MS at 1800 (hydration, say): the stretch starts again after it.
    const broken = [...idleFrom(1100, 1800), ...idleFrom(1800 + IDLE_GAP_MS + 50, 4000)];
    expect(settledAt(900, [1000], broken)).toBe(1800 + IDLE_GAP_MS + 50);
  });

  it('not settled without a load event, with a script still on its way, or when the stretch ends after the window', () => {
    expect(settledAt(null, [1000], idleFrom(1100, 4000))).toBeNull();
    expect(settledAt(900, [1000, null], idleFrom(1100, 4000))).toBeNull();
    expect(settledAt(5200, [1000], idleFrom(1100, 6500))).toBeNull();
    expect(settledAt(900, [4500], idleFrom(4600, 7000))).toBeNull();
    // The stretch must be complete by the window's end (5 s): idleness after it is not looked at.
    expect(settledAt(900, [1000], idleFrom(4000, 6000))).toBe(4000);
    expect(settledAt(900, [1000], idleFrom(4050, 6000))).toBeNull();
  });
});

describe('npm run bench, no-tap phase: measuring again', () => {
  const result = (gzip: number, extra: Partial<NoTapResult> = {}): NoTapResult => ({
    page: page('/'),
    alike: [],
    files: [],
    gzip,
    loadMs: 900,
    settledMs: 2500,
    workers: 8,
    ...extra,
  });

  it("keeps the later run's figure unless it failed or counted less than an earlier one that did not fail", () => {
    const unsettled = result(81_000, { settledMs: null });
    const settled = result(126_000, { workers: 4 });
    expect(keptRun(unsettled, settled)).toBe(settled);
    expect(keptRun(unsettled, result(0, { error: 'status 500' }))).toBe(unsettled);
    expect(keptRun(settled, result(81_000, { settledMs: null }))).toBe(settled);
    const failed = result(0, { error: 'timeout' });
    expect(keptRun(failed, unsettled)).toBe(unsettled);
  });

  // The pool's spacing and the fake machine's runs on vitest's clock: which runs overlap, and how
  // far apart they start, are then the pool's doing, never the test machine's speed.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const onFakeClock = async <T>(pool: Promise<T>): Promise<T> => {
    await vi.runAllTimersAsync();
    return pool;
  };

  /**
   * A fake machine: a run takes `ms` and settles only when no more than `room` runs were open at any
   * time during it; an item in `never` never settles.
   */
  function machine(room: number, ms = 15, never: string[] = []) {
    let open = 0;
    let most = 0;
    const going = new Set<{ peak: number }>();
    const runs: { item: string; atOnce: number; peak: number; at: number }[] = [];
    const run = async (item: string, atOnce: number) => {
      const me = { peak: 0 };
      going.add(me);
      open++;
      most = Math.max(most, open);
      for (const g of going) g.peak = Math.max(g.peak, open);
      const at = Date.now();
      await new Promise((resolve) => setTimeout(resolve, ms));
      open--;
      going.delete(me);
      runs.push({ item, atOnce, peak: me.peak, at });
      return { item, settled: me.peak <= room && !never.includes(item), runs: 1 };
    };
    return { run, runs, most: () => most };
  }
  const done = (r: { settled: boolean }) => r.settled;
  const keep = <R extends { runs: number }>(earlier: R, again: R) => ({ ...again, runs: earlier.runs + again.runs });
  const items = Array.from({ length: 12 }, (_, i) => `/p${i}`);

  it('when every page settles: each once, up to `most` at once, the results in the items’ order', async () => {
    const m = machine(99);
    const out = await onFakeClock(inAdaptivePool(items, 4, m.run, done, keep));
    expect(out.map((r) => r.item)).toEqual(items);
    expect(out.every((r) => r.settled && r.runs === 1)).toBe(true);
    expect(m.most()).toBe(4);
    expect(m.runs).toHaveLength(12);
  });

  it('on a machine with room for two, fewer go at once and each page is measured again until it settles', async () => {
    const m = machine(2);
    const out = await onFakeClock(inAdaptivePool(items, 8, m.run, done, keep));
    expect(out.map((r) => r.item)).toEqual(items);
    expect(out.every((r) => r.settled)).toBe(true);
    expect(m.most()).toBeLessThanOrEqual(8);
    // The pool came down to what the machine has room for: most of the runs settled there.
    expect(m.runs.filter((r) => r.atOnce <= 2).length).toBeGreaterThanOrEqual(items.length / 2);
    expect(m.runs.length).toBeLessThan(items.length * 3);
    // Merged: a page's result counts all its runs.
    expect(out.reduce((n, r) => n + r.runs, 0)).toBe(m.runs.length);
  });

  it('a page that never settles is measured again only while it had company, at most MAX_TRIES times', async () => {
    const m = machine(99, 15, ['/p3']);
    const out = await onFakeClock(inAdaptivePool(items, 4, m.run, done, keep));
    expect(out[3]).toMatchObject({ item: '/p3', settled: false });
    const p3 = m.runs.filter((r) => r.item === '/p3');
    expect(p3.length).toBeLessThanOrEqual(MAX_TRIES);
    expect(p3.at(-1)!.peak === 1 || p3.length === MAX_TRIES).toBe(true);
    expect(out.filter((r) => r.item !== '/p3').every((r) => r.settled && r.runs === 1)).toBe(true);
  });

  it('starts are spaced as asked', async () => {
    const m = machine(99, 5);
    await onFakeClock(inAdaptivePool(items.slice(0, 4), 4, m.run, done, keep, (atOnce) => 40 / atOnce));
    const starts = m.runs.map((r) => r.at).sort((a, b) => a - b);
    // 40 ms / 4 at once: 10 ms apart on the clock the pool reads.
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(10);
  });
});
