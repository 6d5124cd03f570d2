/**
 * Vite plugin: `//# allFunctionsCalledOnLoad` on the first line of the chunks a page loads to
 * hydrate, so V8 compiles them whole on its streaming thread instead of function by function in
 * hydration's long tasks (https://v8.dev/blog/explicit-compile-hints; docs/waku-upgrade.md,
 * "v8-compile-hints"). Added after minification, which drops comments. Chunks imported on demand
 * (the lead dialog, the banner views, the form checks) stay lazy: most visitors never run them.
 */
import type { Plugin } from 'vite';
import { markApplied, registerPatch } from './patch-registry';
import { CLIENT_ENVIRONMENT, CLIENT_REFERENCE_GROUP } from './waku-internals';

/**
 * Once per browser build, counted when the files are written with the hint still on line 1: a
 * plugin after this one in generateBundle (Terser, ./terser-client.ts, drops comments) would take it off.
 */
const PATCH = registerPatch('v8-compile-hints', { package: 'vite', file: "the browser build's hydration chunks (generateBundle)", expected: { client: 1 } });

/** Whether an output chunk holds client components (one of the RSC plugin's reference groups). */
const holdsClientReferences = (chunk: { moduleIds: readonly string[] }): boolean => chunk.moduleIds.some((id) => id.startsWith(CLIENT_REFERENCE_GROUP));

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What generateBundle knows of a chunk that matters here. */
export interface ChunkLinks {
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * File names of the chunks loaded to hydrate: entries, chunks holding client references, and
 * static imports of both. Not the entry's other dynamic imports: since the shell's islands share
 * the entry's file (./client-chunks.ts), those are the islands' own lazy imports.
 */
export function chunksLoadedToHydrate(chunks: Record<string, ChunkLinks>): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks[name];
    if (!chunk || loaded.has(name)) return;
    loaded.add(name);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const [name, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry || holdsClientReferences(chunk)) visit(name);
  }
  return loaded;
}

export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export function v8CompileHints(): Plugin {
  const hinted = new Set<string>();
  return {
    name: `hk-lender:${PATCH}`,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    // After Vite's own generateBundle, which puts the preload map (`const __vite__mapDeps`) on top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, ChunkLinks> = {};
        for (const [name, file] of Object.entries(bundle)) {
          if (file.type === 'chunk') chunks[name] = file;
        }
        hinted.clear();
        for (const name of chunksLoadedToHydrate(chunks)) {
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = withCompileHint(chunk.code);
          hinted.add(name);
        }
      },
    },
    writeBundle(_options, bundle) {
      const lost = [...hinted].filter((name) => {
        const chunk = bundle[name];
        return chunk?.type !== 'chunk' || !chunk.code.startsWith(COMPILE_HINT);
      });
      if (lost.length) {
        throw new Error(
          `v8-compile-hints: ${lost.length} of ${hinted.size} chunks lost the compile hint after it was added (${lost.slice(0, 3).join(', ')}): ` +
            'a generateBundle hook that runs after this plugin rewrote them; keep v8CompileHints() after terserClient() in waku.config.ts.',
        );
      }
      if (hinted.size) markApplied(PATCH, this.environment.name);
    },
  };
}
