/**
 * Each product's bounds (docs/product-rules.md §9), keyed by the loan slug used in routes and lead codes.
 * Every calculator clamps its inputs to this table, so changing a limit here changes the
 * calculator, the UI's slider ranges and the documentation's promises together.
 *
 * Where the product rules give no figure, the choice is marked "assumption" and explained in
 * docs/calculators.md.
 */
import { LOAN_CODES, type LoanSlug } from '../routes/loan-codes';
import { nominalAnnualRate } from './rates';

export type { LoanSlug };

/**
 * Every product slug: the lead-form products plus SME (which has no lead code). Derived from the
 * route module's table so the site has one list of products, not two that can drift apart.
 */
export const LOAN_SLUGS: readonly LoanSlug[] = [...Object.values(LOAN_CODES), 'sme'];

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

type Tenor =
  | { readonly unit: 'months'; readonly min: number; readonly max: number; readonly default: number }
  | { readonly unit: 'days'; readonly min: number; readonly max: number; readonly default: number };

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

function months(min: number, max: number, fallback: number): Tenor {
  return { unit: 'months', min, max, default: fallback };
}

function product(
  slug: LoanSlug,
  maxAmount: number,
  defaultAmount: number,
  tenor: Tenor,
  extra: Partial<Omit<ProductLimits, 'slug' | 'maxAmount' | 'defaultAmount' | 'tenor'>> = {},
): ProductLimits {
  return {
    slug,
    minAmount: GENERAL_MIN_AMOUNT,
    maxAmount,
    defaultAmount,
    tenor,
    minAnnualRate: 0,
    maxAnnualRate: MAX_NOMINAL_ANNUAL_RATE,
    defaultAnnualRate: EXAMPLE_RATE,
    ...extra,
  };
}

export const PRODUCT_LIMITS: Readonly<Record<LoanSlug, ProductLimits>> = {
  // Spec: HK$5,000-3,000,000, 6-60 months, rate from 10%; example HK$10,000 / 12 months / 30%.
  'n-loan': product('n-loan', 3_000_000, 10_000, months(6, 60, 12), { minAnnualRate: 0.1 }),
  // Spec: owner loans up to HK$2,000,000; the loan-to-value ceiling 90% is an assumption.
  'p-loan': product('p-loan', 2_000_000, 500_000, months(6, 60, 60), { maxLoanRatio: 0.9 }),
  'hos-public-housing-loan': product('hos-public-housing-loan', 2_000_000, 300_000, months(6, 60, 60), {
    maxLoanRatio: 0.9,
  }),
  // Spec: debt transfer up to HK$2,000,000 at 20% off the existing rate.
  't-loan': product('t-loan', 2_000_000, 100_000, months(6, 60, 36)),
  // Spec: renovation up to HK$500,000, interest-only for the first 6-12 instalments. The loan is a
  // share of the renovation cost; up to the whole cost is an assumption (no ratio is given).
  'r-loan': product('r-loan', 500_000, 200_000, months(6, 60, 36), { maxLoanRatio: 1 }),
  // Spec: 7x24 up to HK$30,000.
  '7x24-loan': product('7x24-loan', 30_000, 10_000, months(6, 60, 12)),
  // Spec: student consolidation up to HK$100,000, 48 months, example 36% -> 15%.
  's-loan': product('s-loan', 100_000, 50_000, months(6, 48, 48), { defaultAnnualRate: 0.15 }),
  // Spec: solar up to HK$1,000,000, 90% of project cost, 24 periods.
  'l-loan': product('l-loan', 1_000_000, 200_000, months(6, 24, 24), { maxLoanRatio: 0.9 }),
  // Spec: wedding, study, investment up to HK$500,000.
  // The wedding loan is a share of the wedding's cost; up to the whole cost is an assumption.
  'w-loan': product('w-loan', 500_000, 100_000, months(6, 60, 24), { maxLoanRatio: 1 }),
  'u-loan': product('u-loan', 500_000, 100_000, months(6, 60, 36)),
  'i-loan': product('i-loan', 500_000, 100_000, months(6, 60, 24)),
  // Spec: card consolidation up to HK$1,500,000 over 60 months, 10% in the calculator.
  'c-loan': product('c-loan', 1_500_000, 100_000, months(6, 60, 60), { defaultAnnualRate: 0.1 }),
  // Spec: Supreme up to 30 × monthly salary or HK$5,000,000 (lower), 60 months, from 8.9%.
  supreme: product('supreme', 5_000_000, 500_000, months(6, 60, 60), {
    minAnnualRate: 0.089,
    defaultAnnualRate: 0.089,
    salaryMultiple: 30,
  }),
  // Spec: up to 10 × monthly salary; the HK$1,000,000 product cap is an assumption (none given).
  // Interest is daily, so the rate ceiling is the daily-basis equivalent of 36% effective.
  'revolving-loan': product(
    'revolving-loan',
    1_000_000,
    20_000,
    { unit: 'days', min: 1, max: 365, default: 30 },
    { minAmount: 0, salaryMultiple: 10, maxAnnualRate: MAX_DAILY_BASIS_ANNUAL_RATE },
  ),
  // Spec: talent up to HK$2,000,000 or 10 × monthly salary, 120 months.
  'talent-loan': product('talent-loan', 2_000_000, 200_000, months(6, 120, 60), { salaryMultiple: 10 }),
  // Spec: SME HK$100,000-10,000,000, 6-48 instalments, sample 2% a month (24% a year).
  sme: product('sme', 10_000_000, 1_000_000, months(6, 48, 36), {
    minAmount: 100_000,
    defaultAnnualRate: 0.24,
  }),
};

/** Products repaid by monthly instalments (everything except the revolving loan). */
export type InstalmentLoanSlug = Exclude<LoanSlug, 'revolving-loan'>;

/** Slugs from the outside world (URLs, CMS) are checked before indexing the table. */
export function isLoanSlug(value: unknown): value is LoanSlug {
  return typeof value === 'string' && (LOAN_SLUGS as readonly string[]).includes(value);
}
