/**
 * Lead load test: concurrent clients submitting leads against the built worker in wrangler
 * (workerd) with fresh local state; passes when no request got a 5xx and the stored leads equal the
 * 201 answers. Each request has its own visitor address (CF-Connecting-IP), so the rate limit does
 * not turn it into a test of 429s. Loopback only; bounded in time.
 *   npm run load:leads [-- --clients 50 --seconds 30]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openLeadDb } from '../ops/lead-db';
import { leadBody, submitLead, visitorAddress } from './lead-client';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '30' }, port: { type: 'string', default: '8795' } },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const state = mkdtempSync(join(tmpdir(), 'load-leads-'));
const run = (cmd: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });

await run('node_modules/.bin/tsx', ['scripts/seed-local.ts', '--persist-to', state]);
const server = spawn('node_modules/.bin/wrangler', ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--log-level', 'error'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true' },
});

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('worker did not start');
}

const statuses = new Map<number, number>();
const latencies: number[] = [];
let sequence = 0;

async function client(clientNo: number, until: number) {
  while (Date.now() < until) {
    const n = sequence++;
    const { status, ms } = await submitLead(base, leadBody(n), visitorAddress(clientNo, n));
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

let exitCode = 1;
try {
  await waitUp();
  console.log(`load: ${clients} clients for ${seconds} s against ${base}/api/insertToShortForm`);
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i, until)));

  const db = await openLeadDb({ remote: false, persistTo: state });
  server.kill('SIGTERM');
  const stored = (await db.all<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]!.n;
  await db.close();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
  const total = latencies.length;
  const created = statuses.get(201) ?? 0;
  const fivexx = [...statuses].filter(([s]) => s >= 500 || s < 0).reduce((a, [, c]) => a + c, 0);
  console.log(`requests: ${total} (${(total / seconds).toFixed(0)}/s); statuses: ${[...statuses].map(([s, c]) => `${s}: ${c}`).join(', ')}`);
  console.log(`latency ms: p50 ${pct(50)}, p99 ${pct(99)}`);
  console.log(`201 answers: ${created}; leads stored: ${stored}; 5xx or failed: ${fivexx}`);
  const ok = fivexx === 0 && stored === created;
  console.log(ok ? 'PASS: no 5xx, every 201 is a stored lead' : 'FAIL');
  exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(state, { recursive: true, force: true });
}
process.exit(exitCode);
