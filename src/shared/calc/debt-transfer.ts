/**
 * Debt transfer (t-loan): move an existing loan here at 20% off its rate. The rate paid today is
 * solved from the amount, repayment and months left, and shown to 0.01%; the offer is exactly 80%
 * of the rate shown (docs/product-rules.md: 36% -> 28.8%); a new loan of the same amount and months is
 * priced with the usual instalment rule. Saved interest = repayment × months − the new total,
 * never below 0. A repayment no real loan has is refused (`refusal`), not priced.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { LEGAL_MAX_NOMINAL_ANNUAL_RATE, MAX_NOMINAL_ANNUAL_RATE, PRODUCT_LIMITS } from './limits';
import { effectiveAnnualRate, solveMonthlyRate } from './rates';
import { roundHalfUp } from './rounding';
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

/**
 * Why a repayment is refused, against the amount and months left:
 * - `repaymentTooLow`: repayment × months is less than the amount, so it never repays it;
 * - `aboveLegalCap`: the rate it implies is above the legal cap (48% effective a year);
 * - `aboveTransferLimit`: 20% off that rate would still be above this lender's maximum (36%
 *   effective), so no transfer at exactly 20% off can be offered.
 */
export type DebtTransferRefusal = 'repaymentTooLow' | 'aboveLegalCap' | 'aboveTransferLimit';

export interface DebtTransferResult {
  readonly inputs: Readonly<Record<DebtTransferField, number>>;
  readonly clamped: readonly DebtTransferField[];
  /** Inputs refused: unreadable or out of range, or the repayment when `refusal` is set. */
  readonly refused: readonly DebtTransferField[];
  readonly refusal: DebtTransferRefusal | null;
  /** Rate implied by the existing repayments; 0 if they do not even cover the amount. */
  readonly existingMonthlyRate: number;
  /** 12 × the monthly rate, rounded half up to 0.01% (as shown). */
  readonly existingNominalAnnualRate: number;
  readonly existingEffectiveAnnualRate: number;
  /** "Better rate after 20% off", nominal: exactly 80% of `existingNominalAnnualRate`. */
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

/** A rate as the site shows it: rounded half up to 0.01% (two decimals of a percent). */
function shownRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? roundHalfUp(rate * 10_000) / 10_000 : 0;
}

/** 80% of a rate, without binary noise (0.36 × 0.8 is 0.288, not 0.28800000000000003). */
export function transferRate(existingNominalAnnualRate: number): number {
  const existing = Number.isFinite(existingNominalAnnualRate) ? Math.max(existingNominalAnnualRate, 0) : 0;
  return Number((existing * (1 - DEBT_TRANSFER_DISCOUNT)).toPrecision(15));
}

/** Which rule, if any, refuses this repayment (see DebtTransferRefusal). */
function debtTransferRefusal(amount: number, repayment: number, months: number, existingNominal: number): DebtTransferRefusal | null {
  if (repayment * months < amount) return 'repaymentTooLow';
  if (existingNominal > LEGAL_MAX_NOMINAL_ANNUAL_RATE) return 'aboveLegalCap';
  if (transferRate(existingNominal) > MAX_NOMINAL_ANNUAL_RATE) return 'aboveTransferLimit';
  return null;
}

export function debtTransfer(input: DebtTransferInput = {}): DebtTransferResult {
  const limits = PRODUCT_LIMITS['t-loan'];
  const bounds = amountMonthsRateBounds(limits);
  const { values, clamped, refused } = clampInputs(input, {
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
  const existingNominalAnnualRate = shownRate(existingMonthlyRate * 12);
  // A rule about the repayment only makes sense once the amount and months are accepted.
  const refusal = refused.length === 0 ? debtTransferRefusal(amount, repayment, months, existingNominalAnnualRate) : null;
  if (refusal !== null) refused.push('existingMonthlyRepayment');
  const newNominalAnnualRate = transferRate(existingNominalAnnualRate);
  const offer = calculateInstalment(amount, newNominalAnnualRate, months);
  const existingTotalRepayment = repayment * months;

  return {
    inputs: { existingAmount: amount, existingMonthlyRepayment: repayment, remainingMonths: months },
    clamped,
    refused,
    refusal,
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
