/**
 * How the browser's code is cut into files: five groups of Rolldown's code splitting instead of a
 * file per shared set, so a page preloads one or two files, not eight or nine (docs/performance.md,
 * "Files and connections"). Each group takes the modules its test matches and, with them, what they
 * import; a module two groups match goes to the one listed first.
 * `index`: the shell every page hydrates (a module the shell imports belongs here, even when a
 * calculator or form shares it); `format`: the formatting the calculators share with the lead
 * dialog; `calculator`: what the calculators share and the standard one; `forms`: what every form
 * hydrates with; `contact`: the contact forms and what they share with the lead form.
 */
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

const SHELL_SOURCES = [
  /[\\/]waku[\\/]dist[\\/]lib[\\/]vite-entries[\\/]entry\.browser\.js$/, // Waku's browser entry, which imports src/waku.client.tsx
  /[\\/]src[\\/]waku\.client\.tsx$/,
  /[\\/]src[\\/]components[\\/](shell|menu)[\\/]/,
  /[\\/]src[\\/]components[\\/]banners[\\/]BannerIslands\.tsx$/,
  /[\\/]src[\\/]components[\\/]lazy[\\/]/, // the deferred islands' wrapper and the table of their imports (not the islands)
  /[\\/]src[\\/]browser[\\/]stores[\\/]/,
  /[\\/]src[\\/]browser[\\/]leads[\\/]track\.ts$/,
  // Shared with code loaded on demand (the lead dialog and form): in a calculator's file it would
  // bring that whole file to the dialog's first open on every page.
  /[\\/]src[\\/]shared[\\/]routes[\\/]loan-codes\.ts$/,
];
// The amount and date formatting, which the lead dialog shares with the calculators, the valuation
// result and the office-hours status: a file of its own (about 1 KiB), or the dialog, fetched at
// idle on every page, would bring the calculators' file along.
const FORMATTING = /[\\/]src[\\/]shared[\\/]format\.ts$/;
const CALCULATORS = /[\\/]src[\\/]components[\\/]calculators[\\/](?!(?!Standard)\w+Calculator\.tsx$)/;
// The time slots go with the forms: the shared lead schema (every form's checks) reads them too,
// and in `contact` they would bring that file to the valuation form's checks.
const FORM_SOURCES = /[\\/]src[\\/](components[\\/]lead[\\/](use-checks|use-form-checks|fields|FormEnd|PrivacyNotice)\.tsx?|shared[\\/]leads[\\/]time-slots\.ts)$/;
const CONTACT_SOURCES = /[\\/]src[\\/]components[\\/]lead[\\/](ContactForm|CallbackForm|contact-shared|use-contact-request)\.tsx?$/;

const matchesAny = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/** The browser build's groups, first match first (`output.codeSplitting.groups`). */
export function clientChunkGroups(): Group[] {
  const groups: [string, (id: string) => boolean][] = [
    ['index', matchesAny(SHELL_SOURCES)],
    ['format', matchesAny([FORMATTING])],
    ['calculator', matchesAny([CALCULATORS])],
    ['forms', matchesAny([FORM_SOURCES])],
    ['contact', matchesAny([CONTACT_SOURCES])],
  ];
  return groups.map(([name, test], i) => ({ name, test, priority: groups.length - i }));
}
