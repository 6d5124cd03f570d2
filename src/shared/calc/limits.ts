/**
 * Each product's bounds (docs/product-rules.md §9), stated in its module (src/shared/products/), keyed
 * by the loan slug. Every calculator clamps its inputs to this table, so changing a product's limit changes
 * the calculator, the UI's slider ranges and the documentation's promises together.
 *
 * Where the product rules give no figure, the choice is marked "assumption" and explained in
 * docs/calculators.md.
 */
import { PRODUCTS, type LoanSlug } from '../products';
import type { Tenor } from '../products/product';
import { nominalAnnualRate } from './rates';

export type { LoanSlug };

/** Every product slug, in menu order (src/shared/products/index.ts). */
export const LOAN_SLUGS: readonly LoanSlug[] = PRODUCTS.map((p) => p.slug);

/** The lender's own ceiling: effective annual rate 36% (docs/product-rules.md §9, personal loans). */
export const MAX_EFFECTIVE_ANNUAL_RATE = 0.36;

/**
 * The legal cap for any money lender in Hong Kong (Money Lenders Ordinance): an effective annual
 * rate of 48%. A loan the visitor already has (debt transfer, student debts) cannot cost more, so
 * a higher rate, typed or implied by a repayment, is a typo and is refused.
 */
const LEGAL_MAX_EFFECTIVE_ANNUAL_RATE = 0.48;

/** The legal cap as a nominal annual rate (about 39.85%): 12 × (1.48^(1/12) − 1). */
export const LEGAL_MAX_NOMINAL_ANNUAL_RATE = nominalAnnualRate(LEGAL_MAX_EFFECTIVE_ANNUAL_RATE);

/**
 * The same ceiling as a nominal annual rate (about 31.15%), since calculators take nominal
 * rates: 12 × (1.36^(1/12) − 1).
 */
export const MAX_NOMINAL_ANNUAL_RATE = nominalAnnualRate(MAX_EFFECTIVE_ANNUAL_RATE);

/**
 * The same ceiling for interest charged by the day (the revolving loan). A draw repaid after d
 * days costs r × d / 365, which annualises to (1 + r·d/365)^(365/d) − 1. That is highest for a
 * one-day draw, so 365 × (1.36^(1/365) − 1) ≈ 30.75% keeps every draw of 1 to 365 days at or
 * under 36% effective. (The monthly-basis ceiling of 31.15% would put a one-day draw at 36.5%.)
 */
export const MAX_DAILY_BASIS_ANNUAL_RATE = 365 * Math.expm1(Math.log1p(MAX_EFFECTIVE_ANNUAL_RATE) / 365);

/**
 * The smallest share of a cost or property value that can be borrowed: 0% borrows nothing, so it
 * is refused; 1% is the smallest share a visitor can mean.
 */
export const MIN_LOAN_RATIO = 0.01;

export interface ProductLimits {
  readonly slug: LoanSlug;
  readonly minAmount: number;
  readonly maxAmount: number;
  /** Pre-filled amount when the visitor has not typed one (assumption unless noted). */
  readonly defaultAmount: number;
  readonly tenor: Tenor;
  /** Nominal annual rate bounds and the pre-filled "assumed rate". */
  readonly minAnnualRate: number;
  readonly maxAnnualRate: number;
  readonly defaultAnnualRate: number;
  /** "Up to N times monthly salary" products; the lower of this and maxAmount applies. */
  readonly salaryMultiple?: number;
  /** Loan-to-value / loan-to-cost ceiling where the product has one. */
  readonly maxLoanRatio?: number;
}

/** Spec: the general FAQ's smallest personal loan; assumed for every product without its own. */
const GENERAL_MIN_AMOUNT = 5_000;
/** Assumed rate where the product rules give no rate: the personal-loan example's 30%. */
const EXAMPLE_RATE = 0.3;

/**
 * Each product's module states its bounds; what it leaves out takes the general values above. A
 * product charged by the day (the revolving loan) has the daily-basis rate ceiling.
 */
export const PRODUCT_LIMITS = Object.fromEntries(
  PRODUCTS.map(({ slug, limits }): [LoanSlug, ProductLimits] => [
    slug,
    {
      slug,
      minAmount: GENERAL_MIN_AMOUNT,
      minAnnualRate: 0,
      maxAnnualRate: limits.tenor.unit === 'days' ? MAX_DAILY_BASIS_ANNUAL_RATE : MAX_NOMINAL_ANNUAL_RATE,
      defaultAnnualRate: EXAMPLE_RATE,
      ...limits,
    },
  ]),
) as Readonly<Record<LoanSlug, ProductLimits>>;

/** Products repaid by monthly instalments (everything except the revolving loan). */
export type InstalmentLoanSlug = Exclude<LoanSlug, 'revolving-loan'>;

/** Slugs from the outside world (URLs, CMS) are checked before indexing the table. */
export function isLoanSlug(value: unknown): value is LoanSlug {
  return typeof value === 'string' && (LOAN_SLUGS as readonly string[]).includes(value);
}
