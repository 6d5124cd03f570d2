/**
 * Waku's HTML renderer streams React DOM's output as soon as the shell is ready. A Suspense
 * boundary still waiting then goes out as its fallback, and its content follows at the end of the
 * document with an inline script that moves it into place (React's streaming SSR). The deferred
 * islands (src/components/lazy/Island.tsx) each sit in such a boundary, and their client component
 * is loaded asynchronously on the server too: streamed, a prerendered page would show no
 * calculator without JavaScript, need a script to show one, and shift when it did.
 *
 * Waiting for `allReady` before the first byte makes React write every boundary in place
 * (https://react.dev/reference/react-dom/server/renderToReadableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation),
 * except a large one: React 19.2 still moves a finished boundary of more than
 * `progressiveChunkSize` bytes (12,800 by default; a calculator is more) to the end of the
 * document, so that a streamed shell can paint first. With the whole page sent at once there is
 * no such first paint to protect, so the limit is lifted.
 * Every page is prerendered, or rendered whole at the edge (the not-found page), so nothing is
 * lost by not streaming. The build fails when the code this rewrites changes.
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
