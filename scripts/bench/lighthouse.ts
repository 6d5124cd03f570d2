/**
 * Lighthouse runs (programmatic API, default simulated throttling) for `npm run bench`: which page
 * gets which runs is scripts/bench/lighthouse-plan.ts, who runs them scripts/bench/lighthouse-pool.ts.
 * One Chromium per worker for all its runs; Lighthouse clears the origin's storage before each, so
 * every run is a cold load. Shortened waits, a reused machine benchmark and fewer audits keep a run
 * at 1.8-2.2 s without changing the figures (docs/performance.md, "Every published page").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { Audit, defaultConfig, desktopConfig, Gatherer, type Config } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { ExecutionContext } from 'lighthouse/core/gather/driver/execution-context.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, ensureChromium } from '../browser';
import { calibrated, calibrationOf, readingAfterLastLoad } from './calibrated-run';
import type { BenchPage } from './pages';

export type Preset = 'mobile' | 'desktop';
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The audits the performance score is made of (every other one weighs nothing in it). */
export const PERFORMANCE_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Audits whose outcome depends on HTTPS, recorded so the report can say what http changed. */
export const HTTPS_AUDITS = ['is-on-https', 'redirects-http', 'uses-http2'] as const;

/** What one Lighthouse run says about the performance budgets. */
export interface RunFigures {
  performance: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread script time: evaluation, parse and compile (Lighthouse's mainthread-work-breakdown), simulated. */
  scriptMs: number;
  /** The CPU slowdown the run was simulated with, from `benchmarkIndex` (scripts/bench/calibration.ts). */
  cpuSlowdown: number;
  /** Lighthouse's CPU benchmark around the run: before and after its load, the mean (higher is faster). */
  benchmarkIndex: number;
}

/**
 * How many runs a page gets per preset: `min`, then one at a time up to `max` unless the runs so
 * far settle the question (`Enough`: scripts/bench/budgets.ts runsSettleBudgets).
 */
export interface RunCount {
  min: number;
  max: number;
}
export type Enough = (runs: RunFigures[]) => boolean;

/** One page in one preset: how often, and what its runs audit. */
export interface LighthouseJob {
  page: BenchPage;
  /** The baseline build's server, not the current one (`--baseline`): measured, never budgeted. */
  baseline?: boolean;
  /**
   * A screening run (scripts/bench/lighthouse-pool.ts): on mobile its slowdown comes from the
   * benchmark reading before its load, reused for up to BENCHMARK_EVERY_MS; without it, from the
   * readings before and after its load (calibrated-run.ts).
   */
  screening?: boolean;
  preset: Preset;
  runs: RunCount;
  /** Categories of the first run; the later runs audit performance only. */
  firstCategories: readonly Category[];
  /** A key page (several runs, listed one by one in the report). */
  key: boolean;
  /**
   * The page's screening run (scripts/bench/lighthouse-pool.ts), with its performance runs taken
   * out: this job measures the page again, and its other categories stay the screening run's.
   */
  earlier?: LighthouseRun;
}

export interface LighthouseRun {
  page: BenchPage;
  baseline?: boolean;
  preset: Preset;
  key: boolean;
  /** Scores of the reported run (the median run); null where the category was not audited. */
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's own measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /** Each run's figures, in the order run: the budgets read their medians. */
  each: RunFigures[];
  /** Performance score of every run of this page and preset (the reported run is the median). */
  perfRuns: number[];
  /** Audits that cost points: id -> title. */
  lost: Record<string, string>;
  https: Record<(typeof HTTPS_AUDITS)[number], string> | null;
  /** Wall time of all this page's runs in this preset, ms. */
  wallMs: number;
  /** Measured again one run at a time after its screening run missed a budget (lighthouse-pool.ts). */
  remeasured?: boolean;
  error?: string;
}

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));
const rounded = (score: number | null | undefined) => (score == null ? null : Math.round(score * 100));

/** Groups of Lighthouse's main-thread breakdown that are script: evaluation, parse and compile. */
const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);
/** The run's main-thread script time (already multiplied by the run's slowdown, as Lighthouse reports it). */
export function scriptTime(lhr: Pick<Lhr, 'audits'>): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined;
  if (!details?.items) return Number.NaN;
  return details.items.filter((item) => SCRIPT_GROUPS.has(item.group)).reduce((sum, item) => sum + item.duration, 0);
}

