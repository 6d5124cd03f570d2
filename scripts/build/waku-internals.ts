/**
 * Everything the build relies on inside Waku (and inside what Waku brings: its RSC plugin,
 * rsc-html-stream, React's Flight server) that is not Waku's public API: module paths the build
 * patches match, the source they rewrite, names of generated modules and chunks. All of it was
 * read in one release, WAKU_VERSION; another release may move or change any of it without notice.
 *
 * So the build checks the installed release first (`wakuVersionCheck`, the first plugin in
 * waku.config.ts): on any other version `waku build` and `waku dev` stop and name both versions,
 * and docs/waku-upgrade.md says, item by item, what to check before WAKU_VERSION may follow.
 * What the edge layer relies on at run time (the RSC paths, how Waku decodes a path) is in
 * worker/waku-internals.ts: the Worker's bundle cannot import this file (it reads node_modules).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The Waku release every reference below was read in (package.json pins it exactly). */
export const WAKU_VERSION = '0.27.5';
export const UPGRADE_DOC = 'docs/waku-upgrade.md';

/** Throws, naming both versions and the upgrade plan, unless `installed` is the expected release. */
export function checkWakuVersion(installed: string, expected: string = WAKU_VERSION): void {
  if (installed === expected) return;
  throw new Error(
    `Waku ${installed} is installed, but this project's build patches and the Waku internals it relies on ` +
      `were written against Waku ${expected} (scripts/build/waku-internals.ts, worker/waku-internals.ts). ` +
      `Follow ${UPGRADE_DOC}: check each patch and internal it lists against Waku ${installed}, ` +
      `then set WAKU_VERSION to '${installed}'.`,
  );
}

