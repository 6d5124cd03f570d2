/**
 * The performance budgets (project issue 8). A miss makes `npm run bench` exit non-zero; it does
 * not fail `npm test`. KiB = 1024 bytes.
 */
import { CATEGORIES, type Category, type LighthouseRun } from './lighthouse';
import { NOT_FOUND_PATH, type LoadResult } from './load';
import type { PageSize } from './sizes';

export const BUDGETS = {
  minMobileScore: 95,
  maxCls: 0,
  maxTbtMs: 100,
  maxFirstLoadJsKiB: 90,
  maxHtmlKiB: 30,
  maxEdgeLatencyOverhead: 0.25,
  /** The not-found page's mean latency over the static page's through the edge, same run (issue #30). */
  maxNotFoundLatencyRatio: 1.25,
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
  load?: LoadResult[];
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

/** What one Lighthouse run says about the performance budgets. */
export interface RunFigures {
  performance: number | null;
  tbtMs: number;
  cls: number;
}

/**
 * True when the runs so far all land on the same side of each performance budget (score, TBT and
 * CLS): the median reported from them then does not hang on one lucky or unlucky run, and more
 * runs are not needed to know which side the page is on. Runs that disagree call for more.
 */
export function runsAgreeOnBudgets(runs: RunFigures[]): boolean {
  const sides = [
    (r: RunFigures) => (r.performance ?? 0) >= BUDGETS.minMobileScore,
    (r: RunFigures) => r.tbtMs < BUDGETS.maxTbtMs,
    (r: RunFigures) => r.cls <= BUDGETS.maxCls,
  ];
  return sides.every((side) => new Set(runs.map(side)).size === 1);
}

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
    const mobile = runs.filter((r) => r.preset === 'mobile');
    for (const c of CATEGORIES) {
      const misses = mobile.filter((r) => (r.scores[c] ?? 0) < BUDGETS.minMobileScore);
      const worst = Math.min(...mobile.map((r) => r.scores[c] ?? 0));
      verdicts.push({
        budget: `mobile ${LABEL[c]} >= ${BUDGETS.minMobileScore}`,
        worst: String(worst),
        ok: misses.length === 0,
        misses: misses.map((r) => `${r.page.path}: ${r.scores[c] ?? 'n/a'}`),
      });
    }
    const clsMisses = runs.filter((r) => !(r.cls <= BUDGETS.maxCls));
    verdicts.push({
      budget: `CLS = ${BUDGETS.maxCls} (both presets)`,
      worst: Math.max(...runs.map((r) => r.cls)).toFixed(3),
      ok: clsMisses.length === 0,
      misses: clsMisses.map((r) => `${r.preset} ${r.page.path}: ${r.cls.toFixed(3)}`),
    });
    const tbtMisses = runs.filter((r) => !(r.tbtMs < BUDGETS.maxTbtMs));
    verdicts.push({
      budget: `TBT < ${BUDGETS.maxTbtMs} ms (both presets)`,
      worst: `${Math.max(...runs.map((r) => r.tbtMs)).toFixed(0)} ms`,
      ok: tbtMisses.length === 0,
      misses: tbtMisses.map((r) => `${r.preset} ${r.page.path}: ${r.tbtMs.toFixed(0)} ms`),
    });
  }
  const sizes = m.everyPage ?? m.sizes;
  if (sizes) {
    const js = sizes.filter((s) => s.jsGzip > BUDGETS.maxFirstLoadJsKiB * 1024);
    verdicts.push({
      budget: `first-load JS <= ${BUDGETS.maxFirstLoadJsKiB} KiB gzip`,
      worst: kib(Math.max(...sizes.map((s) => s.jsGzip))),
      ok: js.length === 0,
      misses: js.map((s) => `${s.page.path}: ${kib(s.jsGzip)}`),
    });
    const html = sizes.filter((s) => s.htmlGzip > BUDGETS.maxHtmlKiB * 1024);
    verdicts.push({
      budget: `HTML <= ${BUDGETS.maxHtmlKiB} KiB gzip`,
      worst: kib(Math.max(...sizes.map((s) => s.htmlGzip))),
      ok: html.length === 0,
      misses: html.map((s) => `${s.page.path}: ${kib(s.htmlGzip)}`),
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
      worst: edge ? `+${(edge.overhead * 100).toFixed(0)}%` : 'not measured',
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
