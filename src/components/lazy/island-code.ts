/**
 * The islands that hydrate when they are needed rather than with the page, and where each one's
 * code is: behind a dynamic import, so it is a file of its own (or its group's,
 * scripts/build/client-chunks.ts) that the page neither loads nor preloads. A page places one with
 * `<Island name="…" props={…}>` (./Island.tsx); ./IslandCode.tsx imports it when it is needed.
 * No island of the layout is here: React holds every client-side navigation while one is left
 * unhydrated (docs/architecture.md, "What loads when").
 */
import type { ComponentType } from 'react';

export const ISLAND_CODE = {
  StandardCalculator: () => import('../calculators/StandardCalculator'),
  PropertyOwnerCalculator: () => import('../calculators/PropertyOwnerCalculator'),
  DebtTransferCalculator: () => import('../calculators/DebtTransferCalculator'),
  CardCalculator: () => import('../calculators/CardCalculator'),
  StudentCalculator: () => import('../calculators/StudentCalculator'),
  RenovationCalculator: () => import('../calculators/RenovationCalculator'),
  InvestmentCalculator: () => import('../calculators/InvestmentCalculator'),
  ProjectCostCalculator: () => import('../calculators/ProjectCostCalculator'),
  StudyCalculator: () => import('../calculators/StudyCalculator'),
  RevolvingCalculator: () => import('../calculators/RevolvingCalculator'),
  ValuationForm: () => import('../valuation/ValuationForm'),
  ValuationResult: () => import('../valuation/ValuationResult'),
  CreditReportFlow: () => import('../credit-report/CreditReportFlow'),
  TagCheck: () => import('../tag-check/TagCheck'),
  ContactForm: () => import('../lead/ContactForm'),
  CallbackForm: () => import('../lead/CallbackForm'),
  OfficeHoursStatus: () => import('../content/contact/OfficeHoursStatus'),
};

export type DeferredIsland = keyof typeof ISLAND_CODE;

/** The island's component: its module's export of the island's name. */
type IslandComponent<N extends DeferredIsland> = Awaited<ReturnType<(typeof ISLAND_CODE)[N]>> extends Record<N, infer C> ? C : never;

/** What the island's component takes: what the page passes it from the server. */
export type IslandProps<N extends DeferredIsland> = IslandComponent<N> extends ComponentType<infer P> ? P & object : never;
