/**
 * The build plugins that carry an upstream fix into a dependency this project cannot upgrade yet
 * (scripts/build/*.ts, each with the upstream link). Each rewrite must match its module's source
 * exactly once: when the dependency changes, the build fails and says which fix to check, instead
 * of shipping the old bug or a half-applied patch. The module paths and the code each expects are
 * in ./waku-internals.ts, read in one Waku release: the build stops on another one before any patch
 * runs (a module that moved would match no path, and its patch would silently not apply).
 */
import type { Plugin } from 'vite';

export interface Rewrite {
  /** What the rewrite changes, for the error message. */
  what: string;
  from: string;
  to: string;
}

/** Applies each rewrite once; throws `stale(what)` when one does not match exactly once. */
export function rewriteOnce(code: string, rewrites: readonly Rewrite[], stale: (what: string) => string): string {
  let out = code;
  for (const { what, from, to } of rewrites) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + from.length) >= 0) throw new Error(stale(what));
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/** A build plugin that rewrites the source of the dependency modules whose path matches `module`. */
export function dependencyPatch(name: string, module: RegExp, rewrite: (code: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      // Only the module's own source: the CommonJS plugin's virtual modules (\0...?commonjs-exports) share its path.
      if (id.startsWith('\0') || !module.test(id.split('?')[0]!)) return null;
      return { code: rewrite(code), map: null };
    },
  };
}
