/**
 * Solar loan (l-loan): finance part of a solar installation (docs/product-rules.md: up to 90% of the project
 * cost, up to HK$1,000,000, up to 24 periods). The loan is the project cost × loan ratio, rounded
 * down and clamped to the product's bounds (project-cost.ts); the visitor pays the rest.
 */
import { projectCostLoan, type ProjectCostLoanInput, type ProjectCostLoanResult } from './project-cost';

export type SolarInput = ProjectCostLoanInput;
export type SolarResult = ProjectCostLoanResult;

export function solarLoan(input: SolarInput = {}): SolarResult {
  return projectCostLoan('l-loan', input);
}
