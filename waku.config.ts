import { cloudflare } from '@cloudflare/vite-plugin';
import type { PluginOption } from 'vite';
import { defineConfig } from 'waku/config';
import { wakuElementCache } from './scripts/build/waku-element-cache';

/**
 * `waku dev` runs the server entry in workerd through the Cloudflare Vite plugin, so pages and
 * the edge layer see real KV and D1 bindings (Miniflare state under .wrangler/, shared with
 * `npm start`). The plugin is for the dev server only: `waku build` must not see it.
 */
const devOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flat().map((p) => (p && typeof p === 'object' && 'name' in p ? { ...p, apply: 'serve' as const } : p));

export default defineConfig({
  vite: {
    plugins: [
      wakuElementCache(),
      ...devOnly([
        cloudflare({
          configPath: './wrangler.dev.jsonc',
          viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
          persistState: true,
          inspectorPort: false,
        }),
      ]),
    ],
  },
});
