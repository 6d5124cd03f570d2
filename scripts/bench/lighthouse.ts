/**
 * Lighthouse (programmatic API) on the benchmark pages, mobile and desktop presets. Single runs
 * vary by several points on a small machine (the simulated 4x CPU slowdown multiplies whatever
 * else the cores were doing), so each page gets several runs per preset and the median run is
 * reported, as Lighthouse's own guidance recommends (its computeMedianRun: the run nearest the
 * median FCP and TTI). Mobile, the preset the budgets read, gets three runs, and up to five while
 * they disagree about a budget: with one slow run in three, the median of three alone still put a
 * page over a budget in most full runs here, while three runs on the same side of every budget
 * settle it (`RunCount`). The table also shows the spread of the performance score. One Chromium
 * serves every run; Lighthouse clears its storage before each, so each run is a cold load.
 *
 * Only the first run of a page audits all four categories. Accessibility, best practices and SEO
 * read the page's markup and headers, which are the same on every run, and their gatherers (axe-core
 * above all) run after the trace has ended, so they do not touch the performance figures; the
 * repeated runs audit performance alone, which takes a few seconds less each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, ensureChromium } from '../browser';
import type { RunFigures } from './budgets';
import type { BenchPage } from './pages';

export type Preset = 'mobile' | 'desktop';
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Audits whose outcome depends on HTTPS, recorded so the report can say what http changed. */
export const HTTPS_AUDITS = ['is-on-https', 'redirects-http', 'uses-http2'] as const;

export interface LighthouseRun {
  page: BenchPage;
  preset: Preset;
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's own measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /** Performance score of every run of this page and preset (the reported run is the median). */
  perfRuns: number[];
  /** Audits that cost points: id -> title. */
  lost: Record<string, string>;
  https: Record<(typeof HTTPS_AUDITS)[number], string>;
  error?: string;
}

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));

/**
 * The median run's performance and the full run's other categories (the same run when the median
 * is the first).
 */
function summarize(page: BenchPage, preset: Preset, lhr: Lhr, full: Lhr, all: Lhr[]): LighthouseRun {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const from = (c: Category) => (c === 'performance' ? lhr : full);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, from(c).categories[c]?.score == null ? null : Math.round(from(c).categories[c]!.score! * 100)]),
  ) as Record<Category, number | null>;
  const lost: Record<string, string> = {};
  for (const c of CATEGORIES) {
    for (const ref of from(c).categories[c]?.auditRefs ?? []) {
      const audit = from(c).audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lost[ref.id] = audit.title;
    }
  }
  const https = Object.fromEntries(
    HTTPS_AUDITS.map((id) => {
      const a = full.audits[id];
      return [
        id,
        !a ? 'absent' : a.scoreDisplayMode === 'notApplicable' ? 'not applicable' : a.score === 1 ? 'pass' : a.score === null ? a.scoreDisplayMode : 'fail',
      ];
    }),
  ) as LighthouseRun['https'];
  return {
    page,
    preset,
    scores,
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    totalBytes: num('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    perfRuns: all.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    lost,
    https,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * Audits that weigh nothing in any score and that this script does not report, left out because
 * they cost 2-4 s a run: the back/forward-cache test navigates away and back after the trace, and
 * the screenshots are only pictures for the HTML report. Speed Index reads the trace's own frames.
 */
const SKIPPED_AUDITS = ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'];

async function audit(url: string, preset: Preset, port: number, categories: readonly Category[]): Promise<Lhr> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      skipAudits: SKIPPED_AUDITS,
      disableFullPageScreenshot: true,
    },
    // No config is Lighthouse's default: the mobile preset (Moto G Power, simulated 4G, 4x CPU).
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/**
 * Longest one Lighthouse run may take (a run is 10-35 s here) before its Chromium is replaced and
 * the run tried again: once in a while a tab stops answering the DevTools protocol, and the run
 * then waits for ever (seen once: 8 minutes on one page, ended by "Page.navigate: Target closed").
 */
const RUN_LIMIT_MS = 120_000;

type Chrome = Awaited<ReturnType<typeof launch>>;
const startChrome = () => launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });

/**
 * How many runs a page gets per preset: `min`, then one at a time up to `max` unless `enough` says
 * the runs so far settle the question.
 */
export interface RunCount {
  min: number;
  max: number;
  enough?: (runs: RunFigures[]) => boolean;
}

const figures = (lhr: Lhr): RunFigures => ({
  performance: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
  tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
});

export async function runLighthouse(
  origin: string,
  pages: BenchPage[],
  outDir: string,
  presets: readonly Preset[],
  runsPer: Record<Preset, RunCount>,
): Promise<LighthouseRun[]> {
  mkdirSync(outDir, { recursive: true });
  let chrome: Chrome = await startChrome();
  // A protocol error from a tab that was given up on can surface later, outside any await
  // (Lighthouse's own floating promise): it is the abandoned run's, not a reason to stop.
  const abandoned = (reason: unknown) => console.warn(`lighthouse: an abandoned run failed late: ${String(reason).slice(0, 200)}`);
  process.on('unhandledRejection', abandoned);

  /** One run; a run that outlives RUN_LIMIT_MS or loses its browser gets a new Chromium and one more try. */
  const auditOnce = async (url: string, preset: Preset, categories: readonly Category[]): Promise<Lhr> => {
    for (let attempt = 1; ; attempt++) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result after ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
      });
      try {
        return await Promise.race([audit(url, preset, chrome.port, categories), limit]);
      } catch (error) {
        if (attempt >= 2) throw error;
        console.warn(`lighthouse ${preset} ${url}: ${String(error).slice(0, 200)}; restarting Chromium and trying again`);
        chrome.kill();
        chrome = await startChrome();
      } finally {
        clearTimeout(timer);
      }
    }
  };

  const runs: LighthouseRun[] = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const started = Date.now();
        const lhrs: Lhr[] = [];
        const count = runsPer[preset];
        for (let i = 0; i < count.max; i += 1) {
          const done = lhrs.filter((r) => !r.runtimeError);
          if (i >= count.min && count.enough?.(done.map(figures))) break;
          const categories = i === 0 ? CATEGORIES : (['performance'] as const);
          let lhr = await auditOnce(origin + page.path, preset, categories);
          // A run that fails to record its trace (NO_NAVSTART and the like) is tried once more.
          if (lhr.runtimeError) lhr = await auditOnce(origin + page.path, preset, categories);
          lhrs.push(lhr);
        }
        const valid = lhrs.filter((r) => !r.runtimeError);
        const lhr = valid.length ? (computeMedianRun(valid) as Lhr) : lhrs[0]!;
        const full = lhrs[0]!;
        // Again per run: another tool cleaning test-results/ meanwhile must not end the benchmark.
        mkdirSync(outDir, { recursive: true });
        writeFileSync(`${outDir}/${preset}-${slug(page.path)}.json`, JSON.stringify(lhr));
        if (full !== lhr) writeFileSync(`${outDir}/${preset}-${slug(page.path)}-all-categories.json`, JSON.stringify(full));
        const run = summarize(page, preset, lhr, full, valid);
        runs.push(run);
        const s = run.scores;
        console.log(
          `lighthouse ${preset.padEnd(7)} ${page.path.padEnd(16)} perf ${s.performance} [${run.perfRuns.join(' ')}] a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} TBT ${run.tbtMs.toFixed(0)}` +
            ` (${((Date.now() - started) / 1000).toFixed(0)} s)${run.error ? ` ERROR ${run.error}` : ''}`,
        );
      }
    }
  } finally {
    chrome.kill();
    process.off('unhandledRejection', abandoned);
  }
  return runs;
}
