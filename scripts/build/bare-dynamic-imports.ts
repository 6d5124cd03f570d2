/**
 * Vite plugin: the browser's dynamic imports without Vite's `__vitePreload` wrapper. It runs after
 * Vite's transform (`order: 'post'`) and turns each `__vitePreload(f, <marker>)` into `(f)()`: with
 * one global stylesheet and the islands' dependencies in the HTML it preloaded almost nothing
 * and cost every page 0.6 KiB gzip (docs/waku-upgrade.md, "bare-dynamic-imports"). A call whose
 * marker is not found stops the build: Vite has changed the wrapper's shape.
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
