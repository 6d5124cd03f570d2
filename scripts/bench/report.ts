/** Tables and the reports/benchmarks.md page written by `npm run bench` (its budgets: docs/benchmarks.md). */
import { cpus, totalmem } from 'node:os';
import { BUDGETS, edgeOverhead, notFoundRatio, pageFigures, signedPercent, type BudgetVerdict, type Measurements } from './budgets';
import type { InteractionResult } from './interactions';
import { REFERENCE_PHONE_INDEX } from './calibration';
import { HTTPS_AUDITS, type LighthouseRun } from './lighthouse';
import { CONNECTIONS, DURATION_S, ROUNDS, UNBUDGETED_ROUNDS, WARMUP_REQUESTS } from './load';
import { IDLE_GAP_MS, NO_TAP_WINDOW_MS, QUIET_MS, type NoTapResult } from './no-tap';
import type { PhaseTiming } from './phases';
import { median } from './stats';

export interface RunContext {
  started: Date;
  loadBefore: number;
  loadAfter: number;
  nodeVersion: string;
  chromium: string;
  lighthouseVersion: string;
  /** Lighthouse runs at once. */
  workers: number;
  phases: PhaseTiming[];
  totalMs: number;
}

/** A Markdown table with padded columns, readable in a terminal too. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const score = (n: number | null) => (n === null || Number.isNaN(n) ? 'n/a' : String(n));

/** The CPU slowdowns a page's runs were simulated with (scripts/bench/calibration.ts): `4.1×`, `3.2–4.4×`. */
function slowdownRange(runs: readonly { cpuSlowdown: number }[]): string {
  const values = runs.map((r) => r.cpuSlowdown).filter(Number.isFinite);
  if (!values.length) return '–';
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return min === max ? `${min.toFixed(1)}×` : `${min.toFixed(1)}–${max.toFixed(1)}×`;
}

/**
 * The key pages, one row per page and preset: each figure the median of the page's runs, main-thread
 * script time beside TBT, and the slowdowns the runs were simulated with.
 */
export function keyPagesTable(runs: LighthouseRun[]): string {
  return table(
    [
      'page',
      'preset',
      'perf',
      'perf, each run',
      'a11y',
      'best pr.',
      'SEO',
      'FCP',
      'LCP',
      'LCP, each run',
      'TBT',
      'TBT, each run',
      'script',
      'CPU slowdown',
      'CLS',
      'total bytes',
    ],
    runs
      .filter((r) => r.key && !r.baseline)
      .map((r) => {
        const f = pageFigures(r.each);
        return [
          r.page.path,
          r.preset,
          score(f.performance),
          r.perfRuns.join(', '),
          score(r.scores.accessibility),
          score(r.scores['best-practices']),
          score(r.scores.seo),
          ms(r.fcpMs),
          ms(f.lcpMs),
          r.each.map((e) => e.lcpMs.toFixed(0)).join(', '),
          ms(f.tbtMs),
          r.each.map((e) => e.tbtMs.toFixed(0)).join(', '),
          ms(f.scriptMs),
          slowdownRange(r.each),
          f.cls.toFixed(3),
          kib(r.totalBytes),
        ];
      }),
  );
}

function lostPoints(runs: LighthouseRun[]): string {
  const byAudit = new Map<string, { title: string; runs: string[] }>();
  for (const r of runs) {
    for (const [id, title] of Object.entries(r.lost)) {
      const entry = byAudit.get(id) ?? { title, runs: [] };
      entry.runs.push(`${r.preset} ${r.page.path}`);
      byAudit.set(id, entry);
    }
  }
  if (byAudit.size === 0) return 'No audit cost points in any run.';
  return table(
    ['audit', 'runs', 'e.g.'],
    [...byAudit].map(([id, { title, runs: where }]) => [`${id} (${title})`, `${where.length}/${runs.length}`, where.slice(0, 2).join(', ')]),
  );
}

