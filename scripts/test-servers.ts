/**
 * The browser tests' servers as `npm test` runs them: its state seeded once (and copied for the
 * banner server, which needs the same seed), then all three started side by side, each in a
 * process group of its own that `stop()` ends. Playwright, left to itself, seeds twice and starts
 * them one after the other (playwright.config.ts); `npm test` starts them while the worker tests
 * run, and Playwright uses them (E2E_SERVERS_UP=1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, cpSync, openSync, readFileSync, rmSync } from 'node:fs';
import { E2E_STATE, keepServing, SERVER_ENV, serverUrl, TEST_SERVERS, type TestServer } from '../playwright.config';

export interface RunningServers {
  ok: boolean;
  /** What went wrong, with the servers' own output. */
  problem?: string;
  stop(): Promise<void>;
}

/** What a server printed (wrangler at --log-level warn: little unless it fails), for the summary. */
export const serverLog = (server: TestServer) => `.wrangler/e2e-server-${server.port}.log`;

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
  const children = TEST_SERVERS.map((server) => {
    const log = openSync(serverLog(server), 'w');
    const child = spawn('sh', ['-c', keepServing(server.serve, server.port)], {
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...SERVER_ENV },
    });
    closeSync(log);
    return child;
  });
  // The shell loop ends at once; wrangler and its workerd processes, in the same group, a moment
  // later: the group is gone when a signal to it finds no process (SIGKILL after 15 s).
  const groupAlive = (pid: number) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const end = async (child: ChildProcess) => {
    const pid = child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    for (const until = Date.now() + 15_000; groupAlive(pid) && Date.now() < until;) await sleep(100);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  };
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= Promise.all(children.map(end)).then(() => undefined));
  const ready = await Promise.all(TEST_SERVERS.map((server, i) => answers(server, children[i]!)));
  const late = TEST_SERVERS.filter((_, i) => !ready[i]);
  if (!late.length) return { ok: true, stop };
  const problem = late.map((server) => `the test server on port ${server.port} did not answer:\n${readFileSync(serverLog(server), 'utf8')}`).join('\n');
  return { ok: false, problem, stop };
}
