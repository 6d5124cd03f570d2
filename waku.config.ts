import { cloudflare } from '@cloudflare/vite-plugin';
import type { ConfigEnv, PluginOption } from 'vite';
import { defineConfig } from 'waku/config';
import { assetHeadersFile } from './scripts/build/asset-headers';
import { clientChunkGroups } from './scripts/build/client-chunks';
import { firstPaintHtml } from './scripts/build/first-paint-html';
import { htmlAllReady } from './scripts/build/html-all-ready';
import { leadPopupDependencies } from './scripts/build/preload-dependencies';
import { patchCheck } from './scripts/build/patch-check';
import { terserClient } from './scripts/build/terser-client';
import { rscHtmlTrailer } from './scripts/build/rsc-html-trailer';
import { v8CompileHints } from './scripts/build/v8-compile-hints';
import { pinnedVersionCheck } from './scripts/build/waku-internals';

/**
 * `waku dev` runs the server entry in workerd through the Cloudflare Vite plugin, so pages and
 * the edge layer see real KV and D1 bindings (Miniflare state under .wrangler/, shared with
 * `npm start`). The plugin is for the dev server only: `waku build` must not see it.
 * It reads the one wrangler.jsonc (bindings, vars, compatibility date) and only swaps the entry:
 * the dev server runs Waku's server entry from source, where `npm start` runs the built worker.
 */
const devOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins
    .flat()
    .map((p) => (p && typeof p === 'object' && 'name' in p ? { ...p, apply: (_: unknown, env: ConfigEnv) => env.command === 'serve' && !env.isPreview } : p));

export default defineConfig({
  vite: {
    // No build id: Waku then adds neither its inline `vite:preloadError` listener (a reload on the
    // first chunk that fails, even while the visitor is leaving the page or offline) nor a reload
    // on a payload from another build. The site recovers from a missing chunk itself, part by
    // part (src/components/lazy/ChunkErrorBoundary.tsx, docs/decisions.md#version-skew).
    define: { 'import.meta.env.WAKU_BUILD_ID': JSON.stringify('') },
    environments: {
      client: {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } },
          // A dynamic import preloads nothing (the page's HTML already has what every island
          // shares, and an island's own file is fetched when it is needed), except the lead
          // popup's: its files bring their own imports along, not one after another (docs/performance.md).
          modulePreload: { polyfill: false, resolveDependencies: leadPopupDependencies },
        },
      },
    },
    plugins: [
      // First: on other releases of Waku, its RSC plugin, React, rsc-html-stream or Vite than the
      // ones the patches below were written against, stop (docs/waku-upgrade.md).
      pinnedVersionCheck(),
      rscHtmlTrailer(),
      htmlAllReady(),
      terserClient(),
      v8CompileHints(),
      firstPaintHtml(),
      // The asset store's headers: a year for each file written under /assets/, no-store for any other name.
      assetHeadersFile(),
      // At the end of the build: every patch above applied as registered, or the build fails (scripts/build/patch-registry.ts).
      patchCheck(),
      ...devOnly([
        cloudflare({
          configPath: './wrangler.jsonc',
          config: { main: './src/waku.server.tsx' },
          viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
          persistState: true,
          inspectorPort: false,
        }),
      ]),
    ],
  },
});
