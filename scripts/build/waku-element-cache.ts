/**
 * Dependency patch for Waku 0.27.5's router: its cache of static elements holds the serialized RSC
 * and each request parses its own copy, instead of module-level promises shared across requests,
 * which workerd cancels as hung in a request that awaits another's (a 500 on a new isolate). The
 * upstream fix (https://github.com/wakujs/waku/pull/2002) is not in a release this project can use
 * (docs/waku-upgrade.md, "waku-element-cache"). Drop it with the upgrade; the build fails when the code changes.
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
