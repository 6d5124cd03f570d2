/**
 * The credit-rating choice: a rating sets the assumed annual rate of the calculators that assume
 * one. The ratings and their rates are sample values kept in content (content/loans/credit-ratings.ts);
 * this module lists the products that offer the choice (their modules say so) and keeps the rate inside the
 * product's bounds.
 */
import { DEFAULT_CREDIT_RATING, SAMPLE_CREDIT_RATINGS, type CreditRating } from '../../../content/loans/credit-ratings';
import { PRODUCTS } from '../products';
import { PRODUCT_LIMITS, type LoanSlug } from './limits';

export type { CreditRating };
export { DEFAULT_CREDIT_RATING, SAMPLE_CREDIT_RATINGS };

/**
 * Products whose calculator rate is the site's general 30% assumption, so a rating can stand in
 * for it (each product's module says `creditRated`, and why not where it does not).
 */
export const CREDIT_RATED_SLUGS: readonly LoanSlug[] = PRODUCTS.filter((p) => p.creditRated).map((p) => p.slug);

export function offersCreditRating(slug: LoanSlug): boolean {
  return CREDIT_RATED_SLUGS.includes(slug);
}

function isCreditRating(value: unknown): value is CreditRating {
  return SAMPLE_CREDIT_RATINGS.some((rating) => rating.id === value);
}

export interface CreditRatingRate {
  /** The rating used (the default when the one given is unknown). */
  readonly rating: CreditRating;
  /** Nominal annual rate it sets, inside the product's bounds. */
  readonly annualRate: number;
  /** 'creditRating' when an unknown rating was given; 'annualRate' when the bounds moved it. */
  readonly clamped: ReadonlyArray<'creditRating' | 'annualRate'>;
}

/**
 * The assumed annual rate for a rating on a product. A missing rating silently takes the default;
 * an unknown one takes it and is reported. The sample rate is clamped to the product's
 * [minimum, maximum] so a future edit of the content cannot put a figure over the legal cap.
 */
export function rateForCreditRating(slug: LoanSlug, rating: unknown): CreditRatingRate {
  const limits = PRODUCT_LIMITS[slug];
  const clamped: Array<'creditRating' | 'annualRate'> = [];
  const known = isCreditRating(rating);
  if (!known && rating !== undefined && rating !== null && rating !== '') clamped.push('creditRating');
  const id = known ? rating : DEFAULT_CREDIT_RATING;
  const sample = SAMPLE_CREDIT_RATINGS.find((entry) => entry.id === id)?.annualRate ?? limits.defaultAnnualRate;
  const annualRate = Math.min(Math.max(sample, limits.minAnnualRate), limits.maxAnnualRate);
  if (annualRate !== sample) clamped.push('annualRate');
  return { rating: id, annualRate, clamped };
}

/**
 * The rating whose sample rate the product uses at this rate, or null when the rate is one the
 * visitor typed themselves (the choice then shows "own rate").
 */
export function creditRatingForRate(slug: LoanSlug, annualRate: number): CreditRating | null {
  const match = SAMPLE_CREDIT_RATINGS.find((entry) => rateForCreditRating(slug, entry.id).annualRate === annualRate);
  return match?.id ?? null;
}