/** How many runs the pages of a preset got: `5`, or `3–5` when it varied. */
function runCounts(runs: LighthouseRun[], preset: 'mobile' | 'desktop'): string {
  const counts = runs.filter((r) => r.preset === preset).map((r) => r.perfRuns.length);
  if (!counts.length) return '0';
  const [min, max] = [Math.min(...counts), Math.max(...counts)];
  return min === max ? String(min) : `${min}–${max}`;
}

function httpsNote(all: LighthouseRun[]): string {
  const runs = all.filter((r): r is LighthouseRun & { https: NonNullable<LighthouseRun['https']> } => r.https !== null);
  const states = HTTPS_AUDITS.map((id) => {
    const seen = [...new Set(runs.map((r) => r.https[id]))].join(' / ');
    return `\`${id}\`: ${seen}`;
  }).join('; ');
  const cost = HTTPS_AUDITS.filter((id) => runs.some((r) => id in r.lost));
  return [
    `The site is served over plain http on 127.0.0.1. Lighthouse counts 127.0.0.1 as a secure origin, so`,
    `the audits that depend on HTTPS do not measure anything here (${states}):`,
    `\`is-on-https\` passes without TLS, \`redirects-http\` (http→https redirect) is skipped as not applicable on`,
    `localhost, and \`uses-http2\` is a diagnostic that carries no weight. ` +
      (cost.length ? `Points lost to them here: ${cost.join(', ')}.` : 'None of them cost points in these runs.'),
    `HTTPS itself (the redirect, HSTS, Secure cookies) is checked by \`npm run audit\` (see docs/security.md).`,
  ].join('\n  ');
}

export function sizesTable(m: Measurements): string {
  return table(
    ['page', 'scripts', 'first-load JS (gzip)', 'static-import closure', 'HTML (gzip)'],
    (m.sizes ?? []).map((s) => [
      s.page.path,
      String(s.jsFiles),
      kib(s.jsGzip),
      s.closureFiles === s.jsFiles ? 'same' : `${s.closureFiles} files, ${kib(s.closureGzip)}`,
      kib(s.htmlGzip),
    ]),
  );
}

/**
 * Every published page, one row each: its mobile Lighthouse figures (the median where it has
 * several runs), its first-load JS and HTML, and the budgets it misses.
 */
export function everyPageTable(m: Measurements): string {
  const mobile = new Map((m.lighthouse ?? []).filter((r) => r.preset === 'mobile').map((r) => [r.page.path, r]));
  const sizes = new Map((m.everyPage ?? []).map((s) => [s.page.path, s]));
  const noTap = noTapByPage(m.noTap ?? []);
  const paths = [...new Set([...sizes.keys(), ...mobile.keys(), ...noTap.keys()])];
  const rows = paths.map((path) => {
    const run = mobile.get(path);
    const size = sizes.get(path);
    const unasked = noTap.get(path);
    const f = run && !run.error ? pageFigures(run.each) : null;
    const misses = [
      f && f.performance < BUDGETS.minMobileScore && 'perf',
      f && f.lcpMs > BUDGETS.maxLcpMs && 'LCP',
      f && f.tbtMs > BUDGETS.maxTbtMs && 'TBT',
      run && run.each.some((e) => e.cls > BUDGETS.maxCls) && 'CLS',
      size && size.jsGzip > BUDGETS.maxFirstLoadJsKiB * 1024 && 'JS',
      size && size.htmlGzip > BUDGETS.maxHtmlKiB * 1024 && 'HTML',
      unasked && !unasked.result.error && unasked.result.gzip > BUDGETS.maxNoTapJsKiB * 1024 && 'no-tap JS',
      (run?.error || unasked?.result.error) && 'error',
    ].filter(Boolean);
    return [
      path,
      (run ?? size ?? unasked!.result)!.page.template,
      run ? String(run.each.length) : '–',
      f ? score(f.performance) : '–',
      f ? ms(f.lcpMs) : '–',
      f ? ms(f.tbtMs) : '–',
      f ? ms(f.scriptMs) : '–',
      f ? f.cls.toFixed(3) : '–',
      size ? kib(size.jsGzip) : '–',
      size ? kib(size.htmlGzip) : '–',
      unasked ? (unasked.result.error ? 'error' : `${unasked.measured ? '' : '~'}${kib(unasked.result.gzip)}`) : '–',
      misses.length ? misses.join(', ') : 'none',
    ];
  });
  return table(['page', 'template', 'runs', 'perf', 'LCP', 'TBT', 'script', 'CLS', 'first-load JS', 'HTML', 'no-tap JS', 'misses'], rows);
}

