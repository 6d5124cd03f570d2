/**
 * `npm run bench -- --baseline <git-ref>`: that commit built in a scratch git worktree beside this
 * one, with its own node_modules and its own build, to be served next to the current build and
 * measured in turn with it (docs/performance.md, "Side by side with a baseline"). Kept between runs
 * with --keep-baseline (a later run of the same commit reuses its build), removed otherwise.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Baseline {
  /** The ref as asked for, for the report. */
  ref: string;
  commit: string;
  dir: string;
  remove(): void;
}

const root = resolve(import.meta.dirname, '../..');
const git = (args: string[], cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function step(what: string, cmd: string, args: string[], cwd: string) {
  console.log(`baseline: ${what}`);
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`baseline: ${cmd} ${args.join(' ')} failed`);
}

/** The baseline's checkout, built: reused when an earlier run kept the same commit's. */
export function prepareBaseline(ref: string, keep: boolean): Baseline {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = join(tmpdir(), `bench-baseline-${commit.slice(0, 12)}`);
  const remove = () => {
    if (keep) return void console.log(`baseline: kept for the next run (git worktree remove --force ${dir} to drop it)`);
    try {
      git(['worktree', 'remove', '--force', dir]);
    } catch {
      // Already gone.
    }
  };
  if (!existsSync(join(dir, '.git'))) git(['worktree', 'add', '--detach', dir, commit]);
  if (!existsSync(join(dir, 'node_modules'))) {
    // The same lockfile: this checkout's packages, hard-linked (npm replaces files, never writes
    // through). Another lockfile (a framework upgrade): its own install.
    const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (sameLock) step('the same package-lock.json: node_modules hard-linked', 'cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')], dir);
    else step(`npm install (${ref}'s package-lock.json)`, 'npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  // The bundled worker: dist/worker/index.js (dist/worker/entry.js before the move to Waku 1.0).
  const built = ['index.js', 'entry.js'].some((file) => existsSync(join(dir, 'dist/worker', file)));
  if (!built) step(`npm run build (${ref}, ${commit.slice(0, 12)})`, 'npm', ['run', '--silent', 'build'], dir);
  else console.log(`baseline: ${ref} (${commit.slice(0, 12)}) already built`);
  return { ref, commit, dir, remove };
}
