/**
 * The pure parts of `npm run upgrade:rehearse` (./rehearse.ts): which versions to install and the
 * report (reports/upgrade-rehearsal.md).
 */

import { compare, gt, satisfies } from 'semver';
import type { PatchOutcome } from '../build/patch-registry';

export type { PatchOutcome };

export interface UpgradePlan {
  from: string;
  waku: string;
  installs: { name: string; from: string; to: string }[];
}

export interface Rehearsal {
  date: string;
  plan: UpgradePlan;
  install: boolean;
  build: boolean;
  patches: PatchOutcome[];
  tests: { project: 'unit' | 'worker'; passed: number; failed: string[]; seconds: number }[];
  notes: string[];
}

/**
 * The release to rehearse next: the newest final release or release candidate (`x.y.z-rc.n`; never
 * an alpha or a beta) newer than the one installed, in semver's order (rc.10 after rc.9, 1.0.0
 * after every 1.0.0 candidate).
 */
export function nextRelease(versions: readonly string[], current: string): string | undefined {
  return versions
    .filter((v) => /^\d+\.\d+\.\d+(-rc\.\d+)?$/.test(v) && gt(v, current))
    .sort(compare)
    .at(-1);
}

/**
 * What to install: the Waku asked for (or the next release), and the newest allowed
 * version of every package this project lists that that Waku names (its peers: React; its own
 * dependencies: Vite, @vitejs/plugin-rsc, rsc-html-stream, Hono), where ours differs.
 */
export function resolveUpgrade(input: {
  wakuVersions: readonly string[];
  wanted?: string | undefined;
  ours: Record<string, string>;
  rangesOf: (wakuVersion: string) => Record<string, string>;
  newestIn: (name: string, range: string) => string;
}): UpgradePlan {
  const waku = input.wanted ?? nextRelease(input.wakuVersions, input.ours.waku ?? '0.0.0');
  if (!waku) throw new Error('upgrade:rehearse: no Waku release or release candidate newer than the installed one; pass --waku <version>');
  const ranges = input.rangesOf(waku);
  const installs: UpgradePlan['installs'] = [];
  for (const [name, range] of Object.entries(ranges)) {
    const current = input.ours[name];
    if (current === undefined) continue;
    // Ours already allowed (a newer patch release than the newest the range names): kept.
    if (satisfies(current, range)) continue;
    const to = input.newestIn(name, range);
    if (to && to !== current) installs.push({ name, from: current, to });
  }
  // react-dom and react-server-dom-webpack move with react, whoever names them.
  const react = installs.find((i) => i.name === 'react');
  for (const twin of ['react-dom', 'react-server-dom-webpack']) {
    if (react && input.ours[twin] && !installs.some((i) => i.name === twin)) installs.push({ name: twin, from: input.ours[twin]!, to: react.to });
  }
  return { from: input.ours.waku ?? 'none', waku, installs: installs.sort((a, b) => a.name.localeCompare(b.name)) };
}

const LABEL: Record<PatchOutcome['status'], string> = {
  applied: 'applied',
  'not-applied': 'not applied (target gone: renamed, moved or fixed upstream)',
  broken: 'broken',
  'not-reached': 'not reached',
};

/** A table cell's text: a `|` would end the cell, a newline the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The rehearsal as Markdown: versions, each patch, each failing test. */
export function rehearsalTable(r: Rehearsal): string {
  const lines = [
    `Rehearsed ${r.date.slice(0, 10)}: waku ${r.plan.from} -> ${r.plan.waku}` +
      (r.plan.installs.length ? `, with ${r.plan.installs.map((i) => `${i.name} ${i.from} -> ${i.to}`).join(', ')}` : ''),
    '',
    `- install: ${r.install ? 'ok' : 'failed'}; build: ${r.build ? 'ok' : 'failed'}`,
    ...r.tests.map((t) => `- ${t.project} tests: ${t.passed} passed, ${t.failed.length} failed (${t.seconds} s)`),
    ...r.notes.map((n) => `- ${n}`),
    '',
    '| patch | package | outcome |',
    '| --- | --- | --- |',
    ...(r.patches.length
      ? r.patches.map((p) => `| ${cell(p.name)} | ${cell(p.package)} | ${cell(`${LABEL[p.status]}${p.detail ? `: ${p.detail}` : ''}`)} |`)
      : ['| (no report) | | the build ended before the patch check |']),
  ];
  const failing = r.tests.flatMap((t) => t.failed.map((f) => `- ${t.project}: ${f}`));
  if (failing.length) lines.push('', 'Failing tests:', '', ...failing.slice(0, 60), ...(failing.length > 60 ? [`- … and ${failing.length - 60} more`] : []));
  return lines.join('\n');
}

/** The report page: what was rehearsed and how it went (docs/waku-upgrade.md says what to do with it). */
export function rehearsalReport(r: Rehearsal): string {
  return `# Waku upgrade rehearsal\n\nWritten by \`npm run upgrade:rehearse\`; the patches and what each waits for: docs/waku-upgrade.md.\n\n${rehearsalTable(r)}\n`;
}

/** The last `n` lines of a command's output, on one line. */
export function lastLines(text: string, n: number): string {
  return text.trim().split('\n').slice(-n).join(' / ').slice(0, 600);
}

/**
 * What a failed build said went wrong: the lines after Vite's "Build failed with N error(s):", else
 * the first lines naming an error (not stack frames, not the size table's file names), else its end.
 */
export function firstErrors(text: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /Build failed with \d+ error/.test(line));
  if (at >= 0)
    return lines
      .slice(at + 1, at + 4)
      .filter((l) => l.trim() && !/^\s+at /.test(l))
      .join(' / ')
      .slice(0, 600);
  const errors = lines.filter((line) => /\b\w*Error\b:|\berror\b|✗|\bfailed\b/i.test(line) && !/^\s+at /.test(line) && !line.includes('│'));
  return errors.length ? errors.slice(0, 3).join(' / ').slice(0, 600) : lastLines(text, 6);
}
