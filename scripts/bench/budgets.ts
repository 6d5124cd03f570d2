/**
 * The performance budgets (project issues 8 and 30). A miss makes `npm run bench` exit non-zero; it
 * does not fail `npm test`. Per page: where a page has several runs, each figure's median. KiB =
 * 1024 bytes.
 */
import type { InteractionResult } from './interactions';
import { CATEGORIES, type Category, type LighthouseRun, type RunFigures } from './lighthouse';
import { NOT_FOUND_PATH, type LoadResult } from './load';
import { NO_TAP_WINDOW_MS, type NoTapResult } from './no-tap';
import type { PageSize } from './sizes';
import { median } from './stats';

export const BUDGETS = {
  /** Lighthouse mobile performance score, every published page. */
  minMobileScore: 100,
  /** Accessibility, best practices and SEO, on the pages that audit them. */
  minOtherScore: 95,
  maxLcpMs: 1200,
  maxCls: 0,
  maxTbtMs: 50,
  /** The framework's floor on React 19.3 and Waku 1.0 plus the shell (docs/decisions.md#script-budgets). */
  maxFirstLoadJsKiB: 96,
  /**
   * Every script a phone fetches in the first 5 s after the navigation with no input of any kind
   * (scripts/bench/no-tap.ts): first-load JS and whatever the page then fetches unasked (at idle,
   * when an island comes into view), gzip, every measured page.
   */
  maxNoTapJsKiB: 106,
  maxHtmlKiB: 30,
  /** Event Timing duration of every measured interaction, the CPU slowed to the reference phone (./calibration.ts). */
  maxInteractionMs: 100,
  maxEdgeLatencyOverhead: 0.1,
  /** The not-found page's mean latency over the static page's through the edge, same run (issue #30). */
  maxNotFoundLatencyRatio: 1.25,
  /**
   * A full run (every page, every phase), from its start to the report, in seconds: every Lighthouse
   * run one at a time, three to five of each key page and of each page that misses in screening
   * (docs/decisions.md#bench-time).
   */
  maxRunS: 900,
} as const;

