/**
 * Student debt consolidation (s-loan): replace student debts at a high rate with one loan at a
 * lower rate (docs/product-rules.md: up to HK$100,000, 48 months, example 36% -> 15%).
 *
 * Both sides are equal-instalment loans of the same amount and tenor, priced with the one
 * instalment rule; saved interest = existing total − new total, never below 0. The existing rate
 * is another lender's, so it is bounded by the legal cap, not by this lender's own maximum.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { LEGAL_MAX_NOMINAL_ANNUAL_RATE, PRODUCT_LIMITS } from './limits';
import { amountMonthsRateBounds } from './standard-loan';

/** Spec example: the student's existing debts at 36%. */
export const STUDENT_EXISTING_RATE = 0.36;
/**
 * Highest existing rate accepted: the legal cap (48% effective a year, about 39.85% nominal). No
 * real debt costs more, so a higher rate is refused.
 */
export const MAX_EXTERNAL_ANNUAL_RATE = LEGAL_MAX_NOMINAL_ANNUAL_RATE;

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
  /** Inputs unreadable or out of range: no figure is shown for them (clamp.ts). */
  readonly refused: readonly StudentConsolidationField[];
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
  const { values, clamped, refused } = clampInputs(input, {
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
    refused,
    existing,
    consolidated,
    monthlySaving: Math.max(existing.monthlyInstalment - consolidated.monthlyInstalment, 0),
    savedInterest: Math.max(existing.totalInterest - consolidated.totalInterest, 0),
  };
}