/** The version in node_modules/waku/package.json, as Node resolves it from the project root. */
export function installedWakuVersion(root: string = process.cwd()): string {
  const require = createRequire(join(root, 'package.json'));
  const manifest = JSON.parse(readFileSync(require.resolve('waku/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * The build step: `waku build` and `waku dev` (Vite starts its plugins' buildStart when the dev
 * server is created) fail before anything is transformed when another Waku is installed.
 */
export function wakuVersionCheck(): Plugin {
  let root = process.cwd();
  return {
    name: 'hk-lender:waku-version-check',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      checkWakuVersion(installedWakuVersion(root));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The build patches (scripts/build/dependency-patch.ts): the module each rewrites and the code it
// expects there verbatim. Each rewrite must match exactly once or the build fails.

/** scripts/build/waku-element-cache.ts: Waku's router, the cache of static elements (wakujs/waku#2002). */
export const ELEMENT_CACHE = {
  module: /[\\/]waku[\\/]dist[\\/]router[\\/]define-router\.js$/,
  file: 'waku/dist/router/define-router.js',
  declaration: `    const cachedElementsForRequest = new Map();\n`,
  readersAndWriter:
    `        const getCachedElement = (id)=>cachedElementsForRequest.get(id);\n` +
    `        const setCachedElement = (id, element)=>{\n` +
    `            const cached = cachedElementsForRequest.get(id);\n` +
    `            if (cached) {\n` +
    `                return cached;\n` +
    `            }\n` +
    `            const copied = renderRsc({\n` +
    `                [id]: element\n` +
    `            }).then((rscStream)=>parseRsc(rscStream).then((parsed)=>parsed[id]));\n` +
    `            cachedElementsForRequest.set(id, copied);\n` +
    `            return copied;\n` +
    `        };\n`,
  filledFromBuildMetadata: `cachedElementsForRequest.set(id, parseRsc(base64ToStream(str)).then((parsed)=>parsed[id]));`,
} as const;

/**
 * scripts/build/rsc-html-trailer.ts: rsc-html-stream's server module, Waku's dependency (0.0.7 with
 * Waku 0.27.5; Waku 1.0 asks for ^0.0.8), where the inlined RSC payload meets `</body></html>`.
 */
/** Waku's router in the browser (scripts/build/router-has404.ts): where it keeps whether a /404 route exists. */
export const ROUTER_HAS404 = {
  module: /[\\/]waku[\\/]dist[\\/]router[\\/]client\.js$/,
  file: 'waku/dist/router/client.js',
  state: '    const [has404, setHas404] = useState(false);',
} as const;

/** Waku's HTML renderer (scripts/build/html-all-ready.ts): the end of its React DOM render call. */
export const SSR_HTML_RENDER = {
  module: /[\\/]waku[\\/]dist[\\/]lib[\\/]vite-rsc[\\/]ssr\.js$/,
  file: 'waku/dist/lib/vite-rsc/ssr.js',
  renderEnd: `            ...options?.formState ? {
                formState: options.formState
            } : {}
        });
    } catch (e) {`,
} as const;

export const RSC_HTML_TRAILER = {
  module: /[\\/]rsc-html-stream[\\/]server\.js$/,
  file: 'rsc-html-stream/server.js',
  flush: `  function flushBufferedChunks(controller) {
    for (let chunk of buffered) {
      let buf = decoder.decode(chunk, {stream: true});
      if (buf.endsWith(trailer)) {
        buf = buf.slice(0, -trailer.length);
      }
      controller.enqueue(encoder.encode(buf));
    }

    let remaining = decoder.decode();
    if (remaining.length) {
      if (remaining.endsWith(trailer)) {
        remaining = remaining.slice(0, -trailer.length);
      }
      controller.enqueue(encoder.encode(remaining));
    }

    buffered.length = 0;
    timeout = null;
  }
`,
} as const;

/**
 * scripts/build/rsc-css-once.ts: Waku's RSC plugin (@vitejs/plugin-rsc) gives every server component
 * whose module imports CSS a `Resources` element from a virtual module per importer, which renders
 * that importer's stylesheet links (its `generateResourcesCode`).
 */
export const RSC_CSS_RESOURCES = {
  /** The virtual module's id (after resolution) for a server component's stylesheets. */
  module: /^\0virtual:vite-rsc\/css\?/,
  exportResources: 'export const Resources = (',
} as const;

/**
 * scripts/build/flight-style-preload.ts: React's Flight server (react-server-dom-webpack 19.2, the
 * React line Waku 0.27.5's peer range `~19.2.3` allows; Waku 1.0 asks for `~19.3.0`).
 */
export const FLIGHT_STYLE_PRELOAD = {
  module: /[\\/]react-server-dom-webpack[\\/]cjs[\\/]react-server-dom-webpack-server\.\w+\.(production|development)\.js$/,
  file: 'react-server-dom-webpack/cjs/react-server-dom-webpack-server.*.js',
  stylesheetPreload: 'preload(srcSet, "stylesheet", {',
} as const;

// ---------------------------------------------------------------------------------------------
// The prerendered not-found pages (scripts/build/not-found-documents.ts): how Waku's router marks
// its `/404` route in a page, so that the English and Simplified Chinese pages can be marked the same.

/**
 * Waku's `/404` route as its build writes it: the status meta the browser router reads
 * (`getHttpStatusFromMeta` in router/client.js: 404 means the route is `/404`, whatever the
 * address), the inline bootstrap's key for the page's payload (`__WAKU_PREFETCHED__`, `R<path>`),
 * and, in the payload (a JSON string inside the script, so its quotes are escaped), the route's
 * slot id (`route:<path>`) and name (`ROUTE_ID`, `[path, query]`).
 */
export const NOT_FOUND_ROUTE = {
  path: '/404',
  status: (code: number) => `<meta name="httpstatus" content="${code}"/>`,
  payloadKey: (path: string) => `"R${path}": `,
  routeSlot: (path: string) => `\\"route:${path}\\"`,
  routeName: (path: string) => `\\"ROUTE\\":[\\"${path}\\",`,
} as const;

// ---------------------------------------------------------------------------------------------
// What the chunking and the compile hints (scripts/build/client-chunks.ts, v8-compile-hints.ts)
// recognise in Waku's client build.

/** Waku's browser entry module, which imports src/client-entry.tsx. */
export const BROWSER_ENTRY_MODULE = /\/vite-entries\/entry\.browser\.js$/;
/** Waku's RSC plugin (@vitejs/plugin-rsc) loads client components through one virtual module per group of references. */
export const CLIENT_REFERENCE_GROUP = '\0virtual:vite-rsc/client-references/group/';
/** The map from client reference key to its loader (`"key": async () => { … import(group) … }`), one per build. */
export const CLIENT_REFERENCES_MODULE = '\0virtual:vite-rsc/client-references';
/** The Vite environment that builds the browser's code (the others are `rsc` and `ssr`). */
export const CLIENT_ENVIRONMENT = 'client';

// ---------------------------------------------------------------------------------------------
// What scripts/build/first-paint-html.ts recognises in the prerendered HTML.

export const PRERENDERED_HTML = {
  /**
   * React's render of the site stylesheet, which Waku's RSC plugin (@vitejs/plugin-rsc) puts in
   * each layout: `<link rel="stylesheet" crossorigin="anonymous" href="/assets/server-entry-<hash>.css"
   * data-rsc-css-href=… data-precedence="vite-rsc/importer-resources"/>`; group 1 is every attribute after rel.
   */
  stylesheetLink: /<link rel="stylesheet"((?:\s[\w-]+(?:="[^"]*")?)*?)\s*\/?>/g,
  /**
   * The end of Waku's inline bootstrap (`getBootstrapPreamble` in waku/dist/lib/utils/ssr.js, then
   * the browser entry's import): group 1 is the script up to the import, group 2 the import.
   */
  bootstrapImport: /(<script id="_R_">[^<]*?)(import\("\/assets\/[\w.-]+\.js"\))<\/script>/g,
  /**
   * A piece of the inline RSC payload as rsc-html-stream writes it (`writeChunk` in
   * rsc-html-stream/server.js): text as a JSON string literal pushed onto `self.__FLIGHT_DATA`,
   * which Waku's bootstrap turns into the stream React reads; group 1 is the literal.
   */
  payloadScript: /<script>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)<\/script>/g,
  /** Any script that pushes onto the payload, in whatever form (binary pieces are not JSON strings). */
  anyPayloadScript: /<script>\(self\.__FLIGHT_DATA/g,
} as const;
