import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { REMOTE_ENV, WRANGLER_CONFIG, wranglerSettings } from '../wrangler-config';
import type { KvTarget } from './kv';

/** SQL against the DB binding, wherever it lives. */
export interface LeadDb {
  all<T>(sql: string, params?: (string | number | null)[]): Promise<T[]>;
  run(sql: string, params?: (string | number | null)[]): Promise<number>;
  close(): Promise<void>;
}

/** The D1 database id of wrangler.jsonc (its top level): local state is stored under it. */
function databaseId(file = WRANGLER_CONFIG): string {
  const id = wranglerSettings(file).d1_databases?.find((db) => db.binding === 'DB')?.database_id;
  if (!id) throw new Error(`${file} has no d1_databases entry with binding "DB"`);
  return id;
}

/**
 * The local database file is shared with a running `wrangler dev` (another workerd process): while
 * that one writes, SQLite answers SQLITE_BUSY ("database is locked") instead of waiting. Miniflare's
 * D1 passes it on only as "internal error; reference = …" (workerd prints the SQLITE_BUSY to stderr),
 * so that is retried too, for up to five seconds; any other error is thrown at once.
 */
async function whileLocked<T>(query: () => Promise<T>): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      return await query();
    } catch (error) {
      if (!/SQLITE_BUSY|database is locked|internal error; reference =/.test(String((error as Error).stack ?? error)) || Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function localDb(persistTo = '.wrangler/state'): Promise<LeadDb> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch: () => new Response(null, { status: 204 }) }',
      d1Databases: { DB: databaseId() },
      resourcePersistencePath: join(persistTo, 'v3'),
    }),
  );
  const db = await mf.getD1Database('DB');
  return {
    async all<T>(sql: string, params: (string | number | null)[] = []) {
      return whileLocked(
        async () =>
          (
            await db
              .prepare(sql)
              .bind(...params)
              .all<T>()
          ).results,
      );
    },
    async run(sql: string, params: (string | number | null)[] = []) {
      return whileLocked(
        async () =>
          (
            await db
              .prepare(sql)
              .bind(...params)
              .run()
          ).meta.changes ?? 0,
      );
    },
    close: () => mf.dispose(),
  };
}

/** Production D1 (wrangler.jsonc `env.production`) through `wrangler d1 execute --remote` (its login and account). */
function remoteDb(): LeadDb {
  const quote = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
  const inline = (sql: string, params: (string | number | null)[]) => {
    let i = 0;
    return sql.replace(/\?/g, () => quote(params[i++] ?? null));
  };
  const execute = (sql: string) =>
    JSON.parse(
      execFileSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--remote', '--env', REMOTE_ENV, '--json', '--command', sql], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as { results: unknown[]; meta?: { changes?: number } }[];
  return {
    async all<T>(sql: string, params: (string | number | null)[] = []) {
      return (execute(inline(sql, params))[0]?.results ?? []) as T[];
    },
    async run(sql: string, params: (string | number | null)[] = []) {
      return execute(inline(sql, params))[0]?.meta?.changes ?? 0;
    },
    async close() {},
  };
}

export function openLeadDb(target: KvTarget): Promise<LeadDb> {
  return target.remote ? Promise.resolve(remoteDb()) : localDb(target.persistTo);
}
