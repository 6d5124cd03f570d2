/**
 * Runs the axe spec (tests/e2e/audit.spec.ts) against a running instance, in its strict form:
 * every page at both sizes (with allStates, every menu open on every page too), known findings
 * counted. Reads the violations back from the JSON report, where the spec records each one as an
 * annotation.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureTestBrowser } from '../browser';

const REPORT = 'test-results/audit/axe.json';

interface JsonTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'skipped' | 'flaky';
  annotations: { type: string; description?: string }[];
  results: { error?: { message?: string } }[];
}
interface JsonSuite {
  title: string;
  specs: { title: string; tests: JsonTest[] }[];
  suites?: JsonSuite[];
}
interface JsonReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  suites: JsonSuite[];
}

export interface AxeReport {
  passed: number;
  failed: number;
  skipped: number;
  /** "violation line" -> the pages (with project) it was found on. */
  violations: Map<string, string[]>;
  /** Failures that are not axe findings (a page that did not load, the link crawl...). */
  otherFailures: string[];
  /** What the spec could not check and said so (e.g. the lead popup before it is merged), deduplicated. */
  notices: string[];
}

function* specs(suites: JsonSuite[]): Generator<{ title: string; tests: JsonTest[] }> {
  for (const suite of suites) {
    yield* suite.specs;
    yield* specs(suite.suites ?? []);
  }
}

export function runAxe(baseURL: string, allStates: boolean): AxeReport {
  const res = spawnSync('node_modules/.bin/playwright', ['test', '--config', 'scripts/audit/playwright.config.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      AUDIT_BASE_URL: baseURL,
      AUDIT_EVERY_SIZE: '1',
      AUDIT_ALL_STATES: allStates ? '1' : '0',
      AUDIT_STRICT: '1',
      CHROMIUM_PATH: ensureTestBrowser(),
    },
  });
  let report: JsonReport;
  try {
    report = JSON.parse(readFileSync(REPORT, 'utf8')) as JsonReport;
  } catch {
    throw new Error(`The axe run left no report (playwright exited with ${res.status}).`);
  }
  const violations = new Map<string, string[]>();
  const otherFailures: string[] = [];
  const notices = new Map<string, number>();
  for (const spec of specs(report.suites)) {
    for (const test of spec.tests) {
      for (const a of test.annotations) {
        if (a.type !== 'notice' || !a.description) continue;
        // One line per kind of notice: the page it names is replaced by a count.
        const kind = a.description.replace(/ on \S+;/, ' on N pages;');
        notices.set(kind, (notices.get(kind) ?? 0) + 1);
      }
      if (test.status !== 'unexpected') continue;
      const found = test.annotations.filter((a) => a.type === 'axe' && a.description);
      for (const a of found) {
        const list = violations.get(a.description!) ?? [];
        list.push(`${spec.title} (${test.projectName})`);
        violations.set(a.description!, list);
      }
      if (found.length === 0) {
        // Without the reporter's colour codes.
        const message = stripVTControlCharacters(test.results.at(-1)?.error?.message ?? 'failed').split('\n')[0];
        otherFailures.push(`${spec.title} (${test.projectName}): ${message}`);
      }
    }
  }
  const { expected, unexpected, skipped, flaky } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    violations,
    otherFailures,
    notices: [...notices].map(([kind, n]) => kind.replace('N pages', `${n} page visits`)),
  };
}
