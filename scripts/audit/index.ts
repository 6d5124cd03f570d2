/**
 * `npm run audit`: the site's quality gates on the production build served by wrangler dev: axe
 * (WCAG 2.2 AA), html-validate, linkinator, the text layout check and the HTTP Observatory scan, on
 * every page and locale. Exits non-zero on any violation, known findings included; a full run (no
 * --only) writes reports/audit.md, step by step.
 *   tsx scripts/audit/index.ts [--build auto|force|skip] [--only axe,html,links,headers,layout] [--all-states]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { publishedPages } from '../../src/shared/routes/availability';
import { ensureBuilt, seedState } from '../bench/build';
import { get, serve, type Site } from '../bench/site';
import { writeReport } from '../reports';
import { runAxe } from './axe';
import { isKnownHtmlFinding, validateHtml, type HtmlProblem } from './html-validity';
import { checkLayout, LAYOUT_WIDTHS } from './layout';
import { checkLinks } from './links';
import { observatory } from './observatory';

const STEPS = ['axe', 'html', 'links', 'headers', 'layout'] as const;
type Step = (typeof STEPS)[number];

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'auto' },
    only: { type: 'string', default: STEPS.join(',') },
    'all-states': { type: 'boolean', default: false },
  },
});
const only = new Set(values.only!.split(',') as Step[]);
const allStates = values['all-states'] === true;
const STATE = '.wrangler/audit-state';
const started = new Date();

import { auditPage, type Outcome } from './report';

const outcomes: Outcome[] = [];

/** Groups identical findings: "finding — N pages (e.g. a, b, c)". */
function grouped(findings: Map<string, string[]>): string[] {
  return [...findings].map(([what, where]) => {
    const pages = [...new Set(where)];
    return `${what} — ${pages.length} page(s), e.g. ${pages.slice(0, 3).join(', ')}`;
  });
}

async function auditHtml(site: Site): Promise<Outcome> {
  const pages = [
    ...publishedPages().map((p) => ({ path: p.path, status: 200 })),
    ...['/no-such-page', '/en/no-such-page', '/zh-CN/no-such-page'].map((path) => ({ path, status: 404 })),
  ];
  const problems: HtmlProblem[] = [];
  const details: string[] = [];
  for (const page of pages) {
    const res = await get(site.origin + page.path);
    if (res.status !== page.status) details.push(`${page.path}: status ${res.status}, expected ${page.status}`);
    problems.push(...(await validateHtml(page.path, res.body.toString('utf8'))));
  }
  const byFinding = new Map<string, string[]>();
  for (const p of problems) {
    const key = `${p.rule} at ${p.selector}: ${p.message}${isKnownHtmlFinding(p) ? ' [known finding]' : ''}`;
    byFinding.set(key, [...(byFinding.get(key) ?? []), p.page]);
  }
  details.push(...grouped(byFinding));
  return {
    step: 'HTML validity (html-validate, served pages)',
    ok: details.length === 0,
    summary: `${pages.length} pages, ${problems.length} errors (${byFinding.size} distinct)`,
    details,
  };
}

async function auditLinks(site: Site): Promise<Outcome> {
  const report = await checkLinks(site.origin);
  return {
    step: 'links (linkinator)',
    ok: report.broken.length === 0,
    summary: `${report.checked} internal URLs checked, ${report.broken.length} broken, ${report.skipped} external skipped, ${report.retried.length} retried, ${report.seconds.toFixed(0)} s`,
    details: [
      ...report.broken.map((b) => `broken: ${b.url} (status ${b.status}) on ${b.parent}`),
      ...report.retried.map((url) => `retried after an error or timeout (then answered): ${url}`),
    ],
  };
}

async function auditHeaders(site: Site): Promise<Outcome> {
  const report = await observatory(site.origin);
  return {
    step: `security headers (Mozilla HTTP Observatory, ${report.scan})`,
    ok: report.violations.length === 0,
    summary: `grade ${report.grade} (${report.score}), ${report.passed}/${report.total} tests pass; ${report.tests.filter((t) => t.allowed).length} fail only for want of public HTTPS`,
    details: [...report.violations, ...report.tests.filter((t) => t.allowed).map((t) => `allowed: ${t.name} (${t.result}): ${t.allowed}`)],
  };
}

function auditAxe(site: Site): Outcome {
  const report = runAxe(site.origin, allStates);
  return {
    step: 'accessibility (axe-core, WCAG 2.2 AA, strict)',
    ok: report.failed === 0,
    summary: `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped; ${report.violations.size} distinct violations`,
    details: [...grouped(report.violations), ...report.otherFailures, ...report.notices.map((n) => `NOTICE (not a failure): ${n}`)],
  };
}

async function auditLayout(site: Site): Promise<Outcome> {
  const report = await checkLayout(site.origin);
  return {
    step: `text layout (${LAYOUT_WIDTHS.join(', ')} px, Chromium and Firefox)`,
    ok: report.problems.size === 0,
    summary: `${report.pages} pages at ${LAYOUT_WIDTHS.length} widths, ${report.problems.size} distinct problems`,
    details: grouped(report.problems),
  };
}

async function step(name: Step, run: () => Promise<Outcome> | Outcome) {
  if (!only.has(name)) return;
  try {
    outcomes.push(await run());
  } catch (error) {
    outcomes.push({ step: name, ok: false, summary: 'could not run', details: [(error as Error).message] });
  }
}

function printSummary() {
  console.log('\n== Audit summary ==');
  for (const o of outcomes) {
    console.log(`\n${o.ok ? 'PASS' : 'FAIL'}  ${o.step}: ${o.summary}`);
    for (const line of o.details) console.log(`      - ${line}`);
  }
  const failed = outcomes.filter((o) => !o.ok).length;
  console.log(`\n${outcomes.length - failed} passed, ${failed} failed`);
  mkdirSync('test-results/audit', { recursive: true });
  writeFileSync('test-results/audit/summary.json', JSON.stringify(outcomes, null, 2));
  if (only.size === STEPS.length) {
    writeReport('audit.md', auditPage(outcomes, started, allStates));
  }
}

const sites: Site[] = [];
try {
  ensureBuilt(values.build as 'auto' | 'force' | 'skip');
  seedState(STATE);
  const http = await serve({ label: 'worker (http)', persistTo: STATE });
  sites.push(http);
  await step('html', () => auditHtml(http));
  await step('links', () => auditLinks(http));
  await step('headers', () => auditHeaders(http));
  await step('axe', () => auditAxe(http));
  await step('layout', () => auditLayout(http));
  await http.stop();
  if (only.has('headers')) {
    // The same worker over HTTPS (wrangler's self-signed certificate): what only HTTPS can show.
    const https = await serve({ label: 'worker (https)', persistTo: STATE, protocol: 'https' });
    sites.push(https);
    await step('headers', () => auditHeaders(https));
  }
} catch (error) {
  outcomes.push({ step: 'setup', ok: false, summary: 'could not run', details: [(error as Error).message] });
} finally {
  await Promise.all(sites.map((s) => s.stop()));
}
printSummary();
process.exit(outcomes.some((o) => !o.ok) ? 1 : 0);
