/**
 * `npm test`: every test layer in order, on the real parts, then one summary line.
 *   1. type check (strict TypeScript over src, worker, content, scripts and tests)
 *   2. build (Waku + the worker bundle), as `npm start` serves it
 *   3. unit tests and worker tests (the built worker in Miniflare: real KV, D1, HTMLRewriter)
 *   4. browser tests in Chromium against the built worker served by wrangler (workerd)
 * The last line is `N passed, N failed` over all layers; the exit code is non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureTestBrowser } from './browser';
import { SERVER_RESTARTS_LOG } from '../playwright.config';
import { type E2eReport, e2eFailureLines } from './e2e-failures';

const started = Date.now();
let passed = 0;
let failed = 0;
const lines: string[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function step(name: string, ok: boolean) {
  lines.push(`${name}: ${ok ? 'ok' : 'FAILED'}`);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function finish(): never {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const summary = `${passed} passed, ${failed} failed`;
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/summary.txt', summary + '\n');
  console.log(`\n== Test summary (${seconds}s) ==`);
  for (const line of lines) console.log(line);
  console.log(summary);
  process.exit(failed === 0 ? 0 : 1);
}

rmSync('test-results', { recursive: true, force: true });
const bin = (name: string) => `node_modules/.bin/${name}`;

// The browser first: failing fast beats finding out after the build.
let chromium: string;
try {
  chromium = ensureTestBrowser();
} catch (error) {
  console.error((error as Error).message);
  step('chromium', false);
  finish();
}

if (!step('typecheck', run('npm', ['run', '--silent', 'typecheck']))) finish();
if (!step('build', run('npm', ['run', '--silent', 'build']))) finish();

// Unit and worker tests (vitest).
run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}
const vitest = readJson<VitestReport>('test-results/vitest.json');
if (!vitest) {
  step('unit + worker tests (no report)', false);
} else {
  // A file can fail with every test in it passed: a hook that threw or timed out, an import that
  // broke. Each such file counts as one failure.
  const fileErrors = vitest.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'));
  for (const file of fileErrors) console.log(`failed outside its tests: ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + fileErrors.length + (vitest.numTotalTests === 0 ? 1 : 0);
  const outside = fileErrors.length ? ` (and ${fileErrors.length} file(s) failed outside their tests)` : '';
  lines.push(`unit + worker tests: ${vitest.numPassedTests} passed, ${vitest.numFailedTests + fileErrors.length} failed${outside}`);
}

// Browser tests against the built worker in workerd, with fresh local state.
type E2eRun = E2eReport & { stats: { expected: number; unexpected: number; flaky: number } };
const seedE2eState = () => {
  rmSync('.wrangler/e2e-state', { recursive: true, force: true });
  return run('npm', ['run', '--silent', 'seed', '--', '--persist-to', '.wrangler/e2e-state']);
};
const runBrowserTests = (args: string[] = []) => {
  rmSync(SERVER_RESTARTS_LOG, { force: true });
  run(bin('playwright'), ['test', ...args], { CHROMIUM_PATH: chromium });
  return readJson<E2eRun>('test-results/e2e.json');
};
const printReasons = (heading: string, report: E2eReport) => {
  const reasons = e2eFailureLines(report);
  if (!reasons.length) return;
  console.log(`\n== ${heading} ==`);
  for (const reason of reasons) console.log(reason);
};

const serverRestarts = () => (existsSync(SERVER_RESTARTS_LOG) ? readFileSync(SERVER_RESTARTS_LOG, 'utf8').trim().split('\n') : []);

// Failed browser tests run once more, on fresh servers and state; a real regression fails twice,
// and the summary says what passed only the second time. What has failed once and then passed so
// far came from the machine or the local server: on 23 November CI passed the first 156 browser
// tests and failed every one after (the same code passing 301 of 301 on a fresh clone elsewhere);
// on 25 and 26 November single tests waited 30 s for a page that wrangler's local server did not
// finish serving (a link crawl, a page that never hydrated), not reproduced in repeated runs of
// the same tests; the cause is still open.

if (step('seed e2e state', seedE2eState())) {
  const first = runBrowserTests();
  if (!first) {
    step('browser tests (no report)', false);
  } else {
    const ok = first.stats.expected + first.stats.flaky;
    const total = ok + first.stats.unexpected;
    printReasons('Why browser tests failed (first of each)', first);
    const restarts = serverRestarts();
    if (restarts.length) {
      console.log('\n== A test server stopped during the run ==');
      for (const line of restarts) console.log(line);
      lines.push(`test servers started again during the run: ${restarts.length}`);
    }
    const rerun = first.stats.unexpected > 0;
    if (rerun && seedE2eState()) {
      console.log(`\n${first.stats.unexpected} of ${total} browser tests failed: running those again on fresh servers.`);
      const second = runBrowserTests(['--last-failed']);
      const again = second ? second.stats.expected + second.stats.flaky : 0;
      const still = second ? second.stats.unexpected : first.stats.unexpected;
      if (second) printReasons('Why browser tests failed on the second run', second);
      passed += ok + again;
      failed += still;
      lines.push(`browser tests: ${ok + again} passed, ${still} failed (${again} of them passed only on a second run)`);
    } else {
      passed += ok;
      failed += first.stats.unexpected + (total === 0 ? 1 : 0);
      lines.push(`browser tests: ${ok} passed, ${first.stats.unexpected} failed`);
    }
  }
}

if (!existsSync('test-results')) mkdirSync('test-results');
finish();
