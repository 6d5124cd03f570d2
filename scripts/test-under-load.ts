/**
 * `npm run test:loaded -- [--runs N] [--project unit|worker] [--spinners N]`: the unit and worker
 * tests with every core kept busy by CPU spinners, to find a test that fails only on a slow machine.
 * One line per run and each failed test by name; exit 1 when any failed.
 * docs/architecture.md, "Tests that hold on a busy machine".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    project: { type: 'string', multiple: true },
    spinners: { type: 'string' },
  },
});
const runs = Number(values.runs);
const projects = (values.project ?? ['unit', 'worker']) as ('unit' | 'worker')[];
const spinnerCount = Number(values.spinners ?? availableParallelism());
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(spinnerCount) || spinnerCount < 0) {
  console.error('usage: npm run test:loaded -- [--runs N] [--project unit|worker] [--spinners N]');
  process.exit(2);
}

/** A loop that never yields, stopping itself after an hour: its bound if this script is killed. */
const SPIN = 'const end = Date.now() + 3_600_000; while (Date.now() < end) {}';
const spinners: ChildProcess[] = [];
const stopSpinners = () => {
  for (const child of spinners.splice(0)) child.kill('SIGKILL');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopSpinners();
    process.exit(130);
  });
}
process.on('exit', stopSpinners);

const exec = (cmd: string, args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** The failed tests of a report, by file and name, with the first line of why; a broken file too. */
function failures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    if (!failed.length) return file.status === 'failed' ? [`${name}: (outside its tests) ${(file.message ?? '').split('\n')[0]}`] : [];
    return failed.map((t) => `${name} › ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0]}`);
  });
}

if (projects.includes('worker') && !existsSync('dist/worker')) {
  if ((await exec('npm', ['run', '--silent', 'build'])) !== 0) process.exit(1);
}

const startSpinners = () => {
  for (let i = 0; i < spinnerCount; i++) spinners.push(spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
};
console.log(`${spinnerCount} spinner(s) keep the cores busy during each layer's run.`);

mkdirSync('test-results', { recursive: true });
const lines: string[] = [];
let anyFailed = false;
for (let run = 1; run <= runs; run++) {
  for (const project of projects) {
    const out = `test-results/loaded-${project}.json`;
    const workers = project === 'worker' ? ['--maxWorkers=2'] : [];
    startSpinners();
    const t0 = Date.now();
    const code = await exec('node_modules/.bin/vitest', [
      'run',
      '--project',
      project,
      ...workers,
      '--silent',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${out}`,
    ]);
    const took = `${((Date.now() - t0) / 1000).toFixed(0)} s`;
    stopSpinners();
    let report: VitestReport | undefined;
    try {
      report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
    } catch {
      report = undefined;
    }
    const failed = report ? failures(report) : ['no report'];
    if (code !== 0 || failed.length) anyFailed = true;
    lines.push(`run ${run}, ${project}: ${report?.numPassedTests ?? 0} passed, ${failed.length} failed (${took})`, ...failed.map((f) => `  ${f}`));
  }
}
stopSpinners();

console.log(`\n== Tests with ${spinnerCount} busy core(s) ==`);
for (const line of lines) console.log(line);
process.exit(anyFailed ? 1 : 0);
