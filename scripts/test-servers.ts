/**
 * The browser tests' servers as `npm test` runs them: its state seeded once (and copied for the
 * banner server, which needs the same seed), then all three started side by side, each in a
 * process group of its own that `stop()` ends. Playwright, left to itself, seeds twice and starts
 * them one after the other (playwright.config.ts); `npm test` starts them while the worker tests
 * run, and Playwright uses them (E2E_SERVERS_UP=1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { E2E_STATE, keepServing, SERVER_ENV, serverUrl, TEST_SERVERS, type TestServer } from '../playwright.config';

export interface RunningServers {
  ok: boolean;
  /** What went wrong, with the servers' own output. */
  problem?: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the server answers (any HTTP status), false if it has not within its timeout. */
async function answers(server: TestServer, child: ChildProcess): Promise<boolean> {
  const until = Date.now() + server.timeout;
  while (Date.now() < until && child.exitCode === null) {
    try {
      await fetch(serverUrl(server), { signal: AbortSignal.timeout(5_000) });
      return true;
    } catch {
      await sleep(250);
    }
  }
  return false;
}

/** Starts every test server on the state `seed` has just written to E2E_STATE. */
export async function startTestServers(): Promise<RunningServers> {
  for (const server of TEST_SERVERS) {
    if (!server.copyOfSeededState) continue;
    rmSync(server.copyOfSeededState, { recursive: true, force: true });
    cpSync(E2E_STATE, server.copyOfSeededState, { recursive: true });
  }
  const outputs = TEST_SERVERS.map(() => '');
  const children = TEST_SERVERS.map((server, i) => {
    const child = spawn('sh', ['-c', keepServing(server.serve, server.port)], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...SERVER_ENV },
    });
    child.stdout!.on('data', (chunk) => (outputs[i] += chunk));
    child.stderr!.on('data', (chunk) => (outputs[i] += chunk));
    return child;
  });
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.pid === undefined) return resolve();
            child.once('exit', () => resolve());
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              resolve();
            }
          }),
      ),
    );
  };
  const ready = await Promise.all(TEST_SERVERS.map((server, i) => answers(server, children[i]!)));
  const late = TEST_SERVERS.filter((_, i) => !ready[i]);
  if (!late.length) return { ok: true, stop };
  const problem = late.map((server) => `the test server on port ${server.port} did not answer:\n${outputs[TEST_SERVERS.indexOf(server)]}`).join('\n');
  return { ok: false, problem, stop };
}