/**
 * `--baseline`: each key page on mobile in the current build and the baseline, runs taken in turn:
 * the medians of main-thread script time, TBT and LCP side by side, and the current build's change.
 */
export function baselineTable(runs: LighthouseRun[], ref: string): string {
  const mobile = runs.filter((r) => r.key && r.preset === 'mobile' && !r.error);
  const rows = mobile
    .filter((r) => !r.baseline)
    .flatMap((current) => {
      const base = mobile.find((r) => r.baseline && r.page.path === current.page.path);
      if (!base) return [];
      const [a, b] = [pageFigures(current.each), pageFigures(base.each)];
      const change = (now: number, before: number) => `${now - before >= 0 ? '+' : ''}${(now - before).toFixed(0)} ms`;
      return [
        [
          current.page.path,
          `${ms(a.scriptMs)} / ${ms(b.scriptMs)} (${change(a.scriptMs, b.scriptMs)})`,
          `${ms(a.tbtMs)} / ${ms(b.tbtMs)} (${change(a.tbtMs, b.tbtMs)})`,
          `${ms(a.lcpMs)} / ${ms(b.lcpMs)} (${change(a.lcpMs, b.lcpMs)})`,
          `${current.each.length} / ${base.each.length}`,
          `${slowdownRange(current.each)} / ${slowdownRange(base.each)}`,
        ],
      ];
    });
  return table(['page', `script: this build / ${ref}`, 'TBT', 'LCP', 'runs', 'CPU slowdown'], rows);
}

/** Each page's no-tap figure: its own, or (`measured` false) the one of the page of its kind. */
function noTapByPage(results: NoTapResult[]): Map<string, { result: NoTapResult; measured: boolean }> {
  const byPage = new Map<string, { result: NoTapResult; measured: boolean }>();
  for (const result of results) {
    byPage.set(result.page.path, { result, measured: true });
    for (const p of result.alike) byPage.set(p.path, { result, measured: false });
  }
  return byPage;
}

/** A script's address as the report shows it: its path on the site, the whole address elsewhere. */
const scriptName = (url: string, origin: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);

/**
 * The pages measured in the no-tap phase, one row each: what it fetched in the window, how much
 * of that is beyond its first-load JS (fetched unasked), when it loaded and settled, and the pages
 * of its kind judged by it.
 */
export function noTapTable(m: Measurements): string {
  const sizes = new Map((m.everyPage ?? m.sizes ?? []).map((s) => [s.page.path, s]));
  return table(
    ['page', 'kind (template, islands)', 'scripts', 'no-tap JS (gzip)', 'beyond first-load JS', 'load', 'settled', 'at once', 'pages alike'],
    (m.noTap ?? []).map((r) => {
      const size = sizes.get(r.page.path);
      const kind = `${r.page.template}${size?.islands.length ? `, ${size.islands.join(' ')}` : ''}`;
      const alike = r.alike.length ? `${r.alike.length}: ${r.alike.map((p) => p.path).join(' ')}` : '–';
      if (r.error) return [r.page.path, kind, `error: ${r.error}`, '', '', '', '', String(r.workers), alike];
      return [
        r.page.path,
        kind,
        String(r.files.length),
        `${kib(r.gzip)}${r.gzip > BUDGETS.maxNoTapJsKiB * 1024 ? ' **over**' : ''}`,
        size ? kib(r.gzip - size.jsGzip) : '–',
        r.loadMs === null ? '–' : ms(r.loadMs),
        r.settledMs === null ? 'not within the window' : ms(r.settledMs),
        String(r.workers),
        alike,
      ];
    }),
  );
}

