/**
 * Prepares local state for `npm start` and the browser tests: applies the D1 migrations and puts
 * the sample KV values, in Miniflare's local store (never a remote one).
 *
 *   tsx scripts/seed-local.ts [--persist-to DIR]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openStore } from './ops/kv';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const persistTo = values['persist-to'];

execFileSync('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true' },
});
console.log('D1 migrations applied');

const store = await openStore({ remote: false, persistTo });
try {
  const kv = JSON.parse(readFileSync(new URL('./seed/local-kv.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  for (const [key, value] of Object.entries(kv)) {
    await store.put(key, JSON.stringify(value));
    console.log(`KV ${key} seeded`);
  }
} finally {
  await store.close();
}
