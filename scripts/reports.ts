/**
 * Where the heavy runs (`npm run bench`, `stress`, `audit`, `upgrade:rehearse`) write their
 * reports: `reports/` at the repository's root, ignored by git. A report is one run's output; docs/
 * says what each check means and how to read it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `reports/<name>` under `root` (the working directory, which npm sets to the repository's root), says where, and returns that path. */
export function writeReport(name: string, text: string, root = process.cwd()): string {
  const path = join('reports', name);
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, path), text);
  console.log(`\nWrote ${path}`);
  return path;
}
