/**
 * Revolving daily-interest loan (revolving-loan): a limit of up to 10 × monthly salary (HK$20,000
 * assumed when none is given), capped at the product maximum; interest = drawn amount × annual rate
 * / 365 × days, simple, rounded half up to the cent; none on the unused limit (docs/product-rules.md).
 */
import { clampInputs, clampValue } from './clamp';
import { PRODUCT_LIMITS } from './limits';
import { DAYS_PER_YEAR } from './rates';
import { roundToCents } from './rounding';
import { MAX_MONTHLY_SALARY, MEDIAN_MONTHLY_SALARY, maxAmountForSalary } from './salary-limit';

export interface RevolvingInput {
  readonly monthlySalary?: unknown;
  /** Amount the visitor wants to draw; default the whole limit. */
  readonly desiredAmount?: unknown;
  readonly days?: unknown;
  readonly annualRate?: unknown;
}

type RevolvingField = 'monthlySalary' | 'desiredAmount' | 'days' | 'annualRate';

export interface RevolvingResult {
  readonly inputs: Readonly<Record<'monthlySalary' | 'days' | 'annualRate', number>>;
  readonly clamped: readonly RevolvingField[];
  /** Inputs unreadable or out of range, or an income or amount that is not above zero (clamp.ts). */
  readonly refused: readonly RevolvingField[];
  readonly creditLimit: number;
  readonly loanDays: number;
  /** What the visitor asked for (after reading the input; may exceed the limit). */
  readonly desiredAmount: number;
  /** What can actually be drawn: min(desired, limit). */
  readonly borrowedAmount: number;
  /** HK$ with cents. */
  readonly interest: number;
  readonly totalRepayment: number;
  /** Undrawn part of the limit. */
  readonly unusedLimit: number;
  /** Interest on the undrawn limit: always 0 (docs/product-rules.md). */
  readonly reservedLimitInterest: 0;
  /**
   * The draw's cost as an effective annual rate: (1 + rate × days / 365)^(365 / days) − 1, the
   * annualised rate of one repayment after `days` (what an IRR-based APR gives for it).
   */
  readonly effectiveAnnualRate: number;
}

/** Effective annual rate of simple daily interest at `annualRate` repaid after `days` days. */
export function dailyEffectiveAnnualRate(annualRate: number, days: number): number {
  if (!(annualRate > 0) || !(days >= 1) || !Number.isFinite(annualRate) || !Number.isFinite(days)) return 0;
  return Math.expm1((DAYS_PER_YEAR / days) * Math.log1p((annualRate * days) / DAYS_PER_YEAR));
}

export function revolvingLoan(input: RevolvingInput = {}): RevolvingResult {
  const limits = PRODUCT_LIMITS['revolving-loan'];
  const { values, clamped, refused } = clampInputs<'monthlySalary' | 'days' | 'annualRate'>(input, {
    // No income gives no limit: HK$0 is refused, not shown as a HK$0 loan.
    monthlySalary: { min: 1, max: MAX_MONTHLY_SALARY, fallback: MEDIAN_MONTHLY_SALARY },
    days: { min: limits.tenor.min, max: limits.tenor.max, fallback: limits.tenor.default, whole: true },
    annualRate: { min: limits.minAnnualRate, max: limits.maxAnnualRate, fallback: limits.defaultAnnualRate },
  });
  const creditLimit = maxAmountForSalary('revolving-loan', values.monthlySalary);
  const source: RevolvingInput = typeof input === 'object' && input !== null ? input : {};
  // The desired amount may be anything non-negative; the limit then decides what is borrowed,
  // so asking for more than the limit is reported too.
  const desired = clampValue(source.desiredAmount, {
    // Drawing nothing is no loan: HK$0 is refused.
    min: Math.max(limits.minAmount, 1),
    max: limits.maxAmount,
    fallback: creditLimit,
    whole: true,
  });
  const borrowedAmount = Math.min(desired.value, creditLimit);
  const reported: RevolvingField[] = [...clamped];
  if (desired.adjusted || borrowedAmount < desired.value) reported.push('desiredAmount');

  const interest = roundToCents(((borrowedAmount * values.annualRate) / DAYS_PER_YEAR) * values.days);
  return {
    inputs: values,
    clamped: reported,
    refused: desired.refused ? [...refused, 'desiredAmount'] : refused,
    creditLimit,
    loanDays: values.days,
    desiredAmount: desired.value,
    borrowedAmount,
    interest,
    totalRepayment: roundToCents(borrowedAmount + interest),
    unusedLimit: creditLimit - borrowedAmount,
    reservedLimitInterest: 0,
    effectiveAnnualRate: dailyEffectiveAnnualRate(values.annualRate, values.days),
  };
}