/** The scripts the worst page of the no-tap phase fetched, in the order requested, and their sum. */
export function noTapWorstFiles(m: Measurements): string {
  const measured = (m.noTap ?? []).filter((r) => !r.error);
  if (!measured.length) return 'Not measured.';
  const worst = measured.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  // The page's first script is the site's own (its entry).
  const site = worst.files.length ? new URL(worst.files[0]!.url).origin : '';
  return (
    `The worst page, \`${worst.page.path}\`: ${worst.files.length} scripts, ${kib(worst.gzip)} gzip.\n\n` +
    table(
      ['script', 'requested at', 'gzip'],
      [...worst.files.map((f) => [scriptName(f.url, site), ms(f.atMs), kib(f.gzip)]), ['**total**', '', kib(worst.gzip)]],
    )
  );
}

/** Each interaction scenario on each page: every latency of the first round and of the repeat. */
export function interactionsTable(results: InteractionResult[]): string {
  return table(
    ['interaction', 'page', 'CPU slowdown', 'right after load (ms)', 'repeat (ms)', 'median', 'worst', 'slowest was', 'notes'],
    results.map((r) => {
      const all = [...r.first, ...r.repeat];
      const slowdown = `${r.cpuSlowdown.toFixed(1)}×`;
      return r.error
        ? [r.scenario, r.page, slowdown, `error: ${r.error}`, '', '', '', '', '']
        : [
            r.scenario,
            r.page,
            slowdown,
            r.first.join(', '),
            r.repeat.join(', '),
            ms(median(all)),
            `${ms(Math.max(...all))}${Math.max(...all) > BUDGETS.maxInteractionMs ? ' **over**' : ''}`,
            r.slowest,
            [
              r.lostTaps ? `${r.lostTaps} tap(s) did nothing (not hydrated yet), tapped again` : '',
              r.reloaded ? `the ${r.reloaded === 'first' ? 'first' : 'repeat'} tap loaded a new page (followed the link)` : '',
            ]
              .filter(Boolean)
              .join('; '),
          ];
    }),
  );
}

/** Wall time of each phase, and of the whole run. */
export function phasesTable(phases: PhaseTiming[], totalMs: number): string {
  const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
  return table(['phase', 'time'], [...phases.map((p) => [p.name, s(p.ms)]), ['**whole run**', s(totalMs)]]);
}

export function loadTable(m: Measurements): string {
  const rows = (m.load ?? []).map((r) => [
    r.target.name,
    r.target.path,
    r.requestsPerSecond.toFixed(0),
    `${r.latencyP50Ms} ms`,
    `${r.latencyP99Ms} ms`,
    `${r.latencyMeanMs.toFixed(2)} ms`,
    String(r.unexpected + r.errors),
  ]);
  const edge = m.load ? edgeOverhead(m.load) : null;
  const ratio = edge
    ? `\n\nEdge layer cost on ${edge.edge.target.path}: mean latency ${edge.edge.latencyMeanMs.toFixed(2)} ms through the edge vs ` +
      `${edge.raw.latencyMeanMs.toFixed(2)} ms from the raw asset store: **${signedPercent(edge.overhead)}** ` +
      `(throughput ${edge.edge.requestsPerSecond.toFixed(0)} vs ${edge.raw.requestsPerSecond.toFixed(0)} req/s; ` +
      `round means ${edge.edge.roundMeansMs.map((ms) => ms.toFixed(1)).join(' / ')} vs ${edge.raw.roundMeansMs.map((ms) => ms.toFixed(1)).join(' / ')} ms).`
    : '';
  const notFound = m.load ? notFoundRatio(m.load) : null;
  const notFoundLine = notFound
    ? `\n\nNot-found page ${notFound.notFound.target.path}: mean ${notFound.notFound.latencyMeanMs.toFixed(2)} ms vs ` +
      `${notFound.page.latencyMeanMs.toFixed(2)} ms for the static page ${notFound.page.target.path} through the edge: **${notFound.ratio.toFixed(2)}x**.`
    : '';
  return table(['target', 'path', 'req/s', 'p50', 'p99', 'mean', 'unexpected'], rows) + ratio + notFoundLine;
}

