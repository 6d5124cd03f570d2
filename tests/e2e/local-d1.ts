import { execFileSync } from 'node:child_process';
import { E2E_STATE } from '../../playwright.config';

/**
 * SQL on the browser tests' local D1 (the same database the running worker writes), through
 * wrangler as an operator would run it. Used to read back what a visitor's form stored, and to
 * make writes fail for one test's own mobile number (a trigger), without touching other tests.
 */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  // The running worker and a parallel test's wrangler use the same SQLite file: a command that
  // meets it locked (SQLITE_BUSY, seen once in 430 tests) is run again after a pause.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const out = execFileSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE, '--json', '--command', sql], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const parsed = JSON.parse(out) as { results: T[] }[];
      return parsed[0]?.results ?? [];
    } catch (error) {
      const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
      if (attempt >= 5 || !/SQLITE_BUSY|database is locked/.test(output)) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
    }
  }
}

/** A client address of its own for a test, so the per-client write limit counts each test apart. */
export function clientAddress(testInfo: { testId: string }): string {
  let h = 0;
  for (const ch of testInfo.testId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}
