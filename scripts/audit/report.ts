/** docs/audit.md: what the latest full `npm run audit` checked and found, step by step. */
import { cpus } from 'node:os';

export interface Outcome {
  step: string;
  ok: boolean;
  summary: string;
  details: string[];
}

const hkt = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long', timeStyle: 'short' }).format(d);

export function auditPage(outcomes: Outcome[], started: Date): string {
  const failed = outcomes.filter((o) => !o.ok).length;
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
(every page at phone size, desktop and menus per layout; tests/e2e/audit.spec.ts and
tests/worker/content-html.test.ts); this script covers every page at both sizes and every menu state, and adds
the link checker and the HTTP Observatory scan (see docs/security.md for the headers).

**${outcomes.length - failed} of ${outcomes.length} steps pass.**

${steps}
`;
}
