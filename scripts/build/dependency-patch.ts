/**
 * Shared by the build plugins that carry an upstream fix into a dependency this project cannot
 * upgrade yet: each rewrite must match its module's source exactly once, or the build fails and
 * names the fix to check, instead of shipping the old bug or a half-applied patch. Paths and
 * expected code: ./waku-internals.ts; proof of application: ./patch-registry.ts (docs/waku-upgrade.md).
 */
import type { Plugin } from 'vite';
import { applyPatch } from './patch-registry';

export interface Rewrite {
  /** What the rewrite changes, for the error message. */
  what: string;
  from: string;
  to: string;
}

/** How many times `from` occurs in `code`, without overlaps. */
function occurrences(code: string, from: string): number {
  let count = 0;
  for (let at = code.indexOf(from); at >= 0; at = code.indexOf(from, at + from.length)) count++;
  return count;
}

/**
 * Applies each rewrite once; throws `stale(what)` when one does not match exactly once, with the
 * number of matches found.
 */
export function rewriteOnce(code: string, rewrites: readonly Rewrite[], stale: (what: string) => string): string {
  let out = code;
  for (const { what, from, to } of rewrites) {
    const found = occurrences(out, from);
    if (found !== 1) throw new Error(`${stale(what)} (expected exactly once, found ${found} times)`);
    const at = out.indexOf(from);
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/**
 * A build plugin that rewrites the source of the dependency modules whose path matches `module`;
 * `patch` is its name in the patch registry, where each rewritten module counts once for the
 * environment it was built for.
 */
export function dependencyPatch(patch: string, module: RegExp, rewrite: (code: string) => string): Plugin {
  return {
    name: patch,
    enforce: 'pre',
    transform(code, id) {
      // Only the module's own source: the CommonJS plugin's virtual modules (\0...?commonjs-exports) share its path.
      if (id.startsWith('\0') || !module.test(id.split('?')[0]!)) return null;
      return { code: applyPatch(patch, this.environment.name, () => rewrite(code), code), map: null };
    },
  };
}
