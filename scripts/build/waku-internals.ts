/**
 * Everything the build relies on inside Waku and what it brings (its RSC plugin, rsc-html-stream,
 * React's Flight server, Vite's output) that is not public API, as read in PINNED_VERSIONS. On any
 * other installed version `waku build` and `waku dev` stop (`pinnedVersionCheck`); docs/waku-upgrade.md
 * says what to check before moving on. What the edge relies on at run time is worker/waku-internals.ts
 * (the Worker's bundle cannot import this file, which reads node_modules).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The release of each package that the build patches or reads privately, as every reference below
 * was read in. package.json pins each exactly (the RSC plugin and rsc-html-stream too, though only
 * Waku imports them), and package-lock.json holds the same.
 */
export const PINNED_VERSIONS = {
  waku: '1.0.0-rc.1',
  '@vitejs/plugin-rsc': '0.5.39',
  'rsc-html-stream': '0.0.8',
  'react-server-dom-webpack': '19.3.1',
  'react-dom': '19.3.1',
  react: '19.3.1',
  vite: '8.4.1',
} as const;
export type PinnedPackage = keyof typeof PINNED_VERSIONS;

/** The Waku release (package.json pins it exactly). */
export const WAKU_VERSION = PINNED_VERSIONS.waku;
export const UPGRADE_DOC = 'docs/waku-upgrade.md';

/** Packages the build loads through Waku's own imports: the copy checked is the one Waku resolves, even when npm nests one. */
const LOADED_BY: Partial<Record<PinnedPackage, PinnedPackage>> = { '@vitejs/plugin-rsc': 'waku', 'rsc-html-stream': 'waku' };

/** Throws, naming each package whose installed release is not the pinned one, and the upgrade plan. */
export function checkPinnedVersions(
  installed: Partial<Record<PinnedPackage, string | undefined>>,
  expected: Record<PinnedPackage, string> = PINNED_VERSIONS,
): void {
  const wrong = (Object.keys(expected) as PinnedPackage[]).filter((name) => installed[name] !== expected[name]);
  if (!wrong.length) return;
  throw new Error(
    `Other releases are installed than the ones this project's build patches and the internals it relies on were written against ` +
      `(PINNED_VERSIONS in scripts/build/waku-internals.ts; worker/waku-internals.ts):\n` +
      wrong
        .map((name) => `  - ${name} ${installed[name] ?? '(not installed)'} is installed, the patches were written against ${name} ${expected[name]}\n`)
        .join('') +
      `Follow ${UPGRADE_DOC}: check each patch and internal it lists against the installed releases, ` +
      `then set PINNED_VERSIONS (and the exact versions in package.json) to them.`,
  );
}

