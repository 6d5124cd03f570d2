/** reports/audit.md: what a full `npm run audit` checked and found, step by step. */
import { cpus } from 'node:os';

export interface Outcome {
  step: string;
  ok: boolean;
  summary: string;
  details: string[];
}

const hkt = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long', timeStyle: 'short' }).format(d);

export function auditPage(outcomes: Outcome[], started: Date, allStates: boolean): string {
  const states = allStates
    ? 'with each menu and the lead popup open on every page (`--all-states`)'
    : 'with each menu and the lead popup open on one page per locale and layout (they belong to the layout; `--all-states` opens them on every page)';
  const failed = outcomes.filter((o) => !o.ok).length;
  const minutes = (Date.now() - started.getTime()) / 60_000;
  const steps = outcomes
    .map((o) => {
      const details = o.details.length ? `\n\n${o.details.map((d) => `- ${d}`).join('\n')}` : '';
      return `### ${o.ok ? 'PASS' : 'FAIL'}: ${o.step}\n\n${o.summary}${details}`;
    })
    .join('\n\n');
  return `# Audit

Written by \`npm run audit\` (scripts/audit/) on **${hkt(started)} HKT** (${started.toISOString()}), ${cpus().length} cores,
Node ${process.version}. Do not edit by hand: run it again. The production build served by wrangler's local
server (workerd) with freshly seeded state. \`npm test\` enforces the same zero-violation checks on a subset
(axe on one page per page kind, locale and layout, desktop and menus per layout: tests/e2e/audit.spec.ts;
HTML validity and the link crawl on every page: tests/worker/content-html.test.ts, links.test.ts); this
script covers every page at both sizes, ${states}, and adds the text layout check on every page at
320, 390, 768 and 1280 px in Chromium and in Firefox ESR (overlapping or cut-off text, a figure broken
across lines, sideways scrolling; \`npm test\` runs it on one page per kind and locale, the home page and
every loan page at 320 and 390: tests/e2e/text-layout.spec.ts, and on seven pages in Firefox and WebKit:
tests/engines/) and the HTTP Observatory scan (see
docs/security.md for the headers).

**${outcomes.length - failed} of ${outcomes.length} steps pass**, in ${minutes.toFixed(1)} minutes (build check, seeding and both servers included).

${steps}
`;
}
