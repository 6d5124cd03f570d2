/**
 * Debt transfer (t-loan): move an existing loan here at 20% off its rate. The rate paid today is
 * solved from the amount, repayment and months left; 20% comes off the nominal annual rate
 * (docs/product-rules.md: 36% -> 28.8%); a new loan of the same amount and months is priced with the
 * usual instalment rule. Saved interest = repayment × months − the new total, never below 0.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { effectiveAnnualRate, solveMonthlyRate } from './rates';
import { amountMonthsRateBounds } from './standard-loan';

/** Spec: "20% off the existing rate". */
const DEBT_TRANSFER_DISCOUNT = 0.2;

/**
 * What the widget shows before the visitor types: the original site's 36% loan. HK$100,000 with 48 months
 * left at 36% a year (3% a month) is billed 3,958 a month (exactly 3,958.36), whose rate rounds
 * to 36.00% and becomes 28.80% here, so the first thing a visitor sees matches the original site's words.
 */
export const DEBT_TRANSFER_EXAMPLE = {
  existingAmount: 100_000,
  existingMonthlyRepayment: 3_958,
  remainingMonths: 48,
} as const;

export interface DebtTransferInput {
  /** Outstanding principal of the existing loan, HK$. */
  readonly existingAmount?: unknown;
  /** What the visitor repays each month today, HK$. */
  readonly existingMonthlyRepayment?: unknown;
  readonly remainingMonths?: unknown;
}

type DebtTransferField = 'existingAmount' | 'existingMonthlyRepayment' | 'remainingMonths';

export interface DebtTransferResult {
  readonly inputs: Readonly<Record<DebtTransferField, number>>;
  readonly clamped: readonly DebtTransferField[];
  /** Rate implied by the existing repayments; 0 if they do not even cover the amount. */
  readonly existingMonthlyRate: number;
  readonly existingNominalAnnualRate: number;
  readonly existingEffectiveAnnualRate: number;
  /** "Better rate after 20% off", nominal, capped at the lender's legal maximum. */
  readonly newNominalAnnualRate: number;
  readonly newEffectiveAnnualRate: number;
  readonly existingTotalRepayment: number;
  readonly existingTotalInterest: number;
  readonly newMonthlyInstalment: number;
  readonly newTotalRepayment: number;
  readonly newTotalInterest: number;
  readonly monthlySaving: number;
  readonly savedInterest: number;
}

/** The nominal rate after the discount, never above the lender's maximum. */
export function transferRate(existingNominalAnnualRate: number): number {
  const existing = Number.isFinite(existingNominalAnnualRate) ? Math.max(existingNominalAnnualRate, 0) : 0;
  return Math.min(existing * (1 - DEBT_TRANSFER_DISCOUNT), PRODUCT_LIMITS['t-loan'].maxAnnualRate);
}

export function debtTransfer(input: DebtTransferInput = {}): DebtTransferResult {
  const limits = PRODUCT_LIMITS['t-loan'];
  const bounds = amountMonthsRateBounds(limits);
  const { values, clamped } = clampInputs(input, {
    existingAmount: bounds.amount,
    // No repayment can exceed the whole outstanding amount; above that the input is a typo.
    existingMonthlyRepayment: { min: 0, max: limits.maxAmount, fallback: 0, whole: true },
    remainingMonths: bounds.months,
  });
  const amount = values.existingAmount;
  const months = values.remainingMonths;
  let repayment = values.existingMonthlyRepayment;
  if (repayment > amount) {
    repayment = amount;
    if (!clamped.includes('existingMonthlyRepayment')) clamped.push('existingMonthlyRepayment');
  }

  const existingMonthlyRate = solveMonthlyRate(amount, repayment, months);
  const existingNominalAnnualRate = existingMonthlyRate * 12;
  const newNominalAnnualRate = transferRate(existingNominalAnnualRate);
  const offer = calculateInstalment(amount, newNominalAnnualRate, months);
  const existingTotalRepayment = repayment * months;

  return {
    inputs: { existingAmount: amount, existingMonthlyRepayment: repayment, remainingMonths: months },
    clamped,
    existingMonthlyRate,
    existingNominalAnnualRate,
    existingEffectiveAnnualRate: effectiveAnnualRate(existingNominalAnnualRate),
    newNominalAnnualRate,
    newEffectiveAnnualRate: effectiveAnnualRate(newNominalAnnualRate),
    existingTotalRepayment,
    existingTotalInterest: Math.max(existingTotalRepayment - amount, 0),
    newMonthlyInstalment: offer.monthlyInstalment,
    newTotalRepayment: offer.totalRepayment,
    newTotalInterest: offer.totalInterest,
    monthlySaving: Math.max(repayment - offer.monthlyInstalment, 0),
    savedInterest: Math.max(existingTotalRepayment - offer.totalRepayment, 0),
  };
}
