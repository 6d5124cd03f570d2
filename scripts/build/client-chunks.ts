/**
 * How the browser's code is cut into files: Rolldown's code-splitting groups instead of a file per
 * shared set, so a page preloads one file (docs/performance.md, "Scripts"). `index`
 * is the shell every page hydrates with what it imports; `format`, `products`, `calculator`,
 * `forms` and `contact` hold what the calculators and forms share. A module two groups take goes to the first.
 */
import type { Rolldown } from 'vite';
import { CLIENT_REFERENCE_GROUP } from './waku-internals';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

const SHELL_SOURCES = [
  /[\\/]waku[\\/]dist[\\/]lib[\\/]vite-entries[\\/]entry\.browser\.js$/, // Waku's browser entry, which imports src/waku.client.tsx
  /[\\/]src[\\/]waku\.client\.tsx$/,
  /[\\/]src[\\/]components[\\/](shell|menu)[\\/]/,
  /[\\/]src[\\/]components[\\/]banners[\\/]BannerIslands\.tsx$/,
  /[\\/]src[\\/]components[\\/]lazy[\\/]/, // the deferred islands' wrapper and the table of their imports (not the islands)
  /[\\/]src[\\/]browser[\\/]stores[\\/]/,
  /[\\/]src[\\/]browser[\\/]leads[\\/]track\.ts$/,
];
// The amount and date formatting, which the lead dialog shares with the calculators, the valuation
// result and the office-hours status: a file of its own (about 1 KiB), or the dialog, fetched at
// idle on every page, would bring the calculators' file along.
const FORMATTING = /[\\/]src[\\/]shared[\\/]format\.ts$/;
// The loan products (src/shared/products/) and what is derived from them: the lead dialog, the lead
// form's checks and the calculators all read them, so a file of their own, or the dialog would bring
// the calculators' file along (and in the shell, every page would load every product's figures).
const PRODUCTS = /[\\/]src[\\/]shared[\\/](products[\\/]|routes[\\/]loan-codes\.ts$)/;
const CALCULATORS = /[\\/]src[\\/]components[\\/]calculators[\\/](?!(?!Standard)\w+Calculator\.tsx$)/;
// The time slots go with the forms: the shared lead schema (every form's checks) reads them too,
// and in `contact` they would bring that file to the valuation form's checks.
const FORM_SOURCES =
  /[\\/]src[\\/](components[\\/]lead[\\/](use-checks|use-form-checks|fields|FormEnd|PrivacyNotice)\.tsx?|shared[\\/]leads[\\/]time-slots\.ts)$/;
const CONTACT_SOURCES = /[\\/]src[\\/]components[\\/]lead[\\/](ContactForm|CallbackForm|contact-shared|use-contact-request)\.tsx?$/;

const matchesAny = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));
const isShellSource = matchesAny(SHELL_SOURCES);

type Graph = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * Whether a module is part of what every page loads: a shell source, a reference group that
 * holds one, or a module one of those imports, directly or not (static imports only). Worked out
 * upwards, through the module's importers, once per module.
 */
function shellMembership(): (id: string, graph: Graph) => boolean {
  const known = new Map<string, boolean>();
  const inShell = (id: string, graph: Graph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // a cycle is not a way in
    const info = graph.getModuleInfo(id);
    const found =
      isShellSource(id) ||
      (id.startsWith(CLIENT_REFERENCE_GROUP) && !!info?.importedIds.some(isShellSource)) ||
      !!info?.importers.some((importer) => inShell(importer, graph));
    known.set(id, found);
    return found;
  };
  return inShell;
}

/** The browser build's groups, first match first (`output.codeSplitting.groups`). */
export function clientChunkGroups(): Group[] {
  const inShell = shellMembership();
  const shell: Group = { name: (id, graph) => (inShell(id, graph) ? 'index' : null), priority: 6 };
  const groups: [string, (id: string) => boolean][] = [
    ['format', matchesAny([FORMATTING])],
    ['products', matchesAny([PRODUCTS])],
    ['calculator', matchesAny([CALCULATORS])],
    ['forms', matchesAny([FORM_SOURCES])],
    ['contact', matchesAny([CONTACT_SOURCES])],
  ];
  return [shell, ...groups.map(([name, test], i) => ({ name, test, priority: groups.length - i }))];
}