export interface BudgetVerdict {
  budget: string;
  /** The worst measured value, formatted. */
  worst: string;
  ok: boolean;
  misses: string[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const LABEL: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

export interface Measurements {
  lighthouse?: LighthouseRun[];
  sizes?: PageSize[];
  /** The same sizes on every published page: the size budgets read these when measured. */
  everyPage?: PageSize[];
  interactions?: InteractionResult[];
  load?: LoadResult[];
  /** The scripts each page fetched in its first 5 s with no input. */
  noTap?: NoTapResult[];
}

/** A share over a baseline as a signed whole percentage: `+4%`, `-1%` (a faster edge read `+-1%`). */
export function signedPercent(share: number): string {
  const percent = Math.round(share * 100) || 0;
  return `${percent >= 0 ? '+' : ''}${percent}%`;
}

/** Edge latency over raw assets for the same page: mean latency, edge / raw - 1. */
export function edgeOverhead(load: LoadResult[]): { edge: LoadResult; raw: LoadResult; overhead: number } | null {
  const raw = load.find((r) => r.target.server === 'raw');
  const edge = raw && load.find((r) => r.target.server === 'edge' && r.target.path === raw.target.path);
  if (!raw || !edge || raw.latencyMeanMs <= 0) return null;
  return { edge, raw, overhead: edge.latencyMeanMs / raw.latencyMeanMs - 1 };
}

/**
 * The not-found page's mean latency against the static page's, both through the edge in the same
 * run: a scanner's random address must cost what a static page costs.
 */
export function notFoundRatio(load: LoadResult[]): { notFound: LoadResult; page: LoadResult; ratio: number } | null {
  const pair = edgeOverhead(load);
  const notFound = load.find((r) => r.target.server === 'edge' && r.target.path === NOT_FOUND_PATH);
  if (!pair || !notFound || pair.edge.latencyMeanMs <= 0) return null;
  return { notFound, page: pair.edge, ratio: notFound.latencyMeanMs / pair.edge.latencyMeanMs };
}

/** A page's figures in one preset: the median of its runs (its only run's where it has one). */
export interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptMs: number;
}
export function pageFigures(runs: readonly RunFigures[]): PageFigures {
  return {
    performance: median(runs.map((r) => r.performance ?? 0)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    scriptMs: median(runs.map((r) => r.scriptMs)),
  };
}

/** Each performance budget a run can be on either side of. */
const RUN_SIDES = [
  (r: RunFigures) => (r.performance ?? 0) >= BUDGETS.minMobileScore,
  (r: RunFigures) => r.lcpMs <= BUDGETS.maxLcpMs,
  (r: RunFigures) => r.tbtMs <= BUDGETS.maxTbtMs,
  (r: RunFigures) => r.cls <= BUDGETS.maxCls,
];

/** The runs whose median decides a page: Lighthouse's advice, five. */
const DECIDING_RUNS = 5;

/**
 * True when the runs so far settle which side of each performance budget (score, LCP, TBT and CLS)
 * the page is on, so that more runs are not needed:
 * - several runs settle it as the median of five would: once three of them land on the same side
 *   of each budget, the other two cannot move the median across it (TBT swings by 50–100 ms from
 *   run to run on this kind of host, so fewer runs decide on a coin toss);
 * - a single run (the pages measured once) settles it only when it meets every budget.
 */
export function runsSettleBudgets(runs: RunFigures[]): boolean {
  if (runs.length === 1) return RUN_SIDES.every((side) => side(runs[0]!));
  const majority = Math.ceil(DECIDING_RUNS / 2);
  return RUN_SIDES.every((side) => {
    const met = runs.filter(side).length;
    return met >= majority || runs.length - met >= majority;
  });
}

/** `path value (+over)` for each miss, the worst first. */
function overBy<T>(items: T[], value: (t: T) => number, limit: number, label: (t: T) => string, unit: (n: number) => string, lowerIsBetter = true) {
  const over = (t: T) => (lowerIsBetter ? value(t) - limit : limit - value(t));
  return items
    .filter((t) => !(over(t) <= 0))
    .sort((a, b) => over(b) - over(a))
    .map((t) => `${label(t)}: ${unit(value(t))} (${lowerIsBetter ? '+' : '-'}${unit(over(t))})`);
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const runLabel = (r: LighthouseRun) =>
  `${r.preset === 'mobile' ? '' : `${r.preset} `}${r.page.path}${r.each.length > 1 ? ` (median of ${r.each.length})` : ''}`;

export function checkBudgets(m: Measurements): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = [];
  if (m.lighthouse) {
    const failed = m.lighthouse.filter((r) => r.error);
    // A failed run has no figures: it misses the first budget, and the others read the rest.
    const runs = m.lighthouse.filter((r) => !r.error);
    verdicts.push({
      budget: 'every Lighthouse run completes',
      worst: `${failed.length} failed`,
      ok: failed.length === 0,
      misses: failed.map((r) => `${r.preset} ${r.page.path}: ${r.error}`),
    });
    const pages = runs.map((r) => ({ run: r, f: pageFigures(r.each) }));
    const mobile = pages.filter((p) => p.run.preset === 'mobile');
    const worstOf = (values: number[], pick: (...n: number[]) => number) => (values.length ? pick(...values) : Number.NaN);
    const label = (p: { run: LighthouseRun }) => runLabel(p.run);
    /** A per-page budget: every page's figure on the right side of `limit`, misses worst first. */
    const perPage = (
      budget: string,
      rows: typeof pages,
      value: (p: (typeof pages)[number]) => number,
      limit: number,
      unit: (n: number) => string,
      lowerIsBetter = true,
    ): BudgetVerdict => ({
      budget,
      worst: unit(worstOf(rows.map(value), lowerIsBetter ? Math.max : Math.min)),
      ok: rows.every((p) => (lowerIsBetter ? value(p) <= limit : value(p) >= limit)),
      misses: overBy(rows, value, limit, label, unit, lowerIsBetter),
    });
    verdicts.push(
      perPage(`mobile performance = ${BUDGETS.minMobileScore} (every page)`, mobile, (p) => p.f.performance, BUDGETS.minMobileScore, String, false),
      perPage(`mobile LCP <= ${BUDGETS.maxLcpMs} ms (every page)`, mobile, (p) => p.f.lcpMs, BUDGETS.maxLcpMs, ms),
      perPage(`TBT <= ${BUDGETS.maxTbtMs} ms (every page, both presets)`, pages, (p) => p.f.tbtMs, BUDGETS.maxTbtMs, ms),
    );
    // CLS: every run, not the median: one shifting load is a shift a visitor sees.
    const each = runs.flatMap((r) => r.each.map((f) => ({ r, cls: f.cls })));
    verdicts.push({
      budget: `CLS = ${BUDGETS.maxCls} (every run, both presets)`,
      worst: worstOf(
        each.map((e) => e.cls),
        Math.max,
      ).toFixed(3),
      ok: each.every((e) => e.cls <= BUDGETS.maxCls),
      misses: overBy(
        each,
        (e) => e.cls,
        BUDGETS.maxCls,
        (e) => `${e.r.preset} ${e.r.page.path}`,
        (n) => n.toFixed(3),
      ),
    });
    for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
      // A noindex page (the error page) fails SEO's "page is blocked from indexing" by design.
      const audited = runs.filter((r) => r.preset === 'mobile' && r.scores[c] !== null && !(c === 'seo' && r.page.noIndex));
      verdicts.push({
        budget: `mobile ${LABEL[c]} >= ${BUDGETS.minOtherScore} (${audited.length} pages)`,
        worst: String(
          worstOf(
            audited.map((r) => r.scores[c]!),
            Math.min,
          ),
        ),
        ok: audited.length > 0 && audited.every((r) => r.scores[c]! >= BUDGETS.minOtherScore),
        misses: overBy(
          audited,
          (r) => r.scores[c]!,
          BUDGETS.minOtherScore,
          (r) => r.page.path,
          String,
          false,
        ),
      });
    }
  }
  const sizes = m.everyPage ?? m.sizes;
  if (sizes) {
    verdicts.push({
      budget: `first-load JS <= ${BUDGETS.maxFirstLoadJsKiB} KiB gzip (every page)`,
      worst: kib(Math.max(...sizes.map((s) => s.jsGzip))),
      ok: sizes.every((s) => s.jsGzip <= BUDGETS.maxFirstLoadJsKiB * 1024),
      misses: overBy(
        sizes,
        (s) => s.jsGzip,
        BUDGETS.maxFirstLoadJsKiB * 1024,
        (s) => s.page.path,
        kib,
      ),
    });
    verdicts.push({
      budget: `HTML <= ${BUDGETS.maxHtmlKiB} KiB gzip (every page)`,
      worst: kib(Math.max(...sizes.map((s) => s.htmlGzip))),
      ok: sizes.every((s) => s.htmlGzip <= BUDGETS.maxHtmlKiB * 1024),
      misses: overBy(
        sizes,
        (s) => s.htmlGzip,
        BUDGETS.maxHtmlKiB * 1024,
        (s) => s.page.path,
        kib,
      ),
    });
  }
  if (m.noTap) verdicts.push(noTapVerdict(m.noTap));
  if (m.interactions) {
    const failed = m.interactions.filter((i) => i.error);
    verdicts.push({
      budget: 'every interaction scenario completes',
      worst: `${failed.length} failed`,
      ok: failed.length === 0,
      misses: failed.map((i) => `${i.scenario} ${i.page}: ${i.error}`),
    });
    const reloaded = m.interactions.filter((i) => i.reloaded);
    verdicts.push({
      budget: 'every tap acts in the page (none loads a new page)',
      worst: `${reloaded.length} reloaded`,
      ok: reloaded.length === 0,
      misses: reloaded.map((i) => `${i.scenario} ${i.page}: the ${i.reloaded} tap followed the link (before hydration)`),
    });
    const measured = m.interactions.filter((i) => !i.error);
    const worst = (i: InteractionResult) => Math.max(...i.first, ...i.repeat);
    verdicts.push({
      budget: `every interaction <= ${BUDGETS.maxInteractionMs} ms (reference phone)`,
      worst: ms(Math.max(...measured.map(worst))),
      ok: measured.length > 0 && measured.every((i) => worst(i) <= BUDGETS.maxInteractionMs),
      misses: overBy(measured, worst, BUDGETS.maxInteractionMs, (i) => `${i.scenario} ${i.page}`, ms),
    });
  }
  if (m.load) {
    const bad = m.load.filter((r) => r.unexpected > 0 || r.errors > 0 || r.requests === 0);
    verdicts.push({
      budget: 'every load target answers with its expected status',
      worst: `${bad.length} target(s) off`,
      ok: bad.length === 0,
      misses: bad.map((r) => `${r.target.server} ${r.target.path}: ${r.unexpected} unexpected statuses, ${r.errors} errors`),
    });
    const edge = edgeOverhead(m.load);
    verdicts.push({
      budget: `edge layer adds <= ${BUDGETS.maxEdgeLatencyOverhead * 100}% latency over raw assets`,
      worst: edge ? signedPercent(edge.overhead) : 'not measured',
      ok: !!edge && edge.overhead <= BUDGETS.maxEdgeLatencyOverhead,
      misses: edge
        ? edge.overhead <= BUDGETS.maxEdgeLatencyOverhead
          ? []
          : [`${edge.edge.target.path}: mean ${edge.edge.latencyMeanMs.toFixed(2)} ms through the edge vs ${edge.raw.latencyMeanMs.toFixed(2)} ms raw`]
        : ['no edge/raw pair in LOAD_TARGETS'],
    });
    const notFound = notFoundRatio(m.load);
    const notFoundOk = !!notFound && notFound.ratio <= BUDGETS.maxNotFoundLatencyRatio;
    verdicts.push({
      budget: `not-found page <= ${BUDGETS.maxNotFoundLatencyRatio}x the static page's latency`,
      worst: notFound ? `${notFound.ratio.toFixed(2)}x` : 'not measured',
      ok: notFoundOk,
      misses: notFoundOk
        ? []
        : notFound
          ? [
              `${NOT_FOUND_PATH}: mean ${notFound.notFound.latencyMeanMs.toFixed(2)} ms vs ${notFound.page.latencyMeanMs.toFixed(2)} ms for ${notFound.page.target.path}`,
            ]
          : ['no not-found target or no edge/raw pair in LOAD_TARGETS'],
    });
  }
  return verdicts;
}

/**
 * The scripts fetched without interaction: every page, each measured or judged by the page measured
 * for its kind (scripts/bench/no-tap.ts `pageKinds`). A page that could not be measured misses
 * (nothing says it would pass). A page that had not settled by the end of the window (`settledAt`)
 * is judged on what it fetched within it, and says so when it misses.
 */
function noTapVerdict(results: NoTapResult[]): BudgetVerdict {
  const limit = BUDGETS.maxNoTapJsKiB * 1024;
  const failed = results.filter((r) => r.error);
  const measured = results.filter((r) => !r.error);
  const alike = results.reduce((n, r) => n + r.alike.length, 0);
  const label = (r: NoTapResult) =>
    [r.page.path, r.alike.length ? ` (and ${r.alike.length} alike)` : '', r.settledMs === null ? ', not settled within the window' : ''].join('');
  return {
    budget:
      `scripts fetched in the first ${NO_TAP_WINDOW_MS / 1000} s without interaction <= ${BUDGETS.maxNoTapJsKiB} KiB gzip ` +
      (alike ? `(every page: ${results.length} measured, ${alike} by a page of their kind)` : '(every page)'),
    worst: measured.length ? kib(Math.max(...measured.map((r) => r.gzip))) : 'not measured',
    ok: measured.length > 0 && failed.length === 0 && measured.every((r) => r.gzip <= limit),
    misses: [...failed.map((r) => `${label(r)}: not measured (${r.error})`), ...overBy(measured, (r) => r.gzip, limit, label, kib)],
  };
}

/** The run-time budget of a full run: every page and phase measured within it. */
export function runTimeVerdict(totalMs: number): BudgetVerdict {
  const minutes = BUDGETS.maxRunS / 60;
  const ok = totalMs <= BUDGETS.maxRunS * 1000;
  const taken = `${(totalMs / 1000).toFixed(1)} s`;
  return {
    budget: `the whole run <= ${minutes} min`,
    worst: taken,
    ok,
    misses: ok ? [] : [`${taken}, ${(totalMs / 1000 - BUDGETS.maxRunS).toFixed(1)} s over`],
  };
}
