/**
 * How the browser's code is cut into files: five groups instead of Rollup's file per shared set,
 * so a page preloads one or two files, not eight or nine (docs/waku-upgrade.md, "client-chunks").
 * `index`: the entry with everything every page hydrates (a module the shell imports belongs here,
 * even when a calculator or form shares it); `calculator`: what the calculators share and the
 * standard one; `format`: the formatting they share with the lead dialog; `forms`: what every form
 * hydrates with; `contact`: the contact forms and what they share with the lead form.
 */

import { markApplied, patchRegistry, registerPatch } from './patch-registry';
import { BROWSER_ENTRY_MODULE, CLIENT_ENVIRONMENT, CLIENT_REFERENCE_GROUP } from './waku-internals';

/** The groups below: each one is given modules, in the browser build (the only one manualChunks is set for). */
const GROUPS = ['index', 'calculator', 'format', 'forms', 'contact'] as const;
const CHUNKS = registerPatch('client-chunks', {
  package: 'vite',
  file: 'the browser build (environments.client…manualChunks)',
  expected: { client: GROUPS.length },
});

/** What Rollup's manualChunks is told about the module graph. */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const SHELL_SOURCES = [
  BROWSER_ENTRY_MODULE, // Waku's browser entry, which imports src/client-entry.tsx
  /\/src\/components\/(shell|menu)\//,
  /\/src\/components\/banners\/BannerIslands\.tsx$/,
  /\/src\/components\/lazy\//, // the deferred islands' wrapper and the table of their imports (not the islands)
  /\/src\/browser\/stores\//,
  /\/src\/browser\/leads\/track\.ts$/,
];
// Modules the calculators share with code loaded on demand (the lead dialog and form): in a
// calculator's file they would bring that whole file to the dialog's first open on every page.
const SHARED_WITH_LAZY_CODE = [/\/src\/shared\/routes\/loan-codes\.ts$/];
// The amount and date formatting, which the lead dialog shares with the calculators, the valuation
// result and the office-hours status: a file of its own (about 1 KiB), or the dialog, fetched at
// idle on every page, would bring the calculators' file along.
const FORMATTING = /\/src\/shared\/format\.ts$/;
const CALCULATORS = /\/src\/components\/calculators\//;
const ONE_PRODUCTS_CALCULATOR = /\/(?!Standard)\w+Calculator\.tsx$/;
// The time slots go with the forms: the shared lead schema (every form's checks) reads them too,
// and in `contact` they would bring that file to the valuation form's checks.
const FORM_SOURCES = /\/src\/(components\/lead\/(use-checks|use-form-checks|fields|FormEnd|PrivacyNotice)\.tsx?|shared\/leads\/time-slots\.ts)$/;
const CONTACT_SOURCES = /\/src\/components\/lead\/(ContactForm|CallbackForm|contact-shared|use-contact-request)\.tsx?$/;

/** Whether an output chunk holds client components (one of the RSC plugin's reference groups). */
export const holdsClientReferences = (chunk: { moduleIds: readonly string[] }): boolean => chunk.moduleIds.some((id) => id.startsWith(CLIENT_REFERENCE_GROUP));

export function clientChunks() {
  let shell: Set<string> | undefined;
  const used = new Set<string>();

  // What every page loads: the shell's sources, the group of references holding its islands, and
  // everything they import statically. Worked out once, from the whole graph.
  const shellOf = (graph: ModuleGraph): Set<string> => {
    if (shell) return shell;
    const isShellSource = (id: string) => SHELL_SOURCES.some((source) => source.test(id));
    const found = new Set<string>();
    const queue = [...graph.getModuleIds()].filter(
      (id) => isShellSource(id) || (id.startsWith(CLIENT_REFERENCE_GROUP) && !!graph.getModuleInfo(id)?.importedIds.some(isShellSource)),
    );
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    shell = found;
    return found;
  };

  const chunkOf = (id: string, graph: ModuleGraph): string | undefined => {
    if (shellOf(graph).has(id) || SHARED_WITH_LAZY_CODE.some((source) => source.test(id))) return 'index';
    if (FORMATTING.test(id)) return 'format';
    if (CALCULATORS.test(id) && !ONE_PRODUCTS_CALCULATOR.test(id)) return 'calculator';
    if (FORM_SOURCES.test(id)) return 'forms';
    if (CONTACT_SOURCES.test(id)) return 'contact';
    // A group of references goes where its components go; a file of its own would be one more
    // request that only re-exports them.
    if (id.startsWith(CLIENT_REFERENCE_GROUP)) {
      const chunks = new Set(graph.getModuleInfo(id)?.importedIds.map((dep) => chunkOf(dep, graph)));
      if (chunks.size === 1) return [...chunks][0];
    }
    return undefined;
  };
  // Rollup calls manualChunks in the browser build only (waku.config.ts sets it for that environment).
  return (id: string, graph: ModuleGraph): string | undefined => {
    // The bundler no longer hands manualChunks the module graph (Rolldown's chunk groups replace it).
    if (typeof graph?.getModuleIds !== 'function') {
      const gone = () => {
        throw new Error("manualChunks is not given the module graph (getModuleIds): cut the chunks with the bundler's own chunk groups");
      };
      return patchRegistry.apply(CHUNKS, CLIENT_ENVIRONMENT, gone, undefined);
    }
    const group = chunkOf(id, graph);
    if (group && !used.has(group)) {
      used.add(group);
      markApplied(CHUNKS, CLIENT_ENVIRONMENT);
    }
    return group;
  };
}
