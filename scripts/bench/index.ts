/**
 * `npm run bench`: the production build's performance (sizes, scripts fetched without a tap,
 * Lighthouse on every published page, interactions, worker load) checked against the budgets and
 * written to reports/benchmarks.md (docs/benchmarks.md: the budgets; docs/performance.md: how). A partial run (--skip, --pages,
 * --key-only, --presets) or one beside a baseline build (--baseline main) prints its tables only.
 *   tsx scripts/bench/index.ts [--build auto|force|skip] [--skip lighthouse,…] [--pages /,/en/faq] … (parseArgs below)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../browser';
import { writeReport } from '../reports';
import { prepareBaseline, type Baseline } from './baseline';
import { checkBudgets, runTimeVerdict, type Measurements } from './budgets';
import { ensureBuilt, seedState } from './build';
import { closeInteractionsBrowser, runInteractions } from './interactions';
import type { LighthouseRun, Preset, RunCount } from './lighthouse';
import { planLighthouse } from './lighthouse-plan';
import { runLighthouse, stopLighthouseWorkers } from './lighthouse-pool';
import { runLoad } from './load';
import { closeNoTapBrowser, measureNoTap, pageKinds } from './no-tap';
import { BENCH_PAGES, EVERY_PAGE } from './pages';
import { phase, phaseTimings } from './phases';
import { rawAssetsConfig } from './raw-assets';
import { storeSampleBanners } from './sample-banners';
import {
  baselineTable,
  benchmarksPage,
  budgetsTable,
  everyPageTable,
  interactionsTable,
  keyPagesTable,
  loadTable,
  noTapTable,
  noTapWorstFiles,
  phasesTable,
  sizesTable,
} from './report';
import { serve, type Site } from './site';
import { measureSizes } from './sizes';

const { values } = parseArgs({
  options: {
    // auto: build when dist/ is missing or stale.
    build: { type: 'string', default: 'auto' },
    // Phases left out: lighthouse, sizes, no-tap, interactions, load.
    skip: { type: 'string', default: '' },
    // Only these pages (a key page among them keeps its several runs).
    pages: { type: 'string', default: '' },
    // Only the key pages; with --pages, those pages, each measured as a key page (five runs).
    'key-only': { type: 'boolean', default: false },
    presets: { type: 'string', default: 'mobile,desktop' },
    // Each key page: three runs, up to five until three land on one side of every budget (the
    // verdict of five runs' median, scripts/bench/budgets.ts); `5`: exactly five.
    'mobile-runs': { type: 'string', default: '3-5' },
    'desktop-runs': { type: 'string', default: '1' },
    // Screening runs at once, each in its own process and Chromium (deciding runs go one at a time):
    // one, as Lighthouse advises; more only on a host with cores to spare (scripts/bench/lighthouse-pool.ts).
    workers: { type: 'string', default: '1' },
    // Pages open at once in the no-tap phase; with --no-tap-every it measures every page, not one of each kind.
    'no-tap-workers': { type: 'string', default: '6' },
    'no-tap-every': { type: 'boolean', default: false },
    // A git ref (e.g. main) built in a scratch worktree and served beside this build: each key page's
    // mobile runs alternate between the two, and a table compares them (Lighthouse phase only).
    baseline: { type: 'string' },
    // Keep the baseline's worktree and build for the next run of the same commit.
    'keep-baseline': { type: 'boolean', default: false },
  },
});
const skip = new Set(values.skip!.split(',').filter(Boolean));
const onlyPages = values.pages!.split(',').filter(Boolean);
const unknown = onlyPages.filter((p) => !EVERY_PAGE.some((page) => page.path === p));
if (unknown.length) throw new Error(`Not a published page: ${unknown.join(', ')}`);
const chosen = (path: string) => !onlyPages.length || onlyPages.includes(path);
const keyPages = values['key-only'] && onlyPages.length ? EVERY_PAGE.filter((p) => chosen(p.path)) : BENCH_PAGES.filter((p) => chosen(p.path));
const everyPage = values['key-only'] ? keyPages : EVERY_PAGE.filter((p) => chosen(p.path));
const presets = values.presets!.split(',').filter((p): p is Preset => p === 'mobile' || p === 'desktop');
/** `5` (exactly five runs) or `3-5` (three, more until the runs settle every budget). */
function runCount(value: string): RunCount {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a run count: ${value} (expected a number like 5, or a range like 3-5)`);
  const min = Math.max(1, Number(match[1]));
  const max = Math.max(min, Number(match[2] ?? match[1]));
  return { min, max };
}
const workers = Math.max(1, Number(values.workers) || 1);
const noTapWorkers = Math.max(1, Number(values['no-tap-workers']) || 1);
// One page of each kind when every published page is in the run; the chosen pages themselves else.
const noTapByKind = !values['no-tap-every'] && !onlyPages.length && !values['key-only'];
const partial = skip.size > 0 || onlyPages.length > 0 || values['key-only'] || presets.length < 2 || values.baseline !== undefined;
const STATE = '.wrangler/bench-state';

// Browsers are ours to close on Ctrl-C (the servers are site.ts's): Chromium for Lighthouse is
// killed at once, Playwright's browser closed; site.ts stops the servers and exits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopLighthouseWorkers();
    void closeInteractionsBrowser();
    void closeNoTapBrowser();
    // Before any server started, nothing else ends the process.
    if (process.listenerCount(signal) === 0) process.exit(130);
  });
}
process.on('exit', stopLighthouseWorkers);

const started = new Date();
const loadBefore = loadavg()[0]!;
const m: Measurements = {};
const sites: Site[] = [];
const raw = rawAssetsConfig();
let failure: Error | null = null;
let baseline: Baseline | null = null;
let baselineRuns: LighthouseRun[] = [];

try {
  await phase('build and seed', () => {
    ensureBuilt(values.build as 'auto' | 'force' | 'skip');
    seedState(STATE);
  });
  // Without wrangler's inspector: it copies every subrequest body and would be measured as edge cost.
  const edge = await phase('start the worker', () => serve({ label: 'worker', persistTo: STATE, noInspector: true }));
  sites.push(edge);
  const baselineSite =
    values.baseline === undefined || skip.has('lighthouse')
      ? null
      : await phase(`build and serve the baseline (${values.baseline})`, async () => {
          baseline = prepareBaseline(values.baseline!, values['keep-baseline']!);
          seedState(STATE, baseline.dir);
          const site = await serve({ label: `baseline ${values.baseline}`, persistTo: STATE, noInspector: true, cwd: baseline.dir });
          sites.push(site);
          return site;
        });
  if (!skip.has('sizes'))
    await phase('sizes', async () => {
      m.everyPage = await measureSizes(edge.origin, everyPage);
      m.sizes = m.everyPage.filter((s) => keyPages.some((k) => k.path === s.page.path));
    });
  if (!skip.has('no-tap'))
    m.noTap = await phase(`scripts without interaction (${noTapWorkers} pages at once)`, async () => {
      // The kinds are told apart by the islands in the pages' HTML, which the sizes phase reads.
      const pages = m.everyPage ?? (await measureSizes(edge.origin, everyPage));
      const plan = noTapByKind
        ? pageKinds(
            pages,
            BENCH_PAGES.map((p) => p.path),
          )
        : pages.map(({ page }) => ({ page, alike: [] }));
      return measureNoTap(edge.origin, plan, noTapWorkers);
    });
  if (!skip.has('lighthouse')) {
    const runs = { mobile: runCount(values['mobile-runs']!), desktop: runCount(values['desktop-runs']!) };
    const jobs = planLighthouse(keyPages, everyPage, presets, runs, baselineSite !== null);
    const origins = { current: edge.origin, ...(baselineSite ? { baseline: baselineSite.origin } : {}) };
    const all = await phase(`lighthouse (${jobs.length} pages and presets, ${workers} at once)`, () =>
      runLighthouse(origins, jobs, { outDir: 'test-results/bench/lighthouse', workers }),
    );
    // The baseline's runs are compared, never budgeted.
    m.lighthouse = all.filter((r) => !r.baseline);
    baselineRuns = all.filter((r) => r.baseline);
  }
  if (!skip.has('interactions')) m.interactions = await phase('interactions', () => runInteractions(edge.origin, chosen));
  if (!skip.has('load')) {
    const assets = await phase('start the raw asset server', () =>
      serve({ label: 'raw assets (no edge layer)', persistTo: '.wrangler/bench-raw-state', config: raw.path, noInspector: true }),
    );
    sites.push(assets);
    await storeSampleBanners(STATE, edge.origin);
    m.load = await phase('load', () => runLoad({ edge: edge.origin, raw: assets.origin }));
  }
} catch (error) {
  failure = error as Error;
} finally {
  await Promise.all(sites.map((s) => s.stop()));
  raw.dispose();
  (baseline as Baseline | null)?.remove();
}

const totalMs = Date.now() - started.getTime();
// Only a full run has the time budget: a partial one measures less.
const verdicts = partial ? checkBudgets(m) : [...checkBudgets(m), runTimeVerdict(totalMs)];
console.log('');
if (m.lighthouse) console.log(`${keyPagesTable(m.lighthouse)}\n`);
if (baselineRuns.length) console.log(`${baselineTable([...m.lighthouse!, ...baselineRuns], values.baseline!)}\n`);
if (m.lighthouse || m.everyPage || m.noTap) console.log(`${everyPageTable(m)}\n`);
if (m.sizes) console.log(`${sizesTable(m)}\n`);
if (m.noTap) console.log(`${noTapTable(m)}\n\n${noTapWorstFiles(m)}\n`);
if (m.interactions) console.log(`${interactionsTable(m.interactions)}\n`);
if (m.load) console.log(`${loadTable(m)}\n`);
console.log(`${budgetsTable(verdicts)}\n`);
console.log(phasesTable(phaseTimings, totalMs));

if (failure) {
  console.error(`\nThe benchmark did not run to the end: ${failure.message}`);
  process.exit(1);
}
if (!partial) {
  const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  const chromium = execFileSync(ensureChromium(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const page = benchmarksPage(m, verdicts, {
    started,
    loadBefore,
    loadAfter: loadavg()[0]!,
    nodeVersion: process.version,
    chromium,
    lighthouseVersion,
    workers,
    phases: phaseTimings,
    totalMs,
  });
  writeReport('benchmarks.md', page);
}
const missed = verdicts.filter((v) => !v.ok).length;
console.log(`\n${verdicts.length - missed} budgets met, ${missed} missed`);
process.exit(missed === 0 ? 0 : 1);
