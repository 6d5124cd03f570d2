/**
 * The client components that hydrate when they are needed rather than with the page, by their
 * module's file name: the build delays their client references and leaves them out of the page's
 * preloads (scripts/build/deferred-islands.ts), the page wraps each in `<Island name="…">`.
 * No island of the layout is here: React holds every client-side navigation while one is left
 * unhydrated (docs/architecture.md, "Pages").
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
