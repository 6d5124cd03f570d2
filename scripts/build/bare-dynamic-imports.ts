/**
 * The browser's dynamic imports without Vite's preload helper: `import('./x.js')` stays an
 * `import()`, instead of `__vitePreload(() => import('./x.js'), deps)`.
 *
 * The helper exists to fetch a lazily loaded file's own imports and stylesheets alongside it. Here
 * it did almost nothing and cost every page 0.6 KiB gzip of its first-load JS (the helper itself,
 * with the CSP-nonce lookup and the `<link>` injection, and a wrapper around every import):
 * - the site has one stylesheet, in every page's `<head>`: no lazy file brings CSS of its own;
 * - the islands' files already had no dependencies to preload (a rule in waku.config.ts resolved
 *   them to none: the page's HTML lists what it needs; with no wrapper left, Vite no longer asks,
 *   and the rule is gone);
 * - what remains is the lead popup's files and the forms' checks, fetched when the page is idle
 *   or on a first focus: their own imports (the schema, the formatting) now come one step later,
 *   once the first file is parsed. Where that chain was three files deep (the lead form, its
 *   checks, zod), the checks are imported beside the form (src/components/lead/form-chunk.ts),
 *   so a tap held before hydration on a slow network waits for two steps, as before.
 *
 * Vite adds the wrapper in a transform of its own; this runs after it (`order: 'post'`) and turns
 * each `__vitePreload(f, <marker>)` into `(f)()`, which is what the helper does once nothing is to
 * be preloaded. The helper's import is then unused and left out of the bundle. A call whose marker
 * is not found stops the build: Vite has changed the wrapper's shape (docs/waku-upgrade.md).
 */
import type { Plugin } from 'vite';
import { markApplied, registerPatch } from './patch-registry';
import { CLIENT_ENVIRONMENT } from './waku-internals';

/** Once per browser module with a dynamic import: how many follows the site's own code. */
const PATCH = registerPatch('bare-dynamic-imports', {
  package: 'vite',
  file: "__vitePreload wrappers (vite:build-import-analysis's transform)",
  expected: { client: { atLeast: 1 } },
});

const CALL = '__vitePreload(';
/** What Vite writes after the function: its "modern build" flag, the marker of the dependencies, and maybe the importer's URL. */
const MARKER = /,__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(?:,import\.meta\.url)?\)/g;

export function withoutPreloadHelper(code: string, id: string): string | null {
  if (!code.includes(CALL)) return null;
  const calls = code.split(CALL).length - 1;
  const markers = code.match(MARKER)?.length ?? 0;
  if (calls !== markers) throw new Error(`bare-dynamic-imports: ${id}: ${calls} calls of Vite's preload helper, ${markers} of its markers`);
  return code.replaceAll(CALL, '((').replace(MARKER, '))()');
}

export function bareDynamicImports(): Plugin {
  return {
    name: `hk-lender:${PATCH}`,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    transform: {
      order: 'post',
      handler(code, id) {
        const out = withoutPreloadHelper(code, id);
        if (out === null) return null;
        markApplied(PATCH, this.environment.name);
        return { code: out, map: null };
      },
    },
  };
}
