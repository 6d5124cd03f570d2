/** Tables and the docs/benchmarks.md page written by `npm run bench`. */
import { cpus, totalmem } from 'node:os';
import { BUDGETS, edgeOverhead, notFoundRatio, type BudgetVerdict, type Measurements } from './budgets';
import { HTTPS_AUDITS, type LighthouseRun } from './lighthouse';
import { CONNECTIONS, DURATION_S, ROUNDS } from './load';
import type { PageSize } from './sizes';

export interface RunContext {
  started: Date;
  loadBefore: number;
  loadAfter: number;
  nodeVersion: string;
  chromium: string;
  lighthouseVersion: string;
}

/** A Markdown table with padded columns, readable in a terminal too. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const score = (n: number | null) => (n === null ? 'n/a' : String(n));

export function lighthouseTable(runs: LighthouseRun[]): string {
  return table(
    ['page', 'preset', 'perf', 'perf, each run', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'total bytes'],
    runs.map((r) => [
      r.page.path,
      r.preset,
      score(r.scores.performance),
      r.perfRuns.join(', '),
      score(r.scores.accessibility),
      score(r.scores['best-practices']),
      score(r.scores.seo),
      ms(r.fcpMs),
      ms(r.lcpMs),
      ms(r.tbtMs),
      r.cls.toFixed(3),
      kib(r.totalBytes),
    ]),
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

function httpsNote(runs: LighthouseRun[]): string {
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
 * Every published page, grouped by first-load JS (pages of one template load the same scripts):
 * how many pages, the largest HTML among them and an example.
 */
export function everyPageTable(m: Measurements): string {
  const groups = new Map<number, PageSize[]>();
  for (const s of m.everyPage ?? []) groups.set(s.jsGzip, [...(groups.get(s.jsGzip) ?? []), s]);
  const rows = [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([js, pages]) => {
      const largest = pages.reduce((a, b) => (b.htmlGzip > a.htmlGzip ? b : a));
      return [
        kib(js),
        String(pages.length),
        `${kib(largest.htmlGzip)} (${largest.page.path})`,
        pages
          .slice(0, 3)
          .map((p) => p.page.path)
          .join(', '),
      ];
    });
  return table(['first-load JS (gzip)', 'pages', 'largest HTML (gzip)', 'e.g.'], rows);
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
      `${edge.raw.latencyMeanMs.toFixed(2)} ms from the raw asset store: **+${(edge.overhead * 100).toFixed(0)}%** ` +
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
  const rows = verdicts.map((v) => [v.budget, v.worst, v.ok ? 'pass' : '**MISS**']);
  const misses = verdicts.flatMap((v) => v.misses.map((miss) => `- ${v.budget}: ${miss}`));
  return table(['budget', 'worst measured', 'verdict'], rows) + (misses.length ? `\n\nMisses:\n\n${misses.join('\n')}` : '');
}

