/**
 * Lighthouse (programmatic API) on the benchmark pages, mobile and desktop presets. Single runs
 * vary by several points on a small machine (the simulated 4x CPU slowdown multiplies whatever
 * else the cores were doing), so each page gets `runs` runs per preset (5 for mobile by default,
 * the preset the budgets read) and the median run is reported, as Lighthouse's own guidance
 * recommends (its computeMedianRun: the run nearest the median FCP and TTI; five runs rather than
 * three because the median of three still put one page over a budget in most full runs here, with
 * one slow run in three). The table also shows the spread of the performance score. One Chromium
 * serves every run; Lighthouse clears its storage before each, so each run is a cold load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, ensureChromium } from '../browser';
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

function summarize(page: BenchPage, preset: Preset, lhr: Lhr, all: Lhr[]): LighthouseRun {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
  ) as Record<Category, number | null>;
  const lost: Record<string, string> = {};
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lost[ref.id] = audit.title;
    }
  }
  const https = Object.fromEntries(
    HTTPS_AUDITS.map((id) => {
      const a = lhr.audits[id];
      return [id, !a ? 'absent' : a.scoreDisplayMode === 'notApplicable' ? 'not applicable' : a.score === 1 ? 'pass' : a.score === null ? a.scoreDisplayMode : 'fail'];
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

async function audit(url: string, preset: Preset, port: number): Promise<Lhr> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
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

export async function runLighthouse(
  origin: string,
  pages: BenchPage[],
  outDir: string,
  presets: readonly Preset[] = ['mobile', 'desktop'],
  runsPer: Record<Preset, number> = { mobile: 3, desktop: 1 },
): Promise<LighthouseRun[]> {
  mkdirSync(outDir, { recursive: true });
  let chrome: Chrome = await startChrome();
  // A protocol error from a tab that was given up on can surface later, outside any await
  // (Lighthouse's own floating promise): it is the abandoned run's, not a reason to stop.
  const abandoned = (reason: unknown) => console.warn(`lighthouse: an abandoned run failed late: ${String(reason).slice(0, 200)}`);
  process.on('unhandledRejection', abandoned);

  /** One run; a run that outlives RUN_LIMIT_MS or loses its browser gets a new Chromium and one more try. */
  const auditOnce = async (url: string, preset: Preset): Promise<Lhr> => {
    for (let attempt = 1; ; attempt++) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result after ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
      });
      try {
        return await Promise.race([audit(url, preset, chrome.port), limit]);
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
        for (let i = 0; i < runsPer[preset]; i += 1) {
          let lhr = await auditOnce(origin + page.path, preset);
          // A run that fails to record its trace (NO_NAVSTART and the like) is tried once more.
          if (lhr.runtimeError) lhr = await auditOnce(origin + page.path, preset);
          lhrs.push(lhr);
        }
        const valid = lhrs.filter((r) => !r.runtimeError);
        const lhr = valid.length ? (computeMedianRun(valid) as Lhr) : lhrs[0]!;
        // Again per run: another tool cleaning test-results/ meanwhile must not end the benchmark.
        mkdirSync(outDir, { recursive: true });
        writeFileSync(`${outDir}/${preset}-${slug(page.path)}.json`, JSON.stringify(lhr));
        const run = summarize(page, preset, lhr, valid);
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
