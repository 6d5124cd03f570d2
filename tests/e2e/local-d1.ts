import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { E2E_STATE } from '../../playwright.config';

/**
 * SQL on the browser tests' local D1: the very SQLite file the running worker writes, opened with
 * Node's SQLite (`wrangler d1 execute` took 1-3 s a query). Reads back what a form stored, and makes
 * writes fail for one test's own mobile number (a trigger). workerd keeps the file in WAL mode with
 * ordinary locks, so reads see committed writes and a write here waits for the worker's lock.
 */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  // A plain object per row (node:sqlite gives objects without a prototype), as wrangler's JSON did.
  return database()
    .prepare(sql)
    .all()
    .map((row) => ({ ...row }) as T);
}

/** Miniflare keeps each D1 database as one SQLite file of its D1 Durable Object, named by a hash. */
const D1_DIR = join(E2E_STATE, 'v3', 'd1', 'miniflare-D1DatabaseObject');

let opened: DatabaseSync | undefined;

/**
 * The database of binding DB, opened once per test process. Picked as the only D1 file with the
 * `leads` table (the seed migrates it), rather than by recomputing Miniflare's hash of the id.
 */
function database(): DatabaseSync {
  if (opened) return opened;
  const { DatabaseSync } = loadSqlite();
  const candidates = readdirSync(D1_DIR).filter((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  const matches: DatabaseSync[] = [];
  for (const name of candidates) {
    const db = new DatabaseSync(join(D1_DIR, name), { timeout: 10_000 });
    if (db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'`).get()) matches.push(db);
    else db.close();
  }
  if (matches.length !== 1) {
    for (const db of matches) db.close();
    throw new Error(`expected one local D1 database with a leads table in ${D1_DIR}, found ${matches.length}: run the seed first`);
  }
  opened = matches[0]!;
  return opened;
}

/**
 * node:sqlite, without the ExperimentalWarning Node 22 prints when it loads (it would stand in
 * every test run's output); other warnings pass.
 */
function loadSqlite(): typeof import('node:sqlite') {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite') | undefined;
    if (!sqlite) throw new Error(`the browser tests read the local D1 with node:sqlite, which needs Node 22 (this is ${process.version})`);
    return sqlite;
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** A client address of its own for a test, so the per-client write limit counts each test apart. */
export function clientAddress(testInfo: { testId: string }): string {
  let h = 0;
  for (const ch of testInfo.testId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}
