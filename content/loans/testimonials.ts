import type { LoanName } from '../types';

/**
 * The numbers of the customer comments. They are ILLUSTRATIVE cases, not real customers, and the
 * pages say so. Each monthly payment is the equal instalment that repays `amount` over `months` at
 * the nominal annual rate `ratePct` (monthly rate = ratePct / 12), rounded to the dollar; each rate
 * lies within its product's range and keeps the effective annual rate at or below 36%.
 * tests/unit/content.test.ts checks all of that. The words are in the product copy under the same id.
 */
export type TestimonialFigures =
  | {
      readonly id: string;
      readonly loan: LoanName;
      readonly kind: 'instalment';
      readonly amount: number;
      readonly months: number;
      readonly ratePct: number;
      readonly monthly: number;
    }
  /** The revolving loan: interest = drawn amount x annual rate / 365 x days (docs/product-rules.md §9). */
  | {
      readonly id: string;
      readonly loan: LoanName;
      readonly kind: 'daily';
      readonly amount: number;
      readonly days: number;
      readonly ratePct: number;
      readonly interest: number;
    };

const inst = (id: string, loan: LoanName, amount: number, months: number, ratePct: number, monthly: number): TestimonialFigures => ({
  id,
  loan,
  kind: 'instalment',
  amount,
  months,
  ratePct,
  monthly,
});

export const TESTIMONIALS: readonly TestimonialFigures[] = [
  inst('n-renovate-flat', 'nLoan', 50_000, 24, 18, 2_496),
  inst('n-example', 'nLoan', 10_000, 12, 30, 975),
  inst('x-vet-bill', 'loan7x24', 20_000, 12, 30, 1_950),
  inst('x-laptop', 'loan7x24', 8_000, 6, 30, 1_452),
  inst('s-nurse', 'supreme', 600_000, 60, 8.9, 12_426),
  inst('s-engineer', 'supreme', 300_000, 36, 10.5, 9_751),
  inst('p-family', 'pLoan', 800_000, 60, 12, 17_796),
  inst('p-shop', 'pLoan', 300_000, 36, 15, 10_400),
  inst('h-hos-owner', 'hosLoan', 400_000, 48, 14, 10_931),
  inst('h-public-owner', 'hosLoan', 150_000, 24, 16, 7_344),
  inst('t-three-loans', 'tLoan', 120_000, 36, 28.8, 5_016),
  inst('t-rate-cut', 'tLoan', 60_000, 24, 24, 3_172),
  inst('c-four-cards', 'cLoan', 150_000, 60, 12, 3_337),
  inst('c-min-payment', 'cLoan', 80_000, 36, 16, 2_813),
  { id: 'r-stock', loan: 'revolvingLoan', kind: 'daily', amount: 20_000, days: 30, ratePct: 30, interest: 493 },
  { id: 'r-payroll', loan: 'revolvingLoan', kind: 'daily', amount: 50_000, days: 14, ratePct: 24, interest: 460 },
  inst('tl-new-arrival', 'talentLoan', 300_000, 60, 14, 6_980),
  inst('tl-family-move', 'talentLoan', 500_000, 120, 12, 7_174),
  inst('st-graduate', 'sLoan', 60_000, 48, 15, 1_670),
  inst('st-part-time', 'sLoan', 30_000, 36, 15, 1_040),
  inst('u-degree', 'uLoan', 120_000, 36, 16, 4_219),
  inst('u-driving', 'uLoan', 15_000, 12, 20, 1_390),
  inst('w-banquet', 'wLoan', 200_000, 36, 14, 6_836),
  inst('w-photos', 'wLoan', 80_000, 24, 18, 3_994),
  inst('re-new-home', 'rLoan', 250_000, 48, 15, 6_958),
  inst('re-kitchen', 'rLoan', 100_000, 24, 18, 4_992),
  inst('i-opportunity', 'iLoan', 200_000, 24, 16, 9_793),
  inst('i-short', 'iLoan', 80_000, 12, 20, 7_411),
  inst('l-village-house', 'lLoan', 360_000, 24, 12, 16_946),
  inst('l-rooftop', 'lLoan', 180_000, 18, 14, 11_145),
  inst('m-trading', 'sme', 1_000_000, 36, 24, 39_233),
  inst('m-restaurant', 'sme', 500_000, 24, 24, 26_436),
];

export const testimonialById: ReadonlyMap<string, TestimonialFigures> = new Map(TESTIMONIALS.map((t) => [t.id, t]));
