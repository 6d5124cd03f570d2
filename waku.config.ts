import { cloudflare } from '@cloudflare/vite-plugin';
import type { PluginOption } from 'vite';
import { defineConfig } from 'waku/config';
import { clientChunks, clientReferenceFiles } from './scripts/build/client-chunks';
import { deferredIslands } from './scripts/build/deferred-islands';
import { firstPaintHtml } from './scripts/build/first-paint-html';
import { flightStylePreload } from './scripts/build/flight-style-preload';
import { htmlAllReady } from './scripts/build/html-all-ready';
import { notFoundDocuments } from './scripts/build/not-found-documents';
import { terserClient } from './scripts/build/terser-client';
import { bareDynamicImports } from './scripts/build/bare-dynamic-imports';
import { routerHas404 } from './scripts/build/router-has404';
import { rscCssOnce } from './scripts/build/rsc-css-once';
import { rscHtmlTrailer } from './scripts/build/rsc-html-trailer';
import { v8CompileHints } from './scripts/build/v8-compile-hints';
import { wakuElementCache } from './scripts/build/waku-element-cache';
import { BROWSER_ENTRY_CHUNK, wakuVersionCheck } from './scripts/build/waku-internals';

/**
 * `waku dev` runs the server entry in workerd through the Cloudflare Vite plugin, so pages and
 * the edge layer see real KV and D1 bindings (Miniflare state under .wrangler/, shared with
 * `npm start`). The plugin is for the dev server only: `waku build` must not see it.
 * It reads the one wrangler.jsonc (bindings, vars, compatibility date) and only swaps the entry:
 * the dev server runs Waku's server entry from source, where `npm start` runs the built worker.
 */
const devOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flat().map((p) => (p && typeof p === 'object' && 'name' in p ? { ...p, apply: 'serve' as const } : p));

/**
 * The browser entry holds the map from client reference to chunk, and each entry there was wrapped
 * in Vite's preload helper, which queries the document for a CSP meta and for each dependency's
 * <link> on every call. Hydrating a product page resolves 16 references while React reads the RSC
 * payload: 16 ms of DOM queries on this machine (64 ms on a 4x-throttled phone) inside one task,
 * while the HTML already carries a modulepreload link for every chunk the page's references need.
 * The price is on client-side navigation: there a chunk's own imports (a calculator's shared
 * modules) are found when the chunk is parsed, one round trip later than the helper fetched them.
 * The entry's other dynamic imports, the shell islands' own lazy code (the lead dialog and form,
 * the banner views), keep their preloads.
 */
const references = clientReferenceFiles();
const isBrowserEntry = (chunk: string) => BROWSER_ENTRY_CHUNK.test(chunk);

export default defineConfig({
  vite: {
    environments: { client: { build: { rollupOptions: { output: { manualChunks: clientChunks() } } } } },
    build: {
      modulePreload: {
        resolveDependencies: (file, deps, { hostId }) => (isBrowserEntry(hostId) && references.has(file) ? [] : deps),
      },
    },
    plugins: [
      // First: on another Waku release than the one the patches below were written against, stop (docs/waku-upgrade.md).
      wakuVersionCheck(),
      references.plugin,
      deferredIslands(),
      bareDynamicImports(),
      wakuElementCache(),
      flightStylePreload(),
      rscCssOnce(),
      rscHtmlTrailer(),
      htmlAllReady(),
      routerHas404(),
      terserClient(),
      v8CompileHints(),
      // After prerendering: the not-found pages of every locale hydrate at any address.
      notFoundDocuments(),
      firstPaintHtml(),
      ...devOnly([
        cloudflare({
          configPath: './wrangler.jsonc',
          config: { main: './src/server-entry.tsx' },
          viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
          persistState: true,
          inspectorPort: false,
        }),
      ]),
    ],
  },
});
