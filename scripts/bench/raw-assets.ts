/**
 * The same prerendered files served with the edge layer bypassed: a throw-away wrangler config
 * with the build's dist/public as an assets-only Worker (no `main`, so no Worker code runs at all:
 * workerd's asset server answers directly, with the same html_handling as the real config). The
 * difference from the real worker on the same page is the whole edge layer (Hono, redirects, KV
 * maintenance read, security headers, the page kept as a template, its gzip kept) plus Waku's
 * adapter in front of it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RawAssetsConfig {
  path: string;
  dispose(): void;
}

export function rawAssetsConfig(): RawAssetsConfig {
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-assets-'));
  const path = join(dir, 'wrangler.toml');
  writeFileSync(
    path,
    [
      'name = "bench-raw-assets"',
      'compatibility_date = "2026-04-01"',
      '[assets]',
      `directory = ${JSON.stringify(resolve('dist/public'))}`,
      'html_handling = "drop-trailing-slash"',
      'not_found_handling = "none"',
      '',
    ].join('\n'),
  );
  return { path, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
