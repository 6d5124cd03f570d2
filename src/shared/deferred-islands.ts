/**
 * The client components that hydrate when they are needed rather than with the page: each one's
 * code is fetched when its part of the page comes near the screen or is touched, clicked or
 * focused first (src/browser/hydration/island-trigger.ts). Until then the visitor sees the
 * server-rendered HTML, which already shows what the island will show.
 *
 * A name here is the file name of the component's module (`StandardCalculator` for
 * src/components/calculators/StandardCalculator.tsx): the build (scripts/build/deferred-islands.ts)
 * delays those modules' client references and leaves them out of the page's preloads, and the page
 * wraps each use in `<Island name="…">` (src/components/lazy/Island.tsx), which gives React a
 * Suspense boundary to keep the HTML in and the trigger an element to watch.
 *
 * What stays out: the shell's islands (the menus, the lead button, the footer's WeChat button),
 * which a visitor may use at once and whose code is a few hundred bytes each. An island of the
 * layout must hydrate with the page: while one is left unhydrated, React holds every client-side
 * navigation until its code has come (the router's context changes above it, and React will not
 * commit a transition that updates server HTML it has not hydrated).
 */
export const DEFERRED_ISLANDS = [
  'StandardCalculator',
  'PropertyOwnerCalculator',
  'DebtTransferCalculator',
  'CardCalculator',
  'StudentCalculator',
  'RenovationCalculator',
  'InvestmentCalculator',
  'ProjectCostCalculator',
  'StudyCalculator',
  'RevolvingCalculator',
  'ValuationForm',
  'ValuationResult',
  'CreditReportFlow',
  'TagCheck',
  'ContactForm',
  'CallbackForm',
  'OfficeHoursStatus',
] as const;

export type DeferredIsland = (typeof DEFERRED_ISLANDS)[number];

/** The island a module is, from its path, or null for a module that hydrates with the page. */
export function deferredIslandOf(modulePath: string): DeferredIsland | null {
  const base = /([^/\\]+)\.[cm]?[jt]sx?$/.exec(modulePath)?.[1];
  return (DEFERRED_ISLANDS as readonly string[]).includes(base ?? '') ? (base as DeferredIsland) : null;
}