export function budgetsTable(verdicts: BudgetVerdict[]): string {
  const rows = verdicts.map((v) => [v.budget, v.worst, v.ok ? 'pass' : `**MISS** (${v.misses.length})`]);
  // One line per budget, the worst first: with 111 pages a line per miss would bury the table.
  const misses = verdicts.filter((v) => v.misses.length).map((v) => `- **${v.budget}** (${v.misses.length}): ${v.misses.join('; ')}`);
  return table(['budget', 'worst measured', 'verdict'], rows) + (misses.length ? `\n\nMisses, by how much (worst first):\n\n${misses.join('\n')}` : '');
}

export function benchmarksPage(m: Measurements, verdicts: BudgetVerdict[], ctx: RunContext): string {
  const cores = cpus().length;
  // Only the reading taken before the script started says whether other work was on the cores: the
  // one at the end includes the benchmark's own build, browser and load test.
  const loaded = ctx.loadBefore > cores * 0.5;
  const runs = m.lighthouse ?? [];
  const bench = runs.flatMap((r) => r.each.map((e) => e.benchmarkIndex));
  const mobileRuns = runs.filter((r) => r.preset === 'mobile').flatMap((r) => r.each);
  const keyCount = new Set(runs.filter((r) => r.key).map((r) => r.page.path)).size;
  const otherAudited =
    runs
      .filter((r) => !r.key && r.scores.accessibility !== null)
      .map((r) => `\`${r.page.path}\``)
      .join(', ') || 'none';
  const hk = ctx.started.toLocaleString('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long', timeStyle: 'short' });
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench/) on **${hk} HKT** (${ctx.started.toISOString()}). Do not edit by hand:
run it again. A budget miss makes the script exit non-zero; it does not fail \`npm test\`.

## Machine

- ${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${ctx.nodeVersion},
  ${ctx.chromium}, Lighthouse ${ctx.lighthouseVersion}.
- Load average ${ctx.loadBefore.toFixed(1)} at the start, ${ctx.loadAfter.toFixed(1)} at the end (the benchmark's own load test included), on ${cores} cores.
  Lighthouse's CPU benchmark index ranged ${bench.length ? `${Math.min(...bench).toFixed(0)}–${Math.max(...bench).toFixed(0)}` : 'n/a'} across the runs (higher is faster),
  measured before each run; the mobile runs' CPU slowdown, calibrated from it to one phone (benchmark index ${REFERENCE_PHONE_INDEX}), ${slowdownRange(mobileRuns)}.
${
  loaded
    ? `- **Loaded machine (shared): measured while other work ran on the same cores.** Timings (performance score, LCP, TBT, requests/s,
  latency) are inflated and are not the final figures; sizes, CLS and the non-performance scores are not
  affected. The final figures are taken on a quiet machine.`
    : '- The machine was quiet when the run started.'
}

## What was measured

- The production build (\`npm run build\`), served by wrangler's local dev server in workerd on 127.0.0.1 with freshly
  seeded local state (maintenance off), as \`npm start\` serves it, but without wrangler's DevTools inspector
  (scripts/bench/serve-worker.ts): the inspector copies every subrequest body (each asset-store read, each KV
  read) to wrangler, which would be counted as edge cost. The script starts its servers on free ports from
  8852–8859 and stops them at the end, also on failure.
- **Lighthouse** (programmatic API, Debian Chromium headless, Lighthouse's default simulated throttling) on
  **every published page in every locale (${new Set(runs.filter((r) => r.preset === 'mobile').map((r) => r.page.path)).size} pages), mobile preset** (emulated mid-range phone,
  simulated slow 4G, the CPU slowdown calibrated to the phone above): one screening run each, the performance category only, ${ctx.workers === 1 ? 'one at a time, as Lighthouse advises' : `${ctx.workers} at once (each in its own process and Chromium)`}, its slowdown from a benchmark reading at most a minute old. A page whose screening run misses a budget is measured again, each run
  calibrated around its own load, until three runs land on one side of every budget, up to five (the verdict of five runs' median), and those runs replace the screening run
  (${runs.filter((r) => r.preset === 'mobile' && r.remeasured).length} pages this time); a screening run that meets every budget stands. The ${keyCount} key pages (home, a loan
  page, the SME page, FAQ, branches, contact, in zh-HK and English) get **${runCounts(
    runs.filter((r) => r.key),
    'mobile',
  )} mobile runs**, one at a time, spread over the pass,
  so that pass or miss does not hang on one run; each figure's **median** is what the budgets read
  (every run's score, LCP and TBT are listed, and main-thread script time beside TBT), and ${runCounts(runs, 'desktop')} desktop run (in the screening pass). Accessibility, best practices and SEO are audited on
  the first run of each key page and on one page of every other template (${otherAudited}); the other runs audit performance.
  Each run waits 250 ms with no request and 250 ms with no long task after
  load (Lighthouse's default waits are 1 s each, plus 1 s after first paint and after load), Lighthouse's machine benchmark is taken
  before each run (its CPU slowdown is calibrated from it), the back/forward-cache test and screenshots are left out (scripts/bench/lighthouse.ts says why none of this changes
  the figures). A single run can be lucky: in about one run in five Lantern's simulated LCP is 1.0–1.1 s instead of
  1.6–1.9 s on the same page (docs/performance.md, "Every published page, one run at a time"). Full reports:
  \`test-results/bench/lighthouse/*.json\` (not committed).
- **Interactions:** Chromium (Playwright) with a phone's viewport (390×844) in a window tall enough to show all of it (scripts/bench/phone-page.ts), the CPU slowed through the DevTools protocol
  (\`Emulation.setCPUThrottlingRate\`) to the reference phone's speed, calibrated from Lighthouse's machine benchmark taken right before each scenario as the Lighthouse runs are, the production build as served above, a fresh context (cold cache) per scenario. Latency is
  the Event Timing API's, grouped as INP groups it (scripts/bench/inp.ts): a PerformanceObserver on \`event\` (durationThreshold 16)
  and \`first-input\`, the longest entry of each \`interactionId\`; an interaction that was not reported took under 16 ms and counts
  as 16. The first interaction comes right after the load event, without waiting for the page to be idle; then the thing is closed
  and done again (the repeat). Typing: the tap into the amount box, select-all, then each digit (120 ms apart), one interaction each.
- **HTTPS:** ${httpsNote(runs)}
- **First-load JS:** the scripts the served HTML references (\`<script src>\`, \`<link rel="modulepreload">\`, the
  \`import()\` in Waku's inline bootstrap), each gzipped at level 9 and summed. The static-import closure of
  those files is computed too: when it is "same", the HTML preloads everything the page needs up front.
  HTML: the page as the worker serves it, gzip level 9. KiB = 1024 bytes.
- **Scripts fetched without interaction (no-tap JS):** each page opened as the interactions phase's phone (Pixel 7 emulation at
  390×844, a fresh context, the CPU at full speed: what comes unasked comes only sooner, so never less within the window) and left alone for the first ${NO_TAP_WINDOW_MS / 1000} s after the navigation: no tap, scroll, pointer
  or key. Every request of resource type \`script\` in that time (the HTML's scripts and module preloads, the bootstrap's
  \`import()\`, chunks fetched once hydrated, at idle or when an island comes into view), each address once, gzipped at
  level 9 as first-load JS is, and summed (scripts/bench/no-tap.ts). One page of each kind is measured (the same
  template and deferred islands in its HTML, any locale: ${m.noTap ? `${m.noTap.length} pages for ${m.noTap.reduce((n, r) => n + 1 + r.alike.length, 0)}` : 'not run'}), the others are judged by its
  figure (\`~\` in the table of every page). The pages run ${m.noTap?.length ? Math.max(...m.noTap.map((r) => r.workers)) : 'several'} at once in one Chromium; a page that had not settled within the window
  (load event, its last script, then ${QUIET_MS} ms of idleness, idle periods no more than ${IDLE_GAP_MS} ms apart) is measured again with half
  as many at once, down to one, the larger figure kept.
- **Worker throughput and latency:** autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per target (each after
  a warm-up of ${WARMUP_REQUESTS} requests). The edge/raw pair and the not-found page are measured first, their rounds alternating; then the
  other targets (no budget reads them: ${UNBUDGETED_ROUNDS} rounds each), round-robin (a render leaves garbage that the next static round would pay for). Loopback only,
  \`Accept-Encoding: gzip, br\`. The load generator runs on the same cores as workerd. Means are weighted by requests;
  p50 is the median round's, p99 the worst round's.
  **Edge layer bypass:** a second \`wrangler dev\` with a throw-away config that has only the \`[assets]\` section
  (\`dist/public\`, same \`html_handling\`) and no \`main\`: no Worker code runs, workerd's asset server answers
  directly. The difference on the same page is the whole edge layer (Hono, redirect rules, KV maintenance
  read, security headers, the page kept as a template, its gzip kept) plus Waku's adapter. Both are measured in alternating rounds in one run;
  the budget reads the ratio of mean latencies (autocannon's p50/p99 have 1 ms resolution, too coarse on
  loopback).

## Results

### Lighthouse, key pages

${runs.length ? keyPagesTable(runs) : 'Not run.'}

Audits that cost points on the key pages (weighted audits scoring below 1):

${runs.length ? lostPoints(runs.filter((r) => r.key)) : 'Not run.'}

### Every published page

Mobile Lighthouse (the median where a page has several runs), first-load JS, HTML and the scripts fetched without interaction
(gzip; \`~\`: the figure of the page measured for its kind), and the budgets each page misses:

${m.everyPage || m.noTap || runs.length ? everyPageTable(m) : 'Not run.'}

### First-load JS and HTML, key pages

${m.sizes ? sizesTable(m) : 'Not run.'}

### Scripts fetched in the first ${NO_TAP_WINDOW_MS / 1000} s without interaction

${
  m.noTap
    ? `${noTapTable(m)}

