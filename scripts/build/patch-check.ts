/**
 * The end of `waku build`: every registered patch applied as often, and where, it was registered
 * to (./patch-registry.ts), or the build fails listing the ones that did not.
 *
 * The modules below register their patches when imported. They are imported here, not only by
 * waku.config.ts: a patch whose plugin is taken out of the config is still expected, and its
 * absence fails the build.
 */
import type { Plugin } from 'vite';
import './first-paint-html';
import './html-all-ready';
import './rsc-html-trailer';
import './terser-client';
import './v8-compile-hints';
import { patchRegistry, type PatchRegistry } from './patch-registry';
import { PATCH_CHECK_PLUGIN as NAME } from './waku-internals';

/**
 * The check, as the last `buildApp` hook of the build: after every environment is built and after
 * the steps that rewrite the prerendered pages (`buildApp` hooks ordered `post` too). Vite runs the
 * plugins with `enforce: 'post'` after the others, wherever waku.config.ts lists them; the build
 * stops at once should another such plugin's `buildApp` come after this one.
 */
export function patchCheck(registry: PatchRegistry = patchRegistry): Plugin {
  return {
    name: NAME,
    apply: 'build',
    enforce: 'post',
    config() {
      registry.reset();
    },
    configResolved(config) {
      const last = config.getSortedPlugins('buildApp').at(-1);
      if (last?.name !== NAME) {
        throw new Error(`${NAME} must be the last buildApp hook of the build, after ${last?.name ?? 'none'}: put patchCheck() last in waku.config.ts.`);
      }
    },
    // Which stages the build got to, for a rehearsal's report (a build that stops early reaches fewer).
    buildStart() {
      registry.reach(this.environment.name);
    },
    writeBundle() {
      registry.finish(this.environment.name);
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        registry.reach('app');
        registry.finish('app');
        // A rehearsal reports every patch (patch-registry.ts) rather than stopping here.
        if (registry.rehearsal) return;
        registry.check();
        builder.config.logger.info(`patch-check: ${registry.names().length} build patches applied as registered (scripts/build/patch-registry.ts)`);
      },
    },
  };
}
