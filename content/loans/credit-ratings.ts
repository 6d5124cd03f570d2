/**
 * Credit ratings a visitor can pick in the repayment calculators, and the assumed annual rate
 * each one sets.
 *
 * SAMPLE VALUES FOR ILLUSTRATION ONLY. They are not the lender's pricing: the rate a customer is
 * offered is decided at approval. The page says so beside the choice ("sample rates for
 * illustration"). Replace them with the business's own figures before going live.
 *
 * Rates are nominal annual rates as fractions (0.3 = 30%), like every calculator input. Each one
 * must lie inside the bounds of every product that offers the choice: from the personal loan's
 * 10% floor up to the legal cap of 36% effective (about 31.15% nominal); a unit test checks it.
 * The last rating, 30%, is the site's general assumed rate and the personal-loan worked example
 * (HK$10,000 over 12 months: HK$975 a month, HK$11,700 in total), so it is the default: a visitor
 * who has not chosen sees the same figures as before the choice existed, and the estimate is the
 * cautious one rather than a rate most applicants would not get.
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
