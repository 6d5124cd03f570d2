/**
 * Dependency patch: Waku's HTML render waits for React's `allReady` and lifts
 * `progressiveChunkSize`, so every Suspense boundary (the deferred islands' above all) is written in
 * place instead of streamed to the end of the document behind a script: a prerendered page shows
 * its calculators without JavaScript and does not shift (docs/waku-upgrade.md, "html-all-ready").
 * The build fails when the code this rewrites changes.
 */
import { dependencyPatch, rewriteOnce } from './dependency-patch';
import { registerPatch } from './patch-registry';
import { SSR_HTML_RENDER } from './waku-internals';

/** Waku's HTML renderer: in both passes of the `ssr` build. */
const PATCH = registerPatch('html-all-ready', { package: 'waku', file: SSR_HTML_RENDER.file, expected: { ssr: 2 } });

export function awaitAllReady(code: string): string {
  return rewriteOnce(
    code,
    [
      {
        what: 'the end of the HTML render call',
        from: SSR_HTML_RENDER.renderEnd,
        to: SSR_HTML_RENDER.renderEnd.replace(
          '            } : {}\n        });\n    } catch (e) {',
          '            } : {},\n            // Patched (scripts/build/html-all-ready.ts): every Suspense boundary in place.\n            progressiveChunkSize: Number.MAX_SAFE_INTEGER\n        });\n        await htmlStream.allReady;\n    } catch (e) {',
        ),
      },
    ],
    (what) =>
      `html-all-ready: ${what} is not in ${SSR_HTML_RENDER.file} as expected. ` +
      "Waku changed its HTML renderer: check whether it still streams before React's allReady and update or drop this plugin.",
  );
}

export const htmlAllReady = () => dependencyPatch(PATCH, SSR_HTML_RENDER.module, awaitAllReady);
