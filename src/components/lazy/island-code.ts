/**
 * The islands that hydrate when they are needed rather than with the page, and where each one's
 * code is: behind a dynamic import, so it is a file of its own (or its group's,
 * scripts/build/client-chunks.ts) that the page neither loads nor preloads. A page places one with
 * `<Island name="…" props={…}>` (./Island.tsx); ./IslandCode.tsx imports it when it is needed.
 * No island of the layout is here: React holds every client-side navigation while one is left
 * unhydrated (docs/architecture.md, "What loads when").
 */
import type { ComponentProps } from 'react';

export const ISLAND_CODE = {
  StandardCalculator: () => import('../calculators/StandardCalculator').then((m) => m.StandardCalculator),
  PropertyOwnerCalculator: () => import('../calculators/PropertyOwnerCalculator').then((m) => m.PropertyOwnerCalculator),
  DebtTransferCalculator: () => import('../calculators/DebtTransferCalculator').then((m) => m.DebtTransferCalculator),
  CardCalculator: () => import('../calculators/CardCalculator').then((m) => m.CardCalculator),
  StudentCalculator: () => import('../calculators/StudentCalculator').then((m) => m.StudentCalculator),
  RenovationCalculator: () => import('../calculators/RenovationCalculator').then((m) => m.RenovationCalculator),
  InvestmentCalculator: () => import('../calculators/InvestmentCalculator').then((m) => m.InvestmentCalculator),
  ProjectCostCalculator: () => import('../calculators/ProjectCostCalculator').then((m) => m.ProjectCostCalculator),
  StudyCalculator: () => import('../calculators/StudyCalculator').then((m) => m.StudyCalculator),
  RevolvingCalculator: () => import('../calculators/RevolvingCalculator').then((m) => m.RevolvingCalculator),
  ValuationForm: () => import('../valuation/ValuationForm').then((m) => m.ValuationForm),
  ValuationResult: () => import('../valuation/ValuationResult').then((m) => m.ValuationResult),
  CreditReportFlow: () => import('../credit-report/CreditReportFlow').then((m) => m.CreditReportFlow),
  TagCheck: () => import('../tag-check/TagCheck').then((m) => m.TagCheck),
  ContactForm: () => import('../lead/ContactForm').then((m) => m.ContactForm),
  CallbackForm: () => import('../lead/CallbackForm').then((m) => m.CallbackForm),
  OfficeHoursStatus: () => import('../content/contact/OfficeHoursStatus').then((m) => m.OfficeHoursStatus),
};

export type DeferredIsland = keyof typeof ISLAND_CODE;

/** What the island's component takes: what the page passes it from the server. */
export type IslandProps<N extends DeferredIsland> = ComponentProps<Awaited<ReturnType<(typeof ISLAND_CODE)[N]>>>;
