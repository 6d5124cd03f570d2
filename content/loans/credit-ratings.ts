/**
 * Credit ratings a visitor can pick in the repayment calculators, and the assumed nominal annual
 * rate each one sets (0.3 = 30%). SAMPLE VALUES FOR ILLUSTRATION ONLY, not the lender's pricing:
 * replace them with the business's figures before going live. Each must lie within every offering
 * product's bounds (a unit test checks); the default, 30%, is the worked example
 * (docs/calculators.md, "Credit rating (sample rates)").
 */
export type CreditRating = 'excellent' | 'good' | 'fair' | 'limited';

export interface SampleCreditRating {
  readonly id: CreditRating;
  /** Sample nominal annual rate this rating assumes. */
  readonly annualRate: number;
}

/** Best rating first. */
export const SAMPLE_CREDIT_RATINGS: readonly SampleCreditRating[] = [
  { id: 'excellent', annualRate: 0.12 },
  { id: 'good', annualRate: 0.18 },
  { id: 'fair', annualRate: 0.24 },
  // "Limited or not sure": a short or unknown credit history.
  { id: 'limited', annualRate: 0.3 },
];

/** What the calculators start with (30%, the worked example's rate). */
export const DEFAULT_CREDIT_RATING: CreditRating = 'limited';
