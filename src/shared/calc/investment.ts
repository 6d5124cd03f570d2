/**
 * Investment loan (i-loan): an equal-instalment loan whose first 2 days are interest-free (docs/product-rules.md).
 *
 * Modelled as a rebate on the first instalment: interest is daily (amount × annual rate / 365
 * per day, the original site's daily-interest basis), so the first instalment is reduced by
 * amount × rate / 365 × 2, rounded half up to the whole HK$. Every other figure follows the one
 * instalment rule; total repayment = instalment × months − rebate.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { DAYS_PER_YEAR } from './rates';
import { roundHalfUp } from './rounding';
import { scheduleForPayments, type RepaymentSchedule } from './schedule';
import { amountMonthsRateBounds } from './standard-loan';

const INTEREST_FREE_DAYS = 2;

export interface InvestmentInput {
  readonly amount?: unknown;
  readonly months?: unknown;
  readonly annualRate?: unknown;
}

type InvestmentField = 'amount' | 'months' | 'annualRate';

export interface InvestmentResult {
  readonly inputs: Readonly<Record<InvestmentField, number>>;
  readonly clamped: readonly InvestmentField[];
  /** Inputs unreadable or out of range: no figure is shown for them (clamp.ts). */
  readonly refused: readonly InvestmentField[];
  readonly interestFreeDays: number;
  /** Interest waived for the interest-free days, whole HK$. */
  readonly interestFreeRebate: number;
  /** First instalment after the rebate. */
  readonly firstInstalment: number;
  /** Instalments 2 .. months − 1 (and the last, unless finalInstalment differs). */
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
}

export function investmentLoan(input: InvestmentInput = {}): InvestmentResult {
  const { values, clamped, refused } = clampInputs(input, amountMonthsRateBounds(PRODUCT_LIMITS['i-loan']));
  const loan = calculateInstalment(values.amount, values.annualRate, values.months);
  // The rebate can never exceed the interest actually charged (nor the first instalment).
  const rebate = Math.min(
    roundHalfUp(((loan.amount * loan.annualRate) / DAYS_PER_YEAR) * INTEREST_FREE_DAYS),
    loan.totalInterest,
    loan.months === 1 ? loan.finalInstalment : loan.monthlyInstalment,
  );
  const totalRepayment = loan.totalRepayment - rebate;
  return {
    inputs: values,
    clamped,
    refused,
    interestFreeDays: INTEREST_FREE_DAYS,
    interestFreeRebate: rebate,
    firstInstalment: (loan.months === 1 ? loan.finalInstalment : loan.monthlyInstalment) - rebate,
    monthlyInstalment: loan.monthlyInstalment,
    finalInstalment: loan.months === 1 ? loan.finalInstalment - rebate : loan.finalInstalment,
    totalRepayment,
    totalInterest: totalRepayment - loan.amount,
  };
}

/** The instalments in order: the first reduced by the rebate, the rest as usual. */
export function investmentPayments(result: InvestmentResult): number[] {
  const months = result.inputs.months;
  const payments = new Array<number>(months).fill(result.monthlyInstalment);
  payments[months - 1] = result.finalInstalment;
  // With one month, firstInstalment is already the final instalment less the rebate.
  payments[0] = result.firstInstalment;
  return payments;
}

/** The schedule of an investment loan; its totals equal the result's. */
export function investmentSchedule(result: InvestmentResult): RepaymentSchedule {
  return scheduleForPayments(result.inputs.amount, investmentPayments(result));
}
