/**
 * What the quality scripts measure is the production build: build it when it is missing or older
 * than its sources, and give each script its own seeded local state (KV, D1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The last file `npm run build` writes (the bundled worker). */
const BUILD_OUTPUT = 'dist/worker/index.js';
const SOURCES = ['src', 'worker', 'content', 'public', 'waku.config.ts', 'wrangler.jsonc', 'package-lock.json'];
/** Written by the build itself (zh-CN copy from OpenCC), so never newer than the build's inputs. */
const SKIP = new Set(['node_modules', 'generated']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsCurrent(): boolean {
  if (!existsSync(BUILD_OUTPUT) || !existsSync('dist/public/index.html')) return false;
  const built = statSync(BUILD_OUTPUT).mtimeMs;
  return SOURCES.every((source) => newestMtime(source) <= built);
}

function run(args: string[], cwd?: string) {
  const res = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit', ...(cwd ? { cwd } : {}) });
  if (res.status !== 0) throw new Error(`npm run ${args.join(' ')} failed`);
}

/** `force`: always build; `skip`: use dist/ as it is (fails if there is none). */
export function ensureBuilt(mode: 'auto' | 'force' | 'skip' = 'auto') {
  if (mode === 'skip') {
    if (!existsSync(BUILD_OUTPUT)) throw new Error('No build in dist/: run `npm run build` first.');
    return;
  }
  if (mode === 'auto' && buildIsCurrent()) {
    console.log('Build is current (dist/ is newer than its sources).');
    return;
  }
  console.log('Building...');
  run(['build']);
}

/**
 * Fresh local state in `dir`: D1 migrations and the sample KV values, as `npm start` has them; in
 * the checkout `cwd` (the baseline's own seed, its own migrations) when given.
 */
export function seedState(dir: string, cwd?: string) {
  rmSync(cwd ? join(cwd, dir) : dir, { recursive: true, force: true });
  run(['seed', '--', '--persist-to', dir], cwd);
}
