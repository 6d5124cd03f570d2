/**
 * What one loan product is, words aside: its three keys, the calculators' bounds, which calculator
 * and rate choice its page shows, and the figures its copy names. Each product is a module beside
 * this one, listed in ./index.ts; its words are in content/loans/copy.<locale>.ts.
 */

/** A figure the copy names (`{{max}}`): HK$, a percentage or a plain number (src/server/content/fill.ts formats it). */
export type Fact = { readonly hkd: number } | { readonly pct: number } | { readonly n: number };

export const hkd = (value: number): Fact => ({ hkd: value });
export const pct = (value: number): Fact => ({ pct: value });
export const n = (value: number): Fact => ({ n: value });

export type Tenor =
  | { readonly unit: 'months'; readonly min: number; readonly max: number; readonly default: number }
  | { readonly unit: 'days'; readonly min: number; readonly max: number; readonly default: number };

export const months = (min: number, max: number, fallback: number): Tenor => ({ unit: 'months', min, max, default: fallback });

/** Which calculator the product page shows (src/components/calculators/calculator-kind.ts). */
export type CalculatorKind =
  'standard' | 'property' | 'debt-transfer' | 'card' | 'student' | 'renovation' | 'investment' | 'solar' | 'wedding' | 'study' | 'revolving';

export type LayoutKind = 'default' | 'sme';

/**
 * A product's bounds (docs/product-rules.md §9). What is left out takes the general value
 * (src/shared/calc/limits.ts): the smallest loan HK$5,000, rates from 0 to the 36% ceiling (its daily-basis
 * equivalent for a tenor in days), 30% assumed.
 */
interface LimitsSpec {
  readonly maxAmount: number;
  /** Pre-filled amount when the visitor has not typed one (assumption unless noted). */
  readonly defaultAmount: number;
  readonly tenor: Tenor;
  readonly minAmount?: number;
  /** Nominal annual rate bounds and the pre-filled "assumed rate". */
  readonly minAnnualRate?: number;
  readonly maxAnnualRate?: number;
  readonly defaultAnnualRate?: number;
  /** "Up to N times monthly salary" products; the lower of this and maxAmount applies. */
  readonly salaryMultiple?: number;
  /** Loan-to-value / loan-to-cost ceiling where the product has one. */
  readonly maxLoanRatio?: number;
}

export interface ProductDef {
  /** The lead form's code (docs/product-rules.md §3); null when the form does not offer it (SME). */
  readonly code: number | null;
  /** The page's address, `/loan/<slug>`; the calculators' and the console's key. */
  readonly slug: string;
  /** The route name: the key of the product's copy in every language (`loanNames.<name>`, `pages.<name>`). */
  readonly name: string;
  readonly layout: LayoutKind;
  readonly limits: LimitsSpec;
  readonly calculator: CalculatorKind;
  /**
   * Whether the calculator offers the credit-rating choice: only where its rate is the site's general
   * 30% assumption, so a rating can stand in for it (src/shared/calc/credit-rating.ts).
   */
  readonly creditRated: boolean;
  /**
   * Figures the copy may use (`{{max}}`; other pages `{{<name>_max}}`). Well-known names feed the
   * structured data as well: `min` and `max` (HK$), `rateFrom` (% a year), `minMonths` and `maxMonths`.
   */
  readonly facts: Readonly<Record<string, Fact>>;
}

/** Checks a product's module against ProductDef and keeps its keys' literal types (`'i-loan'`, 12). */
export const defineProduct = <const P extends ProductDef>(product: P): P => product;