/** The directory of `name` as Node finds it from `from` (node_modules folders upward), or undefined. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/** The installed version of a pinned package, found from the project root (or from Waku's folder for what Waku imports). */
export function installedVersion(name: PinnedPackage, root: string = process.cwd()): string | undefined {
  const loader = LOADED_BY[name];
  const from = loader ? packageDir(loader, root) : root;
  const dir = from && packageDir(name, from);
  return dir && (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function installedVersions(root: string = process.cwd()): Record<PinnedPackage, string | undefined> {
  const names = Object.keys(PINNED_VERSIONS) as PinnedPackage[];
  return Object.fromEntries(names.map((name) => [name, installedVersion(name, root)])) as Record<PinnedPackage, string | undefined>;
}

/** The plugin that checks, at the end of the build, that every patch applied (./patch-check.ts). */
export const PATCH_CHECK_PLUGIN = 'hk-lender:patch-check';

/**
 * The build step: `waku build` and `waku dev` (Vite starts its plugins' buildStart when the dev
 * server is created) fail before anything is transformed when another release of any pinned
 * package is installed. A build without the end-of-build patch check stops too.
 */
export function pinnedVersionCheck(): Plugin {
  let root = process.cwd();
  return {
    name: 'hk-lender:pinned-version-check',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      if (config.command === 'build' && !config.plugins.some((plugin) => plugin.name === PATCH_CHECK_PLUGIN)) {
        throw new Error(`${PATCH_CHECK_PLUGIN} is not in the build: add patchCheck() (scripts/build/patch-check.ts) to waku.config.ts.`);
      }
    },
    buildStart() {
      // A rehearsal of the next releases (npm run upgrade:rehearse) builds them on purpose.
      if (process.env.PATCH_REHEARSAL_REPORT) return console.warn('pinned-version-check: skipped for the upgrade rehearsal');
      checkPinnedVersions(installedVersions(root));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The build patches (scripts/build/dependency-patch.ts): the module each rewrites and the code it
// expects there verbatim. Each rewrite must match exactly once or the build fails.

/** Waku's HTML renderer (scripts/build/html-all-ready.ts): the end of its React DOM render call. */
export const SSR_HTML_RENDER = {
  module: /[\\/]waku[\\/]dist[\\/]lib[\\/]vite-rsc[\\/]ssr\.js$/,
  file: 'waku/dist/lib/vite-rsc/ssr.js',
  renderEnd: `            ...options.formState ? {
                formState: options.formState
            } : {}
        });
    } catch (e) {`,
} as const;

/**
 * scripts/build/rsc-html-trailer.ts: rsc-html-stream's server module, Waku's dependency, where the
 * inlined RSC payload meets `</body></html>`.
 */
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

// ---------------------------------------------------------------------------------------------
// What the compile hints (scripts/build/v8-compile-hints.ts) recognise in Waku's client build.

/** Waku's RSC plugin (@vitejs/plugin-rsc) loads client components through one virtual module per group of references. */
export const CLIENT_REFERENCE_GROUP = '\0virtual:vite-rsc/client-references/group/';
/** The Vite environment that builds the browser's code (the others are `rsc` and `ssr`). */
export const CLIENT_ENVIRONMENT = 'client';

// ---------------------------------------------------------------------------------------------
// What scripts/build/first-paint-html.ts recognises in the prerendered HTML.

export const PRERENDERED_HTML = {
  /**
   * React's render of the site stylesheet, which Waku's RSC plugin (@vitejs/plugin-rsc) puts in
   * each layout: `<link rel="stylesheet" crossorigin="anonymous" href="/assets/waku.server-<hash>.css"
   * data-rsc-css-href=… data-precedence="vite-rsc/importer-resources"/>`; group 1 is every attribute after rel.
   */
  stylesheetLink: /<link rel="stylesheet"((?:\s[\w-]+(?:="[^"]*")?)*?)\s*\/?>/g,
  /**
   * Waku's inline bootstrap (`getBootstrapPreamble` and `createBootstrapScriptContent` in
   * waku/dist/lib/utils/ssr.js): group 1 is the script up to the browser entry's import, group 2
   * the import with its version-skew `.catch`, group 3 the router's prefetch table
   * (`__WAKU_ROUTER_PREFETCH__`, every route's chunks: one set for the whole site here).
   */
  bootstrapImport: /(<script id="_R_">[^<]*?)(import\("\/assets\/[\w.-]+\.js"\)(?:\.catch\(\(err\) => \{[^<]*?\n {2}\}\);)?)([^<]*)<\/script>/g,
  /**
   * A piece of the inline RSC payload as rsc-html-stream writes it (`writeChunk` in
   * rsc-html-stream/server.js): text as a JSON string literal pushed onto `self.__FLIGHT_DATA`,
   * which Waku's bootstrap turns into the stream React reads; group 1 is the literal.
   */
  payloadScript: /<script>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)<\/script>/g,
  /** Any script that pushes onto the payload, in whatever form (binary pieces are not JSON strings). */
  anyPayloadScript: /<script>\(self\.__FLIGHT_DATA/g,
} as const;
