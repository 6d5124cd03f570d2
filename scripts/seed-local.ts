/**
 * Prepares local state for `npm start` and the browser tests: applies the D1 migrations and puts
 * the sample KV values, in Miniflare's local store (never a remote one).
 *
 *   tsx scripts/seed-local.ts [--persist-to DIR]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const persistIndex = args.indexOf('--persist-to');
const persist = persistIndex >= 0 ? ['--persist-to', args[persistIndex + 1]!] : [];

const wrangler = (...argv: string[]) =>
  execFileSync('node_modules/.bin/wrangler', [...argv, '--local', ...persist], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: 'true' } });

wrangler('d1', 'migrations', 'apply', 'DB');
console.log('D1 migrations applied');

const kv = JSON.parse(readFileSync(new URL('./seed/local-kv.json', import.meta.url), 'utf8')) as Record<string, unknown>;
for (const [key, value] of Object.entries(kv)) {
  wrangler('kv', 'key', 'put', '--binding', 'CONFIG', key, JSON.stringify(value));
  console.log(`KV ${key} seeded`);
}