export function benchmarksPage(m: Measurements, verdicts: BudgetVerdict[], ctx: RunContext): string {
  const cores = cpus().length;
  // Only the reading taken before the script started says whether other work was on the cores: the
  // one at the end includes the benchmark's own build, browser and load test.
  const loaded = ctx.loadBefore > cores * 0.5;
  const runs = m.lighthouse ?? [];
  const bench = runs.map((r) => r.benchmarkIndex);
  const hk = ctx.started.toLocaleString('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long', timeStyle: 'short' });
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench/) on **${hk} HKT** (${ctx.started.toISOString()}). Do not edit by hand:
run it again. A budget miss makes the script exit non-zero; it does not fail \`npm test\`.

## Machine

- ${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${ctx.nodeVersion},
  ${ctx.chromium}, Lighthouse ${ctx.lighthouseVersion}.
- Load average ${ctx.loadBefore.toFixed(1)} at the start, ${ctx.loadAfter.toFixed(1)} at the end (the benchmark's own load test included), on ${cores} cores.
  Lighthouse's CPU benchmark index ranged ${bench.length ? `${Math.min(...bench).toFixed(0)}–${Math.max(...bench).toFixed(0)}` : 'n/a'} across the runs (higher is faster).
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
- **Lighthouse** (programmatic API, Debian Chromium headless) on ${new Set(runs.map((r) => r.page.path)).size} pages (home, a loan page,
  the SME page, FAQ, branches, contact, in zh-HK and English), mobile preset (Lighthouse's default: emulated
  mid-range phone, simulated slow 4G, 4× CPU slowdown) and desktop preset. **${runCounts(runs, 'mobile')} mobile runs per page, the median
  reported** (Lighthouse's computeMedianRun: the run nearest the median FCP and TTI; every run's score is listed;
  three runs, and up to five while they disagree about a budget: pass or miss must not hang on one run),
  ${runCounts(runs, 'desktop')} desktop run per page: single runs vary by several points on 2 cores, because the simulated 4× CPU
  slowdown multiplies whatever the machine was doing. The first run of a page audits all four categories, the
  others performance only: the other three read markup and headers that do not change between runs, after the
  trace has ended. Left out of every run: the back/forward-cache test and
  the screenshots (no weight in any score, 2–4 s a run). Full reports (the median run, and the first run's as
  \`*-all-categories.json\` when another run is the median): \`test-results/bench/lighthouse/*.json\` (not committed).
- **HTTPS:** ${httpsNote(runs)}
- **First-load JS:** the scripts the served HTML references (\`<script src>\`, \`<link rel="modulepreload">\`, the
  \`import()\` in Waku's inline bootstrap), each gzipped at level 9 and summed. The static-import closure of
  those files is computed too: when it is "same", the HTML preloads everything the page needs up front.
  HTML: the page as the worker serves it, gzip level 9. KiB = 1024 bytes.
- **Worker throughput and latency:** autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per target (each after
  a 1 s warm-up). The edge/raw pair and the not-found page are measured first, their rounds alternating; then the
  other targets, round-robin (a render leaves garbage that the next static round would pay for). Loopback only,
  \`Accept-Encoding: gzip, br\`. The load generator runs on the same cores as workerd. Means are weighted by requests;
  p50 is the median round's, p99 the worst round's.
  **Edge layer bypass:** a second \`wrangler dev\` with a throw-away config that has only the \`[assets]\` section
  (\`dist/public\`, same \`html_handling\`) and no \`main\`: no Worker code runs, workerd's asset server answers
  directly. The difference on the same page is the whole edge layer (Hono, redirect rules, KV maintenance
  read, security headers, HTMLRewriter nonce) plus Waku's adapter. Both are measured in alternating rounds in one run;
  the budget reads the ratio of mean latencies (autocannon's p50/p99 have 1 ms resolution, too coarse on
  loopback).

## Results

### Lighthouse

${runs.length ? lighthouseTable(runs) : 'Not run.'}

Audits that cost points (weighted audits scoring below 1):

${runs.length ? lostPoints(runs) : 'Not run.'}

### First-load JS and HTML

${m.sizes ? sizesTable(m) : 'Not run.'}

Every published page (${m.everyPage?.length ?? 0} pages in three locales), grouped by the scripts they load:

${m.everyPage ? everyPageTable(m) : 'Not run.'}

### Worker throughput and latency

${m.load ? loadTable(m) : 'Not run.'}

## Budgets

${budgetsTable(verdicts)}

Budgets (scripts/bench/budgets.ts): mobile performance, accessibility, best practices and SEO each
>= ${BUDGETS.minMobileScore} on every measured page; CLS ${BUDGETS.maxCls} and TBT < ${BUDGETS.maxTbtMs} ms in both presets; first-load JS <= ${BUDGETS.maxFirstLoadJsKiB} KiB and
HTML <= ${BUDGETS.maxHtmlKiB} KiB gzip on every page; the edge layer adds <= ${BUDGETS.maxEdgeLatencyOverhead * 100}% latency over raw assets;
the not-found page's mean latency <= ${BUDGETS.maxNotFoundLatencyRatio}x the static page's.
`;
}
