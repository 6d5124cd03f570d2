/**
 * `npm run bench`: performance of the production build, checked against the budgets, written to
 * docs/benchmarks.md.
 *   1. build if dist/ is missing or stale; seed local state
 *   2. serve the worker with wrangler dev on a free loopback port
 *   3. first-load JS and HTML sizes of the benchmark pages
 *   4. Lighthouse, mobile and desktop presets
 *   5. autocannon on the worker's endpoints and on the raw asset store (edge layer bypassed)
 *   6. budgets: table, verdicts, exit code (non-zero on any miss)
 * Servers are stopped at the end, also on failure or Ctrl-C.
 *
 *   tsx scripts/bench/index.ts [--build auto|force|skip] [--skip lighthouse,sizes,load]
 *     [--pages /,/en/faq] [--presets mobile|desktop] [--mobile-runs 3-5] [--desktop-runs 1]
 * `--mobile-runs 3-5`: three runs of each page, and up to five while the runs disagree about a
 * budget (scripts/bench/budgets.ts runsAgreeOnBudgets); a single number runs exactly that many.
 * A partial run (--skip, --pages or --presets) prints its tables but leaves docs/benchmarks.md alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../browser';
import { checkBudgets, type Measurements, runsAgreeOnBudgets } from './budgets';
import { ensureBuilt, seedState } from './build';
import { type RunCount, runLighthouse, type Preset } from './lighthouse';
import { runLoad } from './load';
import { BENCH_PAGES, EVERY_PAGE } from './pages';
import { rawAssetsConfig } from './raw-assets';
import { storeSampleBanners } from './sample-banners';
import { benchmarksPage, budgetsTable, everyPageTable, lighthouseTable, loadTable, sizesTable } from './report';
import { serve, type Site } from './site';
import { measureSizes } from './sizes';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'auto' },
    skip: { type: 'string', default: '' },
    pages: { type: 'string', default: '' },
    presets: { type: 'string', default: 'mobile,desktop' },
    'mobile-runs': { type: 'string', default: '3-5' },
    'desktop-runs': { type: 'string', default: '1' },
  },
});
const skip = new Set(values.skip!.split(',').filter(Boolean));
const onlyPages = values.pages!.split(',').filter(Boolean);
const pages = onlyPages.length ? BENCH_PAGES.filter((p) => onlyPages.includes(p.path)) : BENCH_PAGES;
const presets = values.presets!.split(',').filter((p): p is Preset => p === 'mobile' || p === 'desktop');
/** `5` (exactly five runs) or `3-5` (three, more while they disagree about a budget). */
function runCount(value: string): RunCount {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a run count: ${value} (expected a number like 5, or a range like 3-5)`);
  const min = Math.max(1, Number(match[1]));
  const max = Math.max(min, Number(match[2] ?? match[1]));
  return { min, max, enough: runsAgreeOnBudgets };
}
const partial = skip.size > 0 || pages.length < BENCH_PAGES.length || presets.length < 2;
const STATE = '.wrangler/bench-state';

const started = new Date();
const loadBefore = loadavg()[0]!;
const m: Measurements = {};
const sites: Site[] = [];
const raw = rawAssetsConfig();
let failure: Error | null = null;

try {
  ensureBuilt(values.build as 'auto' | 'force' | 'skip');
  seedState(STATE);
  // Without wrangler's inspector: it copies every subrequest body and would be measured as edge cost.
  const edge = await serve({ label: 'worker', persistTo: STATE, noInspector: true });
  sites.push(edge);
  if (!skip.has('sizes')) {
    m.sizes = await measureSizes(edge.origin, pages);
    m.everyPage = await measureSizes(edge.origin, EVERY_PAGE);
  }
  if (!skip.has('lighthouse'))
    m.lighthouse = await runLighthouse(edge.origin, pages, 'test-results/bench/lighthouse', presets, {
      mobile: runCount(values['mobile-runs']!),
      desktop: runCount(values['desktop-runs']!),
    });
  if (!skip.has('load')) {
    const assets = await serve({ label: 'raw assets (no edge layer)', persistTo: '.wrangler/bench-raw-state', config: raw.path, noInspector: true });
    sites.push(assets);
    await storeSampleBanners(STATE, edge.origin);
    m.load = await runLoad({ edge: edge.origin, raw: assets.origin });
  }
} catch (error) {
  failure = error as Error;
} finally {
  await Promise.all(sites.map((s) => s.stop()));
  raw.dispose();
}

const verdicts = checkBudgets(m);
console.log('');
if (m.lighthouse) console.log(`${lighthouseTable(m.lighthouse)}\n`);
if (m.sizes) console.log(`${sizesTable(m)}\n\n${everyPageTable(m)}\n`);
if (m.load) console.log(`${loadTable(m)}\n`);
console.log(budgetsTable(verdicts));

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
  });
  writeFileSync('docs/benchmarks.md', page);
  console.log('\nWrote docs/benchmarks.md');
}
const missed = verdicts.filter((v) => !v.ok).length;
console.log(`\n${verdicts.length - missed} budgets met, ${missed} missed`);
process.exit(missed === 0 ? 0 : 1);