const figures = (lhr: Lhr): RunFigures => ({
  performance: rounded(lhr.categories.performance?.score),
  lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  scriptMs: scriptTime(lhr),
  cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  benchmarkIndex: benchmarkAround(lhr),
});
/** The machine's speed the run's slowdown came from: the mean of before and after its load where calibrated. */
function benchmarkAround(lhr: Lhr): number {
  const calibration = calibrationOf(lhr.audits);
  return calibration ? (calibration.before + calibration.after) / 2 : lhr.environment.benchmarkIndex;
}

/**
 * The median run's performance and the full run's other categories (the same run when the median
 * is the first).
 */
function summarize(job: LighthouseJob, lhr: Lhr, full: Lhr, all: Lhr[], wallMs: number): LighthouseRun {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const from = (c: Category) => (c === 'performance' ? lhr : full);
  // A job that adds runs to earlier ones audits performance only: the other categories are the earlier first run's.
  const earlier = job.earlier;
  const score = (c: Category) => (earlier && c !== 'performance' ? earlier.scores[c] : rounded(from(c).categories[c]?.score));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number | null>;
  const lost: Record<string, string> = {};
  for (const c of CATEGORIES) {
    for (const ref of from(c).categories[c]?.auditRefs ?? []) {
      const audit = from(c).audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lost[ref.id] = audit.title;
    }
  }
  const https = earlier
    ? earlier.https
    : full.categories['best-practices']
      ? (Object.fromEntries(
          HTTPS_AUDITS.map((id) => {
            const a = full.audits[id];
            return [
              id,
              !a
                ? 'absent'
                : a.scoreDisplayMode === 'notApplicable'
                  ? 'not applicable'
                  : a.score === 1
                    ? 'pass'
                    : a.score === null
                      ? a.scoreDisplayMode
                      : 'fail',
            ];
          }),
        ) as NonNullable<LighthouseRun['https']>)
      : null;
  return {
    page: job.page,
    ...(job.baseline ? { baseline: true } : {}),
    preset: job.preset,
    key: job.key,
    scores,
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    totalBytes: num('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    each: [...(earlier?.each ?? []), ...all.map(figures)],
    perfRuns: [...(earlier?.perfRuns ?? []), ...all.map((r) => rounded(r.categories.performance?.score) ?? 0)],
    lost: { ...earlier?.lost, ...lost },
    https,
    wallMs: (earlier?.wallMs ?? 0) + wallMs,
    ...(earlier ? { remeasured: true } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * Audits that weigh nothing in any score and that this script does not report, left out because
 * they cost 2-4 s a run: the back/forward-cache test navigates away and back after the trace, and
 * the screenshots are only pictures for the HTML report. Speed Index reads the trace's own frames.
 */
const SKIPPED_AUDITS = ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'];

/**
 * How long the page load waits after load (Lighthouse: 1 s after first paint, after load, with no
 * request and with no long task). The pages are static on loopback: their load work is over within
 * 420 ms of the navigation, and with these waits the trace still holds every task and request (the
 * key pages' TBT and LCP medians as with 500 ms waits), 1.5-1.8 s a run sooner.
 */
const WAITS = { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 };

/** What the bench reads of a performance run: the weighted metrics, TTI (median run), the bytes, script time. */
const READ_AUDITS = [...PERFORMANCE_METRICS, 'interactive', 'total-byte-weight', 'mainthread-work-breakdown'];
const INSTRUMENTED = 'page-load-instrumentation';
const HOOKS = ['startInstrumentation', 'startSensitiveInstrumentation', 'stopSensitiveInstrumentation', 'stopInstrumentation'] as const;

/** The artifacts of `config` whose gatherers act during the page load (not only after it). */
export async function instrumentingArtifacts(config: Config): Promise<string[]> {
  const { resolvedConfig } = await initializeConfig('navigation', config, { onlyCategories: ['performance'] });
  const base = Gatherer.prototype as unknown as Record<string, unknown>;
  const artifacts = (resolvedConfig.artifacts ?? []) as { id: string; gatherer: { instance: object } }[];
  return artifacts
    .filter((artifact) => {
      const gatherer = artifact.gatherer.instance as unknown as Record<string, unknown>;
      return HOOKS.some((hook) => gatherer[hook] !== base[hook]);
    })
    .map((artifact) => artifact.id)
    .sort();
}

/**
 * A run that audits performance only: `config` cut to the audits the bench reads, plus one
 * weightless audit that requires every artifact whose gatherer acts during the page load in the
 * whole performance category. The load is traced and instrumented as in that category, so the
 * figures cannot move; what goes is work after the trace (element lookups, diagnostics nobody
 * reads): about 0.3 s a run. Throws if an audit read or weighted is not found as a plain path (a
 * Lighthouse release that changed its config's shape).
 */
export async function metricsOnly(extending: Config): Promise<Config> {
  const config = ownConfig(extending);
  const performance = config.categories?.performance;
  if (!performance || !config.audits) throw new Error('lighthouse: the config has no performance category or audit list');
  const weighted = performance.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
  const unread = weighted.filter((id) => !READ_AUDITS.includes(id));
  if (unread.length) throw new Error(`lighthouse: weighted audits the bench does not read: ${unread.join(', ')}`);
  const idOf = (audit: string) => audit.slice(audit.lastIndexOf('/') + 1);
  const audits = config.audits.filter((audit): audit is string => typeof audit === 'string' && READ_AUDITS.includes(idOf(audit)));
  if (audits.length !== READ_AUDITS.length) throw new Error(`lighthouse: ${READ_AUDITS.length} audits read, ${audits.length} found in the config`);
  const requiredArtifacts = await instrumentingArtifacts({ ...config, categories: { performance } });
  class PageLoadInstrumentation extends Audit {
    static override get meta(): typeof Audit.meta {
      return {
        id: INSTRUMENTED,
        title: 'Page load instrumented as in the performance category',
        description: 'Requires every gatherer that acts during the page load; scores nothing.',
        scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
        requiredArtifacts,
      } as unknown as typeof Audit.meta;
    }
    static override audit() {
      return { score: null };
    }
  }
  const refs = performance.auditRefs.filter((ref) => READ_AUDITS.includes(ref.id));
  return {
    ...config,
    audits: [...audits, { implementation: PageLoadInstrumentation }],
    categories: { performance: { ...performance, auditRefs: [...refs, { id: INSTRUMENTED, weight: 0 }] } },
  };
}
/**
 * `config` with Lighthouse's default config merged in where it extends it (the desktop preset
 * does): its settings over the default's, as Lighthouse merges them.
 */
function ownConfig(config: Config): Config {
  if (!config.extends) return config;
  if (config.extends !== 'lighthouse:default' || config.categories || config.audits || config.artifacts) {
    throw new Error('lighthouse: only a config that extends the default with its own settings can be cut');
  }
  const { extends: _default, ...own } = config;
  return { ...defaultConfig, ...own, settings: { ...defaultConfig.settings, ...own.settings } };
}

/** Both presets' performance-only configs, resolved once per process. */
type ConfigKind = 'desktop' | 'mobile, calibrated' | 'mobile, screening';
let metricsConfigs: Promise<Record<ConfigKind, Config>> | null = null;
const metricsConfig = (kind: ConfigKind) =>
  (metricsConfigs ??= Promise.all([metricsOnly(defaultConfig), metricsOnly(desktopConfig)]).then(([mobile, desktop]) => ({
    desktop,
    'mobile, calibrated': calibrated(mobile),
    'mobile, screening': calibrated(mobile, { afterLoad: false }),
  }))).then((configs) => configs[kind]);
/** The same, auditing every category (a page's first run). */
const fullConfigs: Record<ConfigKind, Config> = {
  desktop: desktopConfig,
  'mobile, calibrated': calibrated(defaultConfig),
  'mobile, screening': calibrated(defaultConfig, { afterLoad: false }),
};

const configKind = (job: LighthouseJob): ConfigKind => (job.preset === 'desktop' ? 'desktop' : job.screening ? 'mobile, screening' : 'mobile, calibrated');
/** Whether a run reads the machine's speed around its own load (a mobile run that decides). */
const isCalibrated = (job: LighthouseJob) => configKind(job) === 'mobile, calibrated';

/**
 * One run: a mobile one sets its slowdown itself (scripts/bench/calibrated-run.ts), from the
 * readings around its load or, screening, from the one before it; the desktop preset keeps its 1x
 * (it stands for a desktop, which is what runs it). During the load the mobile page sees
 * Lighthouse's default 4x (its idle callbacks are cut to match), as when the budgets were set.
 */
async function audit(url: string, job: LighthouseJob, port: number, categories: readonly Category[]): Promise<Lhr> {
  const performanceRun = categories.length === 1 && categories[0] === 'performance';
  // Lighthouse's default config is the mobile preset (Moto G Power, simulated 4G, 4x CPU).
  const config = performanceRun ? await metricsConfig(configKind(job)) : fullConfigs[configKind(job)];
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      skipAudits: SKIPPED_AUDITS,
      disableFullPageScreenshot: true,
      ...WAITS,
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/**
 * The machine benchmark Lighthouse runs in the page before every run (a 1 s loop that builds
 * strings; reported as `benchmarkIndex`). A calibrated run reads it before and after its load: the
 * previous run's reading after its load stands for this one's before when it is at most
 * FRESH_MS old (runs made one after the other), else Lighthouse measures it. A screening run
 * reuses the last reading for up to BENCHMARK_EVERY_MS (a second saved a run; a minute is shorter
 * than the host's speed changes seen here). Returns the switch and the undo.
 */
const BENCHMARK_EVERY_MS = 60_000;
const FRESH_MS = 5_000;
function reusableBenchmarkIndex(): { reuse(yes: boolean): void; undo(): void } {
  const original = ExecutionContext.prototype.evaluate;
  let reuse = false;
  let last: { value: unknown; at: number } | null = null;
  type Evaluate = (this: ExecutionContext, mainFn: unknown, options: unknown) => Promise<unknown>;
  const call = original as unknown as Evaluate;
  const patched: Evaluate = function (mainFn, options) {
    if (mainFn !== pageFunctions.computeBenchmarkIndex) return call.call(this, mainFn, options);
    const after = readingAfterLastLoad();
    if (!reuse && after && Date.now() - after.at < FRESH_MS) return Promise.resolve(after.value);
    if (reuse && last && Date.now() - last.at < BENCHMARK_EVERY_MS) return Promise.resolve(last.value);
    return call.call(this, mainFn, options).then((value) => {
      last = { value, at: Date.now() };
      return value;
    });
  };
  ExecutionContext.prototype.evaluate = patched as unknown as typeof original;
  return {
    reuse: (yes) => void (reuse = yes),
    undo: () => {
      ExecutionContext.prototype.evaluate = original;
    },
  };
}

/**
 * Longest one Lighthouse run may take (a run is 3-10 s here) before its Chromium is replaced and
 * the run tried again: once in a while a tab stops answering the DevTools protocol, and the run
 * then waits for ever (seen once: 8 minutes on one page, ended by "Page.navigate: Target closed").
 */
const RUN_LIMIT_MS = 90_000;

type Chrome = Awaited<ReturnType<typeof launch>>;
const startChrome = () => launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });

/** Chromiums started and not yet killed: killed on any way out (see killAllChromes). */
const chromes = new Set<Chrome>();
async function newChrome(): Promise<Chrome> {
  const chrome = await startChrome();
  chromes.add(chrome);
  return chrome;
}
function killChrome(chrome: Chrome) {
  chromes.delete(chrome);
  chrome.kill();
}
/** For Ctrl-C and an exit without `finally` (scripts/bench/index.ts calls it). */
export function killAllChromes() {
  for (const chrome of [...chromes]) killChrome(chrome);
}

/** Where a sequence of jobs comes from and where their results go (an array, or a parent process). */
export interface JobSource {
  next(): Promise<{ index: number; job: LighthouseJob } | null>;
  done(index: number, run: LighthouseRun): void;
  /**
   * Takes back a job that needs another run, to hand out again later; its runs so far are kept.
   * Without it a job's runs are made one after the other.
   */
  later?(index: number, job: LighthouseJob): void;
}

/**
 * Runs jobs one after the other in one Chromium until `source` has no more. One Node process runs
 * one sequence: Lighthouse keeps its timing marks in module state, and two runs at once in one
 * process break each other's (scripts/bench/lighthouse-pool.ts runs several in child processes).
 */
/** Where the pages are served: the current build, and the baseline build with `--baseline`. */
export interface Origins {
  current: string;
  baseline?: string;
}

export async function runJobs(origins: Origins, source: JobSource, outDir: string, enough: Enough): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  // A protocol error from a tab that was given up on can surface later, outside any await
  // (Lighthouse's own floating promise): it is the abandoned run's, not a reason to stop.
  const abandoned = (reason: unknown) => console.warn(`lighthouse: an abandoned run failed late: ${String(reason).slice(0, 200)}`);
  process.on('unhandledRejection', abandoned);
  const benchmark = reusableBenchmarkIndex();
  let chrome = await newChrome();
  /** One run; a run that outlives RUN_LIMIT_MS or loses its browser gets a new Chromium and one more try. */
  const auditOnce = async (url: string, job: LighthouseJob, categories: readonly Category[]): Promise<Lhr> => {
    for (let attempt = 1; ; attempt++) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result after ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
      });
      try {
        benchmark.reuse(!isCalibrated(job));
        return await Promise.race([audit(url, job, chrome.port, categories), limit]);
      } catch (error) {
        if (attempt >= 2) throw error;
        console.warn(`lighthouse ${job.preset} ${url}: ${String(error).slice(0, 200)}; restarting Chromium and trying again`);
        killChrome(chrome);
        chrome = await newChrome();
      } finally {
        clearTimeout(timer);
      }
    }
  };
  try {
    // The runs so far of each job handed back for later (JobSource.later), by index.
    const unfinished = new Map<number, { lhrs: Lhr[]; wallMs: number }>();
    jobs: for (let item = await source.next(); item; item = await source.next()) {
      const { index, job } = item;
      const started = Date.now();
      const { lhrs, wallMs } = unfinished.get(index) ?? { lhrs: [], wallMs: 0 };
      unfinished.delete(index);
      const needsAnother = () =>
        lhrs.length < job.runs.max &&
        (lhrs.length < job.runs.min || !enough([...(job.earlier?.each ?? []), ...lhrs.filter((r) => !r.runtimeError).map(figures)]));
      while (needsAnother()) {
        const categories = lhrs.length === 0 ? job.firstCategories : (['performance'] as const);
        const url = (job.baseline ? origins.baseline! : origins.current) + job.page.path;
        let lhr = await auditOnce(url, job, categories);
        // A run that fails to record its trace (NO_NAVSTART and the like) is tried once more.
        if (lhr.runtimeError) lhr = await auditOnce(url, job, categories);
        lhrs.push(lhr);
        // BENCH_KEEP_RUNS=1 keeps every run's report, not only the median one (for reading what a run counted).
        if (process.env.BENCH_KEEP_RUNS)
          writeFileSync(`${outDir}/${job.baseline ? 'baseline-' : ''}${job.preset}-${slug(job.page.path)}-run${lhrs.length - 1}.json`, JSON.stringify(lhr));
        if (source.later && needsAnother()) {
          unfinished.set(index, { lhrs, wallMs: wallMs + Date.now() - started });
          source.later(index, job);
          continue jobs;
        }
      }
      const valid = lhrs.filter((r) => !r.runtimeError);
      const lhr = valid.length ? (computeMedianRun(valid) as Lhr) : lhrs[0]!;
      const full = lhrs[0]!;
      // Again per page: another tool cleaning test-results/ meanwhile must not end the benchmark.
      mkdirSync(outDir, { recursive: true });
      const file = `${outDir}/${job.baseline ? 'baseline-' : ''}${job.preset}-${slug(job.page.path)}`;
      writeFileSync(`${file}.json`, JSON.stringify(lhr));
      if (full !== lhr) writeFileSync(`${file}-all-categories.json`, JSON.stringify(full));
      source.done(index, summarize(job, lhr, full, valid, wallMs + Date.now() - started));
    }
  } finally {
    killChrome(chrome);
    benchmark.undo();
    process.off('unhandledRejection', abandoned);
  }
}

/** The progress line of one page. */
export function progressLine(run: LighthouseRun, done: number, total: number): string {
  const s = run.scores;
  const others = s.accessibility !== null ? ` a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}` : '';
  return (
    `lighthouse ${String(done).padStart(3)}/${total} ${run.preset.padEnd(7)} ${run.page.path.padEnd(44)} perf ${s.performance} [${run.perfRuns.join(' ')}]` +
    `${others} LCP ${run.lcpMs.toFixed(0)} TBT ${run.tbtMs.toFixed(0)} (${(run.wallMs / 1000).toFixed(1)} s)${run.error ? ` ERROR ${run.error}` : ''}`
  );
}
