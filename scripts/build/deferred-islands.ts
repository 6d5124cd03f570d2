/**
 * Islands that hydrate when needed (src/shared/deferred-islands.ts), in the build: the browser's
 * client reference map waits until the island is needed before importing its chunk (React's RSC
 * client calls the loader as soon as it reads the reference), and the assets manifest preloads
 * for it only what the browser entry preloads anyway. Both read the RSC plugin's reference table,
 * which the server build fills before the browser build runs (docs/waku-upgrade.md, "deferred-island-loaders").
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { DEFERRED_ISLANDS, deferredIslandOf } from '../../src/shared/deferred-islands';
import { markApplied, registerPatch } from './patch-registry';
import { ASSETS_MANIFEST, CLIENT_ENVIRONMENT, CLIENT_REFERENCES_MODULE } from './waku-internals';

/**
 * Each deferred island's loader delayed in the browser's reference map, and its preloads cut in the
 * manifest: once per island of src/shared/deferred-islands.ts, in the browser build. An island on
 * that list that is no client reference (a renamed component) fails the build.
 */
const LOADERS = registerPatch('deferred-island-loaders', {
  package: '@vitejs/plugin-rsc',
  file: 'virtual:vite-rsc/client-references (generated)',
  expected: { client: DEFERRED_ISLANDS.length },
});
const PRELOADS = registerPatch('deferred-island-preloads', {
  package: '@vitejs/plugin-rsc',
  file: ASSETS_MANIFEST,
  expected: { client: DEFERRED_ISLANDS.length },
});

interface ReferenceMeta {
  referenceKey: string;
  importId: string;
}
interface AssetDeps {
  js: string[];
  css: string[];
}
interface RscManager {
  clientReferenceMetaMap: Record<string, ReferenceMeta>;
  buildAssetsManifest?: { clientEntryDeps?: AssetDeps; clientReferenceDeps: Record<string, AssetDeps> };
}

const TRIGGER_MODULE = '/src/browser/hydration/island-trigger.ts';

function managerOf(config: ResolvedConfig): RscManager {
  const api = config.plugins.find((p) => p.name === 'rsc:minimal')?.api as { manager?: RscManager } | undefined;
  if (!api?.manager)
    throw new Error('deferred-islands: the RSC plugin (rsc:minimal) has no manager; check scripts/build/waku-internals.ts against this Waku release');
  return api.manager;
}

/** The deferred islands among the client references: reference key to island name. */
export function deferredReferences(metas: Iterable<ReferenceMeta>): Map<string, string> {
  const found = new Map<string, string>();
  for (const meta of metas) {
    const island = deferredIslandOf(meta.importId);
    if (island) found.set(meta.referenceKey, island);
  }
  return found;
}

/**
 * The reference map's source with each deferred island's loader waiting for the island first.
 * Throws when a deferred reference's loader is not found (the RSC plugin changed its output).
 */
export function delayLoaders(code: string, deferred: Map<string, string>): string {
  let out = code;
  for (const [key, island] of deferred) {
    const loader = `${JSON.stringify(key)}: async () => {`;
    if (!out.includes(loader)) throw new Error(`deferred-islands: no loader for the client reference ${key} (${island}) in the reference map`);
    out = out.replace(loader, `${loader}\n await __whenIslandNeeded(${JSON.stringify(island)});`);
  }
  return deferred.size ? `import { whenIslandNeeded as __whenIslandNeeded } from ${JSON.stringify(TRIGGER_MODULE)};\n${out}` : out;
}

export function deferredIslands(): Plugin {
  let manager: RscManager;
  return {
    name: 'hk-lender:deferred-islands',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    configResolved(config) {
      manager = managerOf(config);
    },
    // No hook filter: Vite's id filters do not match a virtual module's \0 id.
    transform(code, id) {
      if (id !== CLIENT_REFERENCES_MODULE) return;
      const deferred = deferredReferences(Object.values(manager.clientReferenceMetaMap));
      const out = delayLoaders(code, deferred);
      markApplied(LOADERS, this.environment.name, deferred.size);
      return { code: out, map: null };
    },
    // The RSC plugin fills the manifest's table of preloads in its generateBundle and writes the
    // file once every environment is built: in between, the table is there to change.
    writeBundle: {
      handler() {
        const manifest = manager.buildAssetsManifest;
        if (!manifest) throw new Error('deferred-islands: the RSC plugin wrote no assets manifest');
        const entry = manifest.clientEntryDeps?.js ?? [];
        for (const key of deferredReferences(Object.values(manager.clientReferenceMetaMap)).keys()) {
          const deps = manifest.clientReferenceDeps[key];
          if (!deps) continue;
          manifest.clientReferenceDeps[key] = { js: [...entry], css: deps.css };
          markApplied(PRELOADS, this.environment.name);
        }
      },
    },
  };
}