${noTapWorstFiles(m)}`
    : 'Not run.'
}

### Interactions (CPU slowed to the reference phone)

${m.interactions ? interactionsTable(m.interactions) : 'Not run.'}

### Worker throughput and latency

${m.load ? loadTable(m) : 'Not run.'}

## Budgets

${budgetsTable(verdicts)}

Budgets (scripts/bench/budgets.ts), per page, the median where a page has several runs: Lighthouse mobile performance
${BUDGETS.minMobileScore} and LCP <= ${BUDGETS.maxLcpMs} ms on every published page; TBT <= ${BUDGETS.maxTbtMs} ms on every page in both presets; CLS ${BUDGETS.maxCls} in every run;
accessibility, best practices and SEO >= ${BUDGETS.minOtherScore} where audited; first-load JS <= ${BUDGETS.maxFirstLoadJsKiB} KiB and HTML <= ${BUDGETS.maxHtmlKiB} KiB gzip on every
page; the scripts a page fetches in its first ${NO_TAP_WINDOW_MS / 1000} s without interaction <= ${BUDGETS.maxNoTapJsKiB} KiB gzip on every page; every measured interaction <= ${BUDGETS.maxInteractionMs} ms; the edge layer adds <= ${BUDGETS.maxEdgeLatencyOverhead * 100}% latency over raw assets; the not-found page's mean latency <= ${BUDGETS.maxNotFoundLatencyRatio}x the static page's.

## Time

${phasesTable(ctx.phases, ctx.totalMs)}
`;
}
