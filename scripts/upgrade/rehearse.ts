/**
 * `npm run upgrade:rehearse`: the next Waku in a scratch copy of this repository. Installs the newest
 * release candidate (or `--waku <version>`), builds with every patch reporting instead of stopping,
 * runs the unit and worker tests, and prints each patch's state and each failing test, also written
 * to reports/upgrade-rehearsal.md. Not part of `npm test`: it downloads packages and takes minutes.
 *   tsx scripts/upgrade/rehearse.ts [--waku 1.0.0-rc.1] [--keep] [--skip-tests]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { maxSatisfying } from 'semver';
import { writeReport } from '../reports';
import { firstErrors, lastLines, rehearsalReport, rehearsalTable, nextRelease, resolveUpgrade, type PatchOutcome, type Rehearsal } from './rehearsal';

const { values } = parseArgs({
  options: {
    waku: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'skip-tests': { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '../..');
const npmView = (spec: string, field: string): unknown => {
  const out = execFileSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return out ? JSON.parse(out) : undefined;
};

// What to install: the newest release candidate (or the version asked for), and for each package
// it names as a peer or pins for itself that this project also lists, the newest version it allows.
const versions = npmView('waku', 'versions') as string[];
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const installed = pkg.dependencies?.waku ?? pkg.devDependencies?.waku ?? '0.0.0';
// Nothing newer published: nothing to rehearse, and nothing wrong.
if (!values.waku && !nextRelease(versions, installed)) {
  console.log(`upgrade:rehearse: waku ${installed} is the newest release or release candidate; nothing to rehearse (--waku <version> rehearses another).`);
  process.exit(0);
}
const plan = resolveUpgrade({
  wakuVersions: versions,
  wanted: values.waku,
  ours: { ...pkg.dependencies, ...pkg.devDependencies },
  rangesOf: (version) => {
    const peer = (npmView(`waku@${version}`, 'peerDependencies') ?? {}) as Record<string, string>;
    const deps = (npmView(`waku@${version}`, 'dependencies') ?? {}) as Record<string, string>;
    return { ...deps, ...peer };
  },
  newestIn: (name, range) => maxSatisfying((npmView(name, 'versions') ?? []) as string[], range) ?? '',
});
console.log(`upgrade:rehearse: waku ${plan.from} -> ${plan.waku}; ${plan.installs.map((i) => `${i.name} ${i.from} -> ${i.to}`).join(', ')}`);

// A scratch copy of the committed tree (no node_modules, no build output, no local state).
const scratch = mkdtempSync(join(tmpdir(), 'waku-rehearsal-'));
execFileSync('git', ['worktree', 'add', '--detach', scratch, 'HEAD'], { cwd: root, stdio: 'ignore' });
const run = (cmd: string, args: string[], env: Record<string, string> = {}) => {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  // The scratch copy's own path is no part of what the report says.
  const output = `${res.stdout}${res.stderr}`.replaceAll(`${scratch}/`, '').replaceAll(scratch, '.');
  return { ok: res.status === 0, output, seconds: Math.round((Date.now() - started) / 1000) };
};

const result: Rehearsal = { date: new Date().toISOString(), plan, install: false, build: false, patches: [], tests: [], notes: [] };
try {
  const install = run('npm', ['install', '--no-audit', '--no-fund']);
  const upgrade = install.ok
    ? run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `waku@${plan.waku}`, ...plan.installs.map((i) => `${i.name}@${i.to}`)])
    : install;
  result.install = upgrade.ok;
  if (!upgrade.ok) result.notes.push(`npm install failed: ${lastLines(upgrade.output, 6)}`);

  if (result.install) {
    // The build with the version gate off (it would refuse the new versions) and each patch
    // reporting whether it applied instead of stopping the build at the first that did not.
    const report = join(scratch, 'patch-report.json');
    const build = run('npm', ['run', 'build'], { PATCH_REHEARSAL_REPORT: report });
    result.build = build.ok;
    if (!build.ok) result.notes.push(`build failed: ${firstErrors(build.output)}`);
    result.patches = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as PatchOutcome[]) : [];
    if (!result.patches.length) result.notes.push('the build ended before the patch check could report');

    if (!values['skip-tests']) {
      for (const project of ['unit', 'worker'] as const) {
        const out = join(scratch, `vitest-${project}.json`);
        const tests = run('npx', ['vitest', 'run', '--project', project, '--reporter=json', `--outputFile=${out}`]);
        result.tests.push({ project, ...readVitest(out), seconds: tests.seconds });
      }
    }
  }
} finally {
  if (!values.keep) {
    execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: root, stdio: 'ignore' });
    rmSync(scratch, { recursive: true, force: true });
  } else console.log(`upgrade:rehearse: the scratch copy is kept at ${scratch}`);
}

console.log(`\n${rehearsalTable(result)}`);
writeReport('upgrade-rehearsal.md', rehearsalReport(result), root);

function readVitest(file: string): { passed: number; failed: string[] } {
  if (!existsSync(file)) return { passed: 0, failed: ['(no report: the run did not start)'] };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const failed: string[] = [];
  for (const file of report.testResults) {
    const name = file.name.slice(file.name.indexOf('tests/'));
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of tests) failed.push(`${name}: ${t.fullName}`);
    if (file.status === 'failed' && !tests.length)
      failed.push(`${name}: ${(file.message ?? 'failed outside its tests').split('\n')[0]!.replaceAll(`${scratch}/`, '')}`);
  }
  return { passed: report.numPassedTests, failed };
}
