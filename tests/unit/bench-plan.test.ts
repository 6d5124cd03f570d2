import type { Config } from 'lighthouse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LighthouseJob, LighthouseRun, RunFigures } from '../../scripts/bench/lighthouse';
import { planLighthouse } from '../../scripts/bench/lighthouse-plan';
import { decidingPass, screeningPass, spreadQueue } from '../../scripts/bench/lighthouse-pool';
import { BENCH_PAGES, EVERY_PAGE } from '../../scripts/bench/pages';

const runs = { mobile: { min: 5, max: 5 }, desktop: { min: 1, max: 1 } };

describe('npm run bench: which Lighthouse runs a full run makes', () => {
  const jobs = planLighthouse(BENCH_PAGES, EVERY_PAGE, ['mobile', 'desktop'], runs);
  const mobile = jobs.filter((j) => j.preset === 'mobile');

  it('every published page in every locale once on mobile, the key pages also on desktop', () => {
    expect(mobile.map((j) => j.page.path).sort()).toEqual(EVERY_PAGE.map((p) => p.path).sort());
    expect(EVERY_PAGE.filter((p) => p.locale === 'zh-CN').length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.preset === 'desktop').map((j) => j.page.path)).toEqual(BENCH_PAGES.map((p) => p.path));
  });

  it('key pages get five mobile runs with every category; other pages one (up to three while they miss a budget), performance only', () => {
    for (const j of mobile) {
      const key = BENCH_PAGES.some((p) => p.path === j.page.path);
      expect(j.runs).toEqual(key ? { min: 5, max: 5 } : { min: 1, max: 5 });
      if (key) expect(j.firstCategories).toHaveLength(4);
    }
  });

  it('the other categories once for each template without a key page, on its first page', () => {
    const audited = mobile.filter((j) => j.firstCategories.length === 4 && !j.key);
    const keyTemplates = new Set(BENCH_PAGES.map((p) => p.template));
    const otherTemplates = new Set(EVERY_PAGE.map((p) => p.template).filter((t) => !keyTemplates.has(t)));
    expect(audited.map((j) => j.page.template).sort()).toEqual([...otherTemplates].sort());
    // The legal pages are one template: /disclaimer comes first in the route table.
    expect(audited.find((j) => j.page.template === 'legal')?.page.path).toBe('/disclaimer');
  });
});

