/**
 * Waku 0.27.5's router keeps the static elements it reuses across requests (the prerendered
 * layouts and pages it needs to render the not-found page or an RSC payload) as module-level
 * promises: the first request in an isolate starts parsing all of them, and every later request
 * awaits those same promises. In workerd a promise created by one request and awaited by another
 * that has no I/O of its own pending gets the second request cancelled as hung ("Worker's code had
 * hung"): a 500 for a visitor who opened a missing page or navigated while the isolate was new.
 * Measured here: 1 of ~2,000 requests in the first 15 s of a fresh worker under 50 clients.
 *
 * Upstream fixed it by caching bytes instead of promises (https://github.com/wakujs/waku/pull/2002,
 * for https://github.com/wakujs/waku/issues/1975); that release is not available to this project.
 * This build plugin makes the same change to Waku's router module: the cache holds the serialized
 * RSC (base64 from the build metadata, or the bytes rendered on first use) and every request parses
 * its own copy. Drop it once Waku is upgraded: the build fails when the code it rewrites changes.
 */
import { dependencyPatch, type Rewrite, rewriteOnce } from './dependency-patch';
import { registerPatch } from './patch-registry';
import { ELEMENT_CACHE } from './waku-internals';

/** Waku's router module runs on the server only: in both passes of the `rsc` build. */
const PATCH = registerPatch('waku-element-cache', { package: 'waku', file: ELEMENT_CACHE.file, expected: { rsc: 2 } });

const REWRITES: Rewrite[] = [
  {
    what: 'the cache declaration',
    from: ELEMENT_CACHE.declaration,
    to:
      `    // Patched (scripts/build/waku-element-cache.ts): serialized RSC per id, never a promise.\n` +
      `    const cachedElementsForRequest = new Map();\n` +
      `    const bytesToStream = (bytes)=>new ReadableStream({ start (controller) { controller.enqueue(bytes); controller.close(); } });\n`,
  },
  {
    what: 'the cache readers and writer',
    from: ELEMENT_CACHE.readersAndWriter,
    to:
      `        const getCachedElement = (id)=>{\n` +
      `            const serialized = cachedElementsForRequest.get(id);\n` +
      `            if (serialized === undefined) return undefined;\n` +
      `            const stream = typeof serialized === 'string' ? base64ToStream(serialized) : bytesToStream(serialized);\n` +
      `            return parseRsc(stream).then((parsed)=>parsed[id]);\n` +
      `        };\n` +
      `        const setCachedElement = (id, element)=>{\n` +
      `            const cached = getCachedElement(id);\n` +
      `            if (cached) {\n` +
      `                return cached;\n` +
      `            }\n` +
      `            return renderRsc({\n` +
      `                [id]: element\n` +
      `            }).then((rscStream)=>new Response(rscStream).arrayBuffer()).then((buffer)=>{\n` +
      `                const bytes = new Uint8Array(buffer);\n` +
      `                cachedElementsForRequest.set(id, bytes);\n` +
      `                return parseRsc(bytesToStream(bytes)).then((parsed)=>parsed[id]);\n` +
      `            });\n` +
      `        };\n`,
  },
  {
    what: 'the cache filled from the build metadata',
    from: ELEMENT_CACHE.filledFromBuildMetadata,
    to: `cachedElementsForRequest.set(id, str);`,
  },
];

/** Applies the rewrites to the router module's source; throws when any of them no longer matches. */
export function rewriteElementCache(code: string): string {
  return rewriteOnce(
    code,
    REWRITES,
    (what) =>
      `waku-element-cache: ${what} is not in ${ELEMENT_CACHE.file} as expected. ` +
      'Waku changed: check whether it still caches promises across requests (wakujs/waku#2002) and update or drop this plugin.',
  );
}

export const wakuElementCache = () => dependencyPatch(PATCH, ELEMENT_CACHE.module, rewriteElementCache);
