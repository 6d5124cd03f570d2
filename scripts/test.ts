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
import { ensureChromium } from './browser';

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
  chromium = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  step('chromium', false);
  finish();
}

if (!step('typecheck', run('npm', ['run', '--silent', 'typecheck']))) finish();
if (!step('build', run('npm', ['run', '--silent', 'build']))) finish();

// Unit and worker tests (vitest).
run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTests: number }>('test-results/vitest.json');
if (!vitest) {
  step('unit + worker tests (no report)', false);
} else {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numTotalTests === 0 ? 1 : 0);
  lines.push(`unit + worker tests: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}

// Browser tests against the built worker in workerd, with fresh local state.
rmSync('.wrangler/e2e-state', { recursive: true, force: true });
if (step('seed e2e state', run('npm', ['run', '--silent', 'seed', '--', '--persist-to', '.wrangler/e2e-state']))) {
  run(bin('playwright'), ['test'], { CHROMIUM_PATH: chromium });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('test-results/e2e.json');
  if (!e2e) {
    step('browser tests (no report)', false);
  } else {
    const ok = e2e.stats.expected + e2e.stats.flaky;
    passed += ok;
    failed += e2e.stats.unexpected + (ok + e2e.stats.unexpected === 0 ? 1 : 0);
    lines.push(`browser tests: ${ok} passed, ${e2e.stats.unexpected} failed`);
  }
}

if (!existsSync('test-results')) mkdirSync('test-results');
finish();