describe('npm run bench: which Lighthouse runs go two at once, and which decide one at a time', () => {
  const jobs = planLighthouse(BENCH_PAGES, EVERY_PAGE, ['mobile', 'desktop'], runs);
  const isKeyMobile = (j: LighthouseJob) => j.key && j.preset === 'mobile';
  /** A screening run as the pool records it: `tbtMs` and `lcpMs` decide the budgets. */
  const screened = (job: LighthouseJob, figures: RunFigures, lost: Record<string, string> = {}): LighthouseRun => ({
    page: job.page,
    preset: job.preset,
    key: job.key,
    scores: { performance: figures.performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 800,
    lcpMs: figures.lcpMs,
    tbtMs: figures.tbtMs,
    cls: figures.cls,
    totalBytes: 1,
    benchmarkIndex: 1,
    each: [figures],
    perfRuns: [figures.performance ?? 0],
    lost,
    https: null,
    wallMs: 2000,
  });
  const calibrated = { scriptMs: 100, cpuSlowdown: 4, benchmarkIndex: 2300 };
  const passing: RunFigures = { performance: 100, lcpMs: 900, tbtMs: 20, cls: 0, ...calibrated };

  it('the screening pass: one run of every page but the key pages on mobile (the key pages on desktop among them)', () => {
    const screening = screeningPass(jobs);
    expect(screening).toHaveLength(jobs.filter((j) => !isKeyMobile(j)).length);
    expect(screening.every(({ job }) => job.runs.min === 1 && job.runs.max === 1)).toBe(true);
    expect(screening.filter(({ job }) => job.preset === 'desktop')).toHaveLength(BENCH_PAGES.length);
    for (const { index, job } of screening) expect(job.page).toBe(jobs[index]!.page);
  });

  it('screening runs are marked as such (their slowdown from the reading before the load); the runs that decide are not', () => {
    const screening = screeningPass(jobs);
    for (const { job } of screening) expect(job.screening).toBe(true);
    const results: (LighthouseRun | undefined)[] = new Array(jobs.length);
    for (const { index, job } of screening) results[index] = screened(job, { ...passing, tbtMs: 80 });
    const deciding = decidingPass(jobs, results);
    expect(deciding.length).toBeGreaterThan(0);
    expect(deciding.every(({ job }) => !job.screening)).toBe(true);
  });

  it('the deciding pass: the key pages on mobile with their several runs, and only the pages whose screening run missed or failed', () => {
    const screening = screeningPass(jobs);
    const results: (LighthouseRun | undefined)[] = new Array(jobs.length);
    for (const { index, job } of screening) results[index] = screened(job, passing);
    const [slow, late, failed] = screening.filter(({ job }) => job.preset === 'mobile').map((s) => s.index);
    results[slow!] = screened(
      jobs[slow!]!,
      { performance: 99, lcpMs: 900, tbtMs: 51, cls: 0, ...calibrated },
      { 'total-blocking-time': 'TBT', 'color-contrast': 'contrast' },
    );
    results[late!] = screened(jobs[late!]!, { performance: 98, lcpMs: 1201, tbtMs: 0, cls: 0, ...calibrated });
    results[failed!] = { ...screened(jobs[failed!]!, passing), error: 'NO_FCP: no paint' };

    const deciding = decidingPass(jobs, results);
    const keyMobile = jobs.flatMap((j, i) => (isKeyMobile(j) ? [i] : []));
    expect(deciding.map((d) => d.index)).toEqual([...keyMobile, slow, late, failed]);
    // A screening run that failed: the page's job again as planned (its categories, its runs).
    expect(deciding.find((d) => d.index === failed)!.job).toBe(jobs[failed!]);
    for (const d of deciding.slice(0, keyMobile.length)) {
      expect(d.job.runs).toEqual({ min: 5, max: 5 });
      expect(d.job.earlier).toBeUndefined();
    }
    const again = deciding.find((d) => d.index === slow)!.job;
    // Up to five runs of its own; the screening run's TBT neither counts nor shows as lost points.
    expect(again.runs).toEqual({ min: 1, max: 5 });
    expect(again.firstCategories).toEqual(['performance']);
    expect(again.earlier?.each).toEqual([]);
    expect(again.earlier?.perfRuns).toEqual([]);
    expect(again.earlier?.lost).toEqual({ 'color-contrast': 'contrast' });
    expect(again.earlier?.scores.accessibility).toBe(100);
  });
});

describe('npm run bench: the runs made one at a time are spread over the pass', () => {
  const jobs = planLighthouse(BENCH_PAGES, EVERY_PAGE, ['mobile'], runs).slice(0, 3);
  const paths = (items: ({ index: number; job: LighthouseJob } | null)[]) => items.map((item) => item && item.job.page.path);

  it('hands a job that needs another run out again only after every job not yet started', () => {
    const queue = spreadQueue(jobs);
    const first = queue.take()!;
    queue.later(first.index, first.job);
    const second = queue.take()!;
    queue.later(second.index, second.job);
    const third = queue.take();
    const rest = [queue.take(), queue.take()];
    expect(paths([first, second, third])).toEqual(jobs.map((j) => j.page.path));
    // The jobs handed back, in the order they were handed back, each under its own index.
    expect(paths(rest)).toEqual([jobs[0]!.page.path, jobs[1]!.page.path]);
    expect(rest.map((item) => item!.index)).toEqual([0, 1]);
    queue.later(rest[0]!.index, rest[0]!.job);
    expect(queue.take()?.index).toBe(0);
    expect(queue.take()).toBeNull();
  });

  it('hands out nothing once stopped (a worker failed)', () => {
    const queue = spreadQueue(jobs);
    const first = queue.take()!;
    queue.later(first.index, first.job);
    queue.stop();
    expect(queue.take()).toBeNull();
  });
});

describe('npm run bench --baseline: the two builds measured in turn', () => {
  const key = BENCH_PAGES.slice(0, 3);
  const jobs = planLighthouse(key, key, ['mobile'], runs, true);
  /** The deciding pass as runJobs drives it: one run, then the job goes back while it needs more. */
  const order = () => {
    const deciding = decidingPass(jobs, []);
    const queue = spreadQueue(deciding.map((d) => d.job));
    const made = new Map<number, number>();
    const taken: { path: string; baseline: boolean }[] = [];
    for (let item = queue.take(); item; item = queue.take()) {
      taken.push({ path: item.job.page.path, baseline: Boolean(item.job.baseline) });
      made.set(item.index, (made.get(item.index) ?? 0) + 1);
      if (made.get(item.index)! < item.job.runs.max) queue.later(item.index, item.job);
    }
    return taken;
  };

  it('each key page on mobile once per build, five runs each, the baseline’s audited for performance only', () => {
    expect(jobs.map((j) => `${j.page.path} ${j.baseline ? 'baseline' : 'current'}`)).toEqual(key.flatMap((p) => [`${p.path} current`, `${p.path} baseline`]));
    expect(jobs.every((j) => j.runs.min === 5 && j.runs.max === 5)).toBe(true);
    expect(jobs.filter((j) => j.baseline).every((j) => j.firstCategories.join() === 'performance')).toBe(true);
  });

  it('runs alternate A, B, A, B, the same page back to back, and each build gets all five of each page', () => {
    const taken = order();
    expect(taken).toHaveLength(key.length * 2 * 5);
    taken.forEach((run, i) => expect(run.baseline, `run ${i}`).toBe(i % 2 === 1));
    for (let i = 0; i < taken.length; i += 2) expect(taken[i + 1]!.path).toBe(taken[i]!.path);
    for (const p of key) {
      expect(taken.filter((r) => r.path === p.path && !r.baseline)).toHaveLength(5);
      expect(taken.filter((r) => r.path === p.path && r.baseline)).toHaveLength(5);
    }
    // Spread: no page twice in a row on one build before every page has had its run.
    expect(taken.slice(0, key.length * 2).map((r) => r.path)).toEqual(key.flatMap((p) => [p.path, p.path]));
  });

  it('without a baseline, no baseline jobs', () => {
    expect(planLighthouse(key, key, ['mobile'], runs).some((j) => j.baseline)).toBe(false);
  });
});

describe('npm run bench: the config of a run that audits performance only', () => {
  const idOf = (audit: unknown) =>
    String(typeof audit === 'string' ? audit : (audit as { implementation: { meta: { id: string } } }).implementation.meta.id)
      .split('/')
      .pop();
  type Lighthouse = typeof import('lighthouse');
  type Bench = typeof import('../../scripts/bench/lighthouse');
  let lighthouse: Lighthouse;
  let bench: Bench;
  let initializeConfig: (typeof import('lighthouse/core/config/config.js'))['initializeConfig'];
  /** Each preset's artifacts instrumented by the whole category and by the cut, and the cut itself. */
  const presets: { name: string; whole: string[]; cutArtifacts: string[]; cut: Config }[] = [];

  // Importing Lighthouse and resolving a config (which loads its gatherers and audits) takes some
  // 5 s on an idle 2-core machine and three times that beside the build; done once here, with room
  // for a busy machine, the tests below only compare what was resolved.
  beforeAll(async () => {
    lighthouse = await import('lighthouse');
    bench = await import('../../scripts/bench/lighthouse');
    ({ initializeConfig } = await import('lighthouse/core/config/config.js'));
    for (const [name, config] of [
      ['mobile', lighthouse.defaultConfig],
      ['desktop', lighthouse.desktopConfig],
    ] as const) {
      const cut = await bench.metricsOnly(config);
      presets.push({ name, whole: await bench.instrumentingArtifacts(config), cutArtifacts: await bench.instrumentingArtifacts(cut), cut });
    }
  }, 120_000);

  it('instruments the page load as the whole performance category does, in both presets', () => {
    expect(presets.map((p) => p.name)).toEqual(['mobile', 'desktop']);
    for (const { whole, cutArtifacts } of presets) {
      // The trace, the protocol log, coverage, console, scripts: what a page load carries.
      expect(whole).toEqual(expect.arrayContaining(['DevtoolsLog', 'Trace', 'JsUsage']));
      expect(cutArtifacts).toEqual(whole);
    }
  });

  // Resolving the two configs again: a few seconds idle, more beside the build.
  it('runs the desktop preset with the settings Lighthouse resolves for it', async () => {
    const settings = async (config: object) => (await initializeConfig('navigation', config)).resolvedConfig.settings;
    const own = await settings(lighthouse.desktopConfig);
    expect(own.formFactor).toBe('desktop');
    expect(await settings(presets.find((p) => p.name === 'desktop')!.cut)).toEqual(own);
  }, 60_000);

  it('keeps every weighted audit with its weight, and the audits the bench reads (script time among them)', () => {
    const { defaultConfig } = lighthouse;
    const cut = presets.find((p) => p.name === 'mobile')!.cut;
    const weights = (refs: { id: string; weight: number }[]) => refs.filter((r) => r.weight > 0).map((r) => [r.id, r.weight]);
    expect(weights(cut.categories!.performance!.auditRefs)).toEqual(weights(defaultConfig.categories!.performance!.auditRefs));
    expect(weights(cut.categories!.performance!.auditRefs)).toHaveLength(5);
    expect(cut.audits!.map(idOf).sort()).toEqual(
      [
        'cumulative-layout-shift',
        'first-contentful-paint',
        'interactive',
        'largest-contentful-paint',
        'mainthread-work-breakdown',
        'page-load-instrumentation',
        'speed-index',
        'total-blocking-time',
        'total-byte-weight',
      ].sort(),
    );
  });

  it('fails loudly when an audit it reads is missing or a weighted one is not read', async () => {
    const { defaultConfig } = lighthouse;
    const withoutTbt = { ...defaultConfig, audits: defaultConfig.audits!.filter((a) => a !== 'metrics/total-blocking-time') };
    await expect(bench.metricsOnly(withoutTbt)).rejects.toThrow(/8 audits read, 7 found/);
    const performance = defaultConfig.categories!.performance!;
    const newMetric = {
      ...defaultConfig,
      categories: { performance: { ...performance, auditRefs: [...performance.auditRefs, { id: 'dom-size', weight: 5 }] } },
    };
    await expect(bench.metricsOnly(newMetric)).rejects.toThrow(/weighted audits the bench does not read: dom-size/);
  });
});
