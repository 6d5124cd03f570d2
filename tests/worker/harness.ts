import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const BUILT_WORKER = 'dist/worker/index.js';
const ORIGIN = 'http://localhost';

export interface TestWorker {
  mf: Miniflare;
  /** A request to the worker as a browser would make it (redirects are not followed). */
  get: (path: string, init?: RequestInit) => Promise<Response>;
  kv: () => Promise<KVNamespace>;
  db: () => Promise<D1Database>;
  dispose: () => Promise<void>;
}

/**
 * The built worker (bundled by wrangler from Waku's output) in Miniflare, with the bindings of
 * wrangler.jsonc's top level (the local site): real KV and D1 (in memory, migrated from
 * migrations/), the asset store, workerd's HTMLRewriter.
 */
export interface WorkerOptions {
  vars?: Record<string, string>;
  /** Use a local state directory written by wrangler's `--persist-to` (as the ops CLI does). */
  persistTo?: string;
  /** Collects the worker's log lines (console output) here instead of printing them. */
  logs?: string[];
  /** Collects Miniflare's own log lines here (where the local EMAIL binding wrote each message it was given). */
  miniflareLogs?: string[];
  /**
   * Rate limits to raise, by binding name (requests a minute): what a patient client gets through
   * in many minutes, at once (the contact queue's flood sends 20 minutes' worth of writes).
   */
  limits?: Record<string, number>;
}

/** Applies migrations/ in order to a fresh D1 database (what `wrangler d1 migrations apply` does). */
export async function migrate(db: D1Database): Promise<void> {
  const migrations = readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of migrations) {
    const sql = readFileSync(join('migrations', file), 'utf8');
    // D1's exec() takes one statement per line: fold each statement onto a line.
    const statements = sql
      .replace(/--.*$/gm, '')
      .split(';')
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    for (const statement of statements) await db.exec(statement);
  }
}

export async function startWorker(options: WorkerOptions = {}): Promise<TestWorker> {
  return view(await startMiniflare(options), async (mf) => {
    // Teardown must not fail a suite whose tests passed: give dispose() 20 s, then say so and go on.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.warn('Miniflare did not finish disposing in 20 s; moving on');
        resolve();
      }, 20_000);
    });
    await Promise.race([mf.dispose(), late]);
    clearTimeout(timer);
  });
}

let shared: Promise<Miniflare> | undefined;

/**
 * The built worker with the default bindings, one per vitest process, for the test files that only
 * read or that put back what they write (the worker project runs its files unisolated, one after
 * another in a process: vitest.config.ts). Starting Miniflare and migrating D1 took 1–3 s per file.
 * Its dispose() finishes the file's own responses only; the Miniflare serves the next file and
 * ends with the process (Miniflare disposes itself on exit).
 */
export async function sharedWorker(): Promise<TestWorker> {
  shared ??= startMiniflare({});
  return view(await shared, async () => undefined);
}

async function startMiniflare({ vars = {}, persistTo, logs, miniflareLogs, limits = {} }: WorkerOptions): Promise<Miniflare> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.jsonc');
  // Miniflare 5 takes a new options shape; wrangler still hands out v4's, which it converts.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      // The bundle is one file, so wrangler's default module rules (text and wasm imports) match
      // nothing; Miniflare 5 refuses to convert them.
      modulesRules: undefined,
      // The tests switch KV values between two requests and read the effect at once: no reuse
      // unless a test asks for it (maintenance.test.ts checks the reuse itself).
      bindings: { CONFIG_REUSE_MS: '0', ...(workerOptions.bindings as Record<string, string>), ...vars },
      ratelimits: Object.fromEntries(
        Object.entries(workerOptions.ratelimits ?? {}).map(([name, limit]) => [
          name,
          limits[name] ? { ...limit, simple: { limit: limits[name], period: 60 } } : limit,
        ]),
      ),
      modules: true,
      scriptPath: BUILT_WORKER,
      // wrangler's --persist-to DIR keeps every store under DIR/v3.
      ...(persistTo ? { resourcePersistencePath: join(persistTo, 'v3') } : {}),
      // workerd reports each console line as a structured log (Miniflare 5 has no raw stdio hook).
      ...(miniflareLogs ? { log: new CollectingLog(miniflareLogs) } : {}),
      ...(logs ? { handleStructuredLogs: ({ message }: { message: string }) => logs.push(...message.split('\n').filter(Boolean)) } : {}),
    }),
  );
  await mf.ready;
  // A persisted state was migrated by wrangler; a fresh in-memory one is migrated here.
  if (!persistTo) await migrate((await mf.getD1Database('DB')) as unknown as D1Database);
  return mf;
}

/** A test file's handle on a Miniflare: its requests, and a dispose() that ends them, then `end`s. */
function view(mf: Miniflare, end: (mf: Miniflare) => Promise<void>): TestWorker {
  // Responses whose body a test never read (it looked at headers or the status only). Their
  // streams are cancelled before Miniflare is disposed: an unread body is a request still in
  // flight for the dispatcher Miniflare closes, and CI once saw dispose() wait past the hook's 60 s.
  const responses: Response[] = [];
  return {
    mf,
    get: async (path, init) => {
      const res = (await mf.dispatchFetch(ORIGIN + path, { redirect: 'manual', ...init } as never)) as unknown as Response;
      responses.push(res);
      return res;
    },
    kv: () => mf.getKVNamespace('CONFIG') as unknown as Promise<KVNamespace>,
    db: () => mf.getD1Database('DB') as unknown as Promise<D1Database>,
    dispose: async () => {
      await Promise.all(responses.filter((res) => !res.bodyUsed).map((res) => res.body?.cancel().catch(() => undefined)));
      await end(mf);
    },
  };
}

class CollectingLog extends Log {
  constructor(private readonly lines: string[]) {
    super(LogLevel.INFO);
  }
  protected override log(message: string): void {
    this.lines.push(message);
  }
}
