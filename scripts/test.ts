/**
 * `npm test`: every test layer on the real parts, then one summary line (`N passed, N failed`;
 * non-zero exit on any failure): type check, build, unit tests and lint side by side, then the
 * worker tests and the browser tests on the build, with `--dev-check` the dev server's check too.
 * docs/architecture.md, "How `npm test` runs", says how and where each phase's time goes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ensureOtherEngines, ensureTestBrowser } from './browser';
import { SERVER_RESTARTS_LOG, TEST_SERVERS } from '../playwright.config';
import { type E2eReport, e2eFailureLines } from './e2e-failures';
import { type RunningServers, serverLog, startTestServers } from './test-servers';

const started = Date.now();
let passed = 0;
let failed = 0;
const lines: string[] = [];
/** Why tests failed, printed again under the summary: CI keeps only the tail of the output. */
const failureReasons: string[] = [];
const bin = (name: string) => `node_modules/.bin/${name}`;
const since = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(0)}s`;

interface Outcome {
  ok: boolean;
  took: string;
  /** A held command's output, for the caller to print (see `run`). */
  output?: string;
}

/**
 * Runs a command. `live`: its output straight to the console (one command at a time). `at-end`:
 * its output is kept and printed in one piece when it ends, so that commands run side by side do
 * not interleave their lines. `held`: kept for the caller to print, for a command that runs while
 * another's output is live.
 */
function run(
  cmd: string,
  args: string[],
  { env = {}, output = 'live' }: { env?: NodeJS.ProcessEnv; output?: 'live' | 'at-end' | 'held' } = {},
): Promise<Outcome> {
  const t0 = Date.now();
  const shown = `$ ${cmd} ${args.join(' ')}`;
  const live = output === 'live';
  if (live) console.log(`\n${shown}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let text = '';
    child.stdout?.on('data', (chunk) => (text += chunk));
    child.stderr?.on('data', (chunk) => (text += chunk));
    const done = (ok: boolean, extra = '') => {
      const block = `\n${shown} (${since(t0)})\n${text}${extra}`;
      if (output === 'at-end') console.log(block);
      resolve({ ok, took: since(t0), ...(output === 'held' ? { output: block } : {}) });
    };
    child.on('error', (error) => done(false, String(error)));
    child.on('close', (code) => done(code === 0));
  });
}

