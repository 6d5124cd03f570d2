/**
 * The built site served locally for the quality scripts (`npm run bench`, `npm run audit`):
 * `wrangler dev` (workerd) on a free loopback port from the range these scripts own, always
 * stopped at the end, on failure and on Ctrl-C too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { resolve as resolvePath } from 'node:path';

/**
 * Ports the quality scripts' own wrangler instances use: `npm start` has 8787 and the browser
 * tests have theirs. Each instance takes two (its HTTP port and its DevTools inspector port).
 */
const PORTS = [8852, 8853, 8854, 8855, 8856, 8857, 8858, 8859];
const claimed = new Set<number>();

export interface ServeOptions {
  /** What the instance is, for logs. */
  label: string;
  /** Miniflare state directory (KV, D1) for this instance. */
  persistTo: string;
  /** A wrangler config other than ./wrangler.jsonc. */
  config?: string;
  /**
   * Another checkout to serve from (its build, its wrangler, its state; `persistTo` and `config`
   * relative to it): the baseline build of `npm run bench --baseline`.
   */
  cwd?: string;
  /** 'https' serves a self-signed certificate (used by the security-header scan). */
  protocol?: 'http' | 'https';
  /** Worker variables on top of wrangler.jsonc's `vars` (e.g. loopback upstream URLs). */
  vars?: Record<string, string>;
  /** Exposes `/__scheduled` to run the cron on demand (`wrangler dev --test-scheduled`). */
  testScheduled?: boolean;
  /**
   * Without wrangler's DevTools inspector (scripts/bench/serve-worker.ts): for load, where the
   * inspector's copy of every subrequest would be measured too. http only.
   */
  noInspector?: boolean;
  /**
   * With noInspector: a DevTools inspector on the worker's own workerd process only, that nothing
   * attaches to under load (scripts/stress/heap.ts reads the retained heap through it).
   */
  heapInspector?: boolean;
}

export interface Site {
  label: string;
  origin: string;
  /** wrangler's process id; it leads a process group with workerd in it. */
  pid: number;
  /** The worker isolate's inspector (http://127.0.0.1:port), with heapInspector. */
  heapInspector?: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port from the scripts' range for another loopback server (e.g. a fake upstream). */
export async function claimPort(): Promise<{ port: number; release(): void }> {
  const port = await freePort();
  return { port, release: () => claimed.delete(port) };
}

async function freePort(): Promise<number> {
  for (const port of PORTS) {
    if (claimed.has(port)) continue;
    if (await portIsFree(port)) {
      claimed.add(port);
      return port;
    }
  }
  throw new Error(`No free port left in ${PORTS[0]}-${PORTS[PORTS.length - 1]} for another wrangler dev instance.`);
}

export interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GET over http or https on loopback. Node's own request, not fetch(): the https instance's
 * certificate is self-signed, and bodies are wanted as sent (no transparent decompression).
 */
export function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, rejectUnauthorized: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  // The child leads its own process group (detached): this reaches workerd too, and nothing else.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  running.delete(child);
}

let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  // Last resort when the script dies without reaching its `finally`.
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void Promise.all([...running].map(stopChild)).finally(() => process.exit(130));
    });
  }
}

/** Starts `wrangler dev` on the built worker and resolves once it answers. */
export async function serve(options: ServeOptions): Promise<Site> {
  hookExit();
  const port = await freePort();
  const inspectorPort = await freePort();
  const protocol = options.protocol ?? 'http';
  const args = options.noInspector
    ? [
        'scripts/bench/serve-worker.ts',
        '--port',
        String(port),
        '--persist-to',
        options.persistTo,
        ...(options.config ? ['--config', options.config] : []),
        ...Object.entries(options.vars ?? {}).map(([name, value]) => `--var=${name}=${value}`),
        ...(options.testScheduled ? ['--test-scheduled'] : []),
      ]
    : [
        'dev',
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--inspector-ip',
        '127.0.0.1',
        '--inspector-port',
        String(inspectorPort),
        '--persist-to',
        options.persistTo,
        '--local-protocol',
        protocol,
        '--log-level',
        'warn',
        '--show-interactive-dev-session=false',
        ...(options.config ? ['--config', options.config] : []),
        ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
        ...(options.testScheduled ? ['--test-scheduled'] : []),
      ];
  if (options.noInspector && protocol !== 'http') throw new Error('noInspector serves http only');
  if (options.heapInspector && !options.noInspector) throw new Error('heapInspector needs noInspector');
  // The port claimed for wrangler's inspector is free without it: the heap inspector takes it.
  const heapEnv = options.heapInspector
    ? {
        MINIFLARE_WORKERD_PATH: resolvePath('scripts/stress/workerd-heap-inspector.sh'),
        // The binary wrangler would run; the wrapper execs it.
        STRESS_REAL_WORKERD: (createRequire(import.meta.url)('workerd') as { default: string }).default,
        STRESS_HEAP_INSPECTOR: `127.0.0.1:${inspectorPort}`,
      }
    : {};
  const child = spawn(options.noInspector ? 'node_modules/.bin/tsx' : 'node_modules/.bin/wrangler', args, {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', ...heapEnv },
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  child.once('exit', (code, signal) => {
    // A server dying under the checks would otherwise show only as refused connections.
    if (!stopping) console.error(`\n${options.label}: wrangler dev exited unexpectedly (${signal ?? code}). Last output:\n${log}`);
  });

  const origin = `${protocol}://127.0.0.1:${port}`;
  const site: Site = {
    label: options.label,
    origin,
    pid: child.pid!,
    ...(options.heapInspector ? { heapInspector: `http://127.0.0.1:${inspectorPort}` } : {}),
    stop: async () => {
      stopping = true;
      await stopChild(child);
      claimed.delete(port);
      claimed.delete(inspectorPort);
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await site.stop();
      throw new Error(`wrangler dev (${options.label}) exited with ${child.exitCode}:\n${log}`);
    }
    try {
      const res = await get(`${origin}/`);
      if (res.status < 500) {
        console.log(`${options.label}: ${origin} (wrangler dev, pid ${child.pid})`);
        return site;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await site.stop();
  throw new Error(`wrangler dev (${options.label}) did not answer on ${origin} within 120 s:\n${log}`);
}
