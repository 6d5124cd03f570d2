/**
 * Student debt consolidation (s-loan): replace student debts at a high rate with one loan at a
 * lower rate (docs/product-rules.md: up to HK$100,000, 48 months, example 36% -> 15%).
 *
 * Both sides are equal-instalment loans of the same amount and tenor, priced with the one
 * instalment rule; saved interest = existing total − new total, never below 0. The existing rate
 * is another lender's, so it is bounded only by a sanity ceiling, not by this lender's cap.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { amountMonthsRateBounds } from './standard-loan';

/** Spec example: the student's existing debts at 36%. */
export const STUDENT_EXISTING_RATE = 0.36;
/**
 * Highest existing rate accepted. A sanity bound, well above what a licensed Hong Kong lender may
 * charge (36% effective since 30 December 2022), so real debts are never clamped.
 */
export const MAX_EXTERNAL_ANNUAL_RATE = 0.6;

export interface StudentConsolidationInput {
  readonly amount?: unknown;
  readonly months?: unknown;
  /** Rate of the debts being replaced; default 36%. */
  readonly existingRate?: unknown;
  /** Rate of the consolidation loan; default 15%. */
  readonly annualRate?: unknown;
}

type StudentConsolidationField = 'amount' | 'months' | 'existingRate' | 'annualRate';

interface InstalmentSummary {
  readonly annualRate: number;
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
}

export interface StudentConsolidationResult {
  readonly inputs: Readonly<Record<StudentConsolidationField, number>>;
  readonly clamped: readonly StudentConsolidationField[];
  readonly existing: InstalmentSummary;
  readonly consolidated: InstalmentSummary;
  readonly monthlySaving: number;
  readonly savedInterest: number;
}

function summary(amount: number, annualRate: number, months: number): InstalmentSummary {
  const { monthlyInstalment, finalInstalment, totalRepayment, totalInterest } = calculateInstalment(amount, annualRate, months);
  return { annualRate, monthlyInstalment, finalInstalment, totalRepayment, totalInterest };
}

export function studentDebtConsolidation(input: StudentConsolidationInput = {}): StudentConsolidationResult {
  const bounds = amountMonthsRateBounds(PRODUCT_LIMITS['s-loan']);
  const { values, clamped } = clampInputs(input, {
    amount: bounds.amount,
    months: bounds.months,
    existingRate: { min: 0, max: MAX_EXTERNAL_ANNUAL_RATE, fallback: STUDENT_EXISTING_RATE },
    annualRate: bounds.annualRate,
  });
  const existing = summary(values.amount, values.existingRate, values.months);
  const consolidated = summary(values.amount, values.annualRate, values.months);
  return {
    inputs: values,
    clamped,
    existing,
    consolidated,
    monthlySaving: Math.max(existing.monthlyInstalment - consolidated.monthlyInstalment, 0),
    savedInterest: Math.max(existing.totalInterest - consolidated.totalInterest, 0),
  };
}