function step(name: string, outcome: Outcome) {
  lines.push(`${name}: ${outcome.ok ? 'ok' : 'FAILED'} (${outcome.took})`);
  if (outcome.ok) passed += 1;
  else failed += 1;
  return outcome.ok;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

let servers: RunningServers | undefined;

async function finish(): Promise<never> {
  await servers?.stop();
  const summary = `${passed} passed, ${failed} failed`;
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/summary.txt', summary + '\n');
  console.log(`\n== Test summary (${since(started)}) ==`);
  for (const line of lines) console.log(line);
  if (failureReasons.length) {
    console.log('\n== What failed ==');
    for (const line of failureReasons) console.log(line);
  }
  console.log(summary);
  process.exit(failed === 0 ? 0 : 1);
}

// The servers run in process groups of their own: an interrupted run ends them too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void servers?.stop().finally(() => process.exit(130)));
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/** Records a finished step in the summary, in the order the steps are listed; true when it passed. */
type Report = () => boolean;

/** A command as a step of its own; a held one's output is printed when its step is recorded. */
const command =
  (name: string, cmd: string, args: string[], output: 'at-end' | 'held' = 'at-end') =>
  async (): Promise<Report> => {
    const outcome = await run(cmd, args, { output });
    return () => {
      if (outcome.output) console.log(outcome.output);
      return step(name, outcome);
    };
  };

/** A vitest project's run with a JSON report of its own, each test counted in the summary. */
async function vitest(project: 'unit' | 'worker' | 'engines', output: 'at-end' | 'held'): Promise<Report> {
  const report = `test-results/vitest-${project}.json`;
  // The worker tests wait on processes they start (Miniflare, the ops CLI) more than they compute:
  // two files at a time took 31 s against 49 s for vitest's default of one on 2 cores.
  const workers = project === 'worker' ? ['--maxWorkers=2'] : [];
  const outcome = await run(bin('vitest'), ['run', '--project', project, ...workers, '--reporter=default', `--reporter=json`, `--outputFile=${report}`], {
    output,
  });
  const result = readJson<VitestReport>(report);
  return () => {
    if (outcome.output) console.log(outcome.output);
    return result ? countTests(project, outcome, result) : step(`${project} tests (no report)`, { ...outcome, ok: false });
  };
}

function countTests(project: string, outcome: Outcome, result: VitestReport): boolean {
  // A file can fail with every test in it passed: a hook that threw or timed out, an import that
  // broke. Each such file counts as one failure.
  const fileErrors = result.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'));
  for (const file of fileErrors) failureReasons.push(`${project}: failed outside its tests: ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
  for (const file of result.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 220) ?? '';
      failureReasons.push(`${project}: ${relative(process.cwd(), file.name)} > ${test.fullName ?? '?'}\n    ${why}`);
    }
  }
  passed += result.numPassedTests;
  failed += result.numFailedTests + fileErrors.length + (result.numTotalTests === 0 ? 1 : 0);
  const outside = fileErrors.length ? ` (and ${fileErrors.length} file(s) failed outside their tests)` : '';
  lines.push(`${project} tests: ${result.numPassedTests} passed, ${result.numFailedTests + fileErrors.length} failed${outside} (${outcome.took})`);
  return outcome.ok;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// The browser first: failing fast beats finding out after the build.
let chromium: string;
try {
  chromium = ensureTestBrowser();
} catch (error) {
  console.error((error as Error).message);
  step('chromium', { ok: false, took: since(started) });
  await finish();
}
// Firefox ESR and WebKitGTK for the cross-engine smoke; without them that step fails, saying why.
let otherEngines: string | undefined;
try {
  ensureOtherEngines();
} catch (error) {
  otherEngines = (error as Error).message;
  console.error(otherEngines);
}

// Phase 1, side by side. The generated copy is written once before them (the type check and the
// build each run `gen` again, which leaves unchanged files alone). A step that `gates` stops the
// run after this phase when it fails: nothing after it can be trusted. One more step is one line.
if (!step('generate zh-CN', await run('npm', ['run', '--silent', 'gen']))) await finish();
const sideBySide: { gates: boolean; run: () => Promise<Report> }[] = [
  { gates: true, run: command('typecheck', 'npm', ['run', '--silent', 'typecheck']) },
  { gates: true, run: command('build', 'npm', ['run', '--silent', 'build']) },
  { gates: false, run: () => vitest('unit', 'at-end') },
  { gates: false, run: command('lint', 'npm', ['run', '--silent', 'lint']) },
];
const reports = await Promise.all(sideBySide.map((s) => s.run()));
const passedSteps = reports.map((report) => report());
if (sideBySide.some((s, i) => s.gates && !passedSteps[i])) await finish();

// Phase 2, side by side: the worker tests; the dev server's check; the browser tests' state
// seeded and their servers started, then the browser tests. The machine is busy throughout: what
// one waits for (a process starting, a page arriving slowly, a dev server compiling) another fills.
// The worker tests' and the dev check's output is held until the browser tests' live output ends.
type E2eRun = E2eReport & { stats: { expected: number; unexpected: number; flaky: number } };
const seedE2eState = () => {
  rmSync('.wrangler/e2e-state', { recursive: true, force: true });
  return run('npm', ['run', '--silent', 'seed', '--', '--persist-to', '.wrangler/e2e-state'], { output: 'at-end' });
};
/** Fresh state and fresh servers on it; false (and counted) when either fails. */
const prepareBrowserTests = async (): Promise<boolean> => {
  rmSync(SERVER_RESTARTS_LOG, { force: true });
  if (!step('seed e2e state', await seedE2eState())) return false;
  const t0 = Date.now();
  servers = await startTestServers();
  if (!servers.ok) console.log(`\n${servers.problem}`);
  return step('start browser-test servers', { ok: servers.ok, took: since(t0) });
};

const runBrowserTests = async (args: string[] = []) => {
  const outcome = await run(bin('playwright'), ['test', ...args], { env: { CHROMIUM_PATH: chromium, E2E_SERVERS_UP: '1' } });
  return { report: readJson<E2eRun>('test-results/e2e.json'), took: outcome.took };
};
const printReasons = (heading: string, report: E2eReport) => {
  const reasons = e2eFailureLines(report);
  if (!reasons.length) return reasons;
  console.log(`\n== ${heading} ==`);
  for (const reason of reasons) console.log(reason);
  return reasons;
};

const serverRestarts = () => (existsSync(SERVER_RESTARTS_LOG) ? readFileSync(SERVER_RESTARTS_LOG, 'utf8').trim().split('\n') : []);

// Failed browser tests run once more, on fresh servers and state; a real regression fails twice,
// and the summary says what passed only the second time. What has failed once and then passed so
// far came from the machine or the local server: on 23 November CI passed the first 156 browser
// tests and failed every one after (the same code passing 301 of 301 on a fresh clone elsewhere);
// on 25 and 26 November single tests waited 30 s for a page that wrangler's local server did not
// finish serving (a link crawl, a page that never hydrated), not reproduced in repeated runs of
// the same tests; the cause is still open.
async function browserTests(): Promise<Report> {
  const summary: string[] = [];
  let ok = 0;
  let bad = 0;
  if (!(await prepareBrowserTests())) return () => false;
  const { report: first, took } = await runBrowserTests();
  if (!first) {
    await servers?.stop();
    return () => step('browser tests (no report)', { ok: false, took });
  }
  const firstOk = first.stats.expected + first.stats.flaky;
  const total = firstOk + first.stats.unexpected;
  failureReasons.push(...printReasons('Why browser tests failed (first of each)', first).map((r) => `browser (first run): ${r}`));
  const restarts = serverRestarts();
  if (restarts.length) {
    console.log('\n== A test server stopped during the run ==');
    for (const line of restarts) console.log(line);
    console.log(`(what they printed: ${TEST_SERVERS.map(serverLog).join(', ')})`);
    summary.push(`test servers started again during the run: ${restarts.length}`);
  }
  const rerun = first.stats.unexpected > 0;
  // The key journeys in Firefox and WebKit, on the same servers (tests/engines/), once.
  const engines = otherEngines ? () => step(`other engines: ${otherEngines}`, { ok: false, took: '0s' }) : await vitest('engines', 'at-end');
  await servers?.stop();
  if (rerun && (await prepareBrowserTests())) {
    console.log(`\n${first.stats.unexpected} of ${total} browser tests failed: running those again on fresh servers.`);
    const { report: second, took: tookAgain } = await runBrowserTests(['--last-failed']);
    await servers?.stop();
    const again = second ? second.stats.expected + second.stats.flaky : 0;
    const still = second ? second.stats.unexpected : first.stats.unexpected;
    if (second) failureReasons.push(...printReasons('Why browser tests failed on the second run', second).map((r) => `browser (twice): ${r}`));
    ok = firstOk + again;
    bad = still;
    summary.push(`browser tests: ${ok} passed, ${still} failed (${again} of them passed only on a second run) (${took} + ${tookAgain})`);
  } else {
    ok = firstOk;
    bad = first.stats.unexpected + (total === 0 ? 1 : 0);
    summary.push(`browser tests: ${ok} passed, ${first.stats.unexpected} failed (${took})`);
  }
  return () => {
    passed += ok;
    failed += bad;
    lines.push(...summary);
    return engines() && bad === 0;
  };
}

// The dev server's check (`npm run check:dev`) edits two components for a moment: it runs here,
// after the build, type check and lint have read the sources, and its server (Vite, from source)
// is apart from the browser tests' (the build). Only with `--dev-check`: CI runs it after the
// tests (.ci/run). It guards the dev server against a dependency or config change, which an
// ordinary change leaves alone, and it costs some 20 s of CPU every run on 2 cores would wait for.
const devCheck = process.argv.includes('--dev-check');
const [browser, workerTests, devServer] = await Promise.all([
  browserTests(),
  vitest('worker', 'held'),
  devCheck ? command('dev server (npm run check:dev)', 'npm', ['run', '--silent', 'check:dev'], 'held')() : undefined,
]);
workerTests();
if (devServer) devServer();
else lines.push('dev server check: not run here (CI runs it after the tests; `npm run check:dev`, or `npm test -- --dev-check`)');
browser();

await finish();
