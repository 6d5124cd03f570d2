/**
 * Vite plugin (at the end of the build): dist/public/_headers gets one rule per file the build wrote
 * under /assets/, which caches it for a year (its name changes with its content); the rule for
 * /assets/* in public/_headers says `no-store`, so a name the build did not write (a 404, an error)
 * is never kept. The asset store applies its rules to every answer, 404s too (docs/architecture.md).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** What the asset store takes at most (Cloudflare's limit): more rules are dropped. */
const MAX_RULES = 100;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Plain names only: `*` and `:name` mean patterns in a rule. */
const PLAIN_PATH = /^\/assets\/[\w./-]+$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** public/_headers with a rule for each of `paths`: the general rule's Cache-Control detached, a year's put. */
function assetHeaders(template: string, paths: readonly string[]): string {
  const rules = paths.map((path) => {
    if (!PLAIN_PATH.test(path)) throw new Error(`asset-headers: ${path} is not a plain path a _headers rule can name`);
    return `${path}\n  ! Cache-Control\n  Cache-Control: ${IMMUTABLE}\n`;
  });
  const text = `${template.trimEnd()}\n\n${rules.join('\n')}`;
  const count = text.split('\n').filter((line) => line.startsWith('/')).length;
  if (count > MAX_RULES) {
    throw new Error(
      `asset-headers: ${count} _headers rules, the asset store takes ${MAX_RULES}: fewer client chunks, or let the worker answer /assets/ (docs/architecture.md)`,
    );
  }
  return text;
}

export function assetHeadersFile(): Plugin {
  let root = process.cwd();
  return {
    name: 'hk-lender:asset-headers',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildApp: {
      order: 'post',
      async handler() {
        const publicDir = join(root, 'dist', 'public');
        const paths = filesUnder(join(publicDir, 'assets'))
          .map((file) => `/${relative(publicDir, file).split(sep).join('/')}`)
          .sort();
        writeFileSync(join(publicDir, '_headers'), assetHeaders(readFileSync(join(root, 'public', '_headers'), 'utf8'), paths));
      },
    },
  };
}
