/**
 * What paying only the credit-card minimum costs (the benchmark the card-consolidation calculator
 * compares against): 36.38% APR, an effective rate, so monthly (1.3638)^(1/12) − 1; each month 1%
 * of the principal plus interest, at least HK$300, the last the remaining balance. Followed month
 * by month in integer cents (docs/calculators.md, "Credit-card consolidation").
 */
import { roundHalfUp } from './rounding';

export const CARD_BENCHMARK_APR = 0.3638;
const CARD_MINIMUM_PRINCIPAL_SHARE = 0.01;
const CARD_MINIMUM_PAYMENT_FLOOR = 300;
/**
 * Loop guard. Every minimum payment repays at least 1% of the principal, and once the HK$300
 * floor binds it exceeds the interest, so any balance up to CARD_MAX_BALANCE is cleared within
 * 805 months even at a 100% APR (the HK$1,500,000 product maximum takes 567 at the
 * benchmark); the cap only stops a runaway.
 */
const CARD_MAX_MONTHS = 1200;
/** Largest balance followed; above it the figures would be meaningless anyway. */
const CARD_MAX_BALANCE = 10_000_000;

export interface MinimumPaymentPath {
  readonly balance: number;
  readonly monthlyRate: number;
  /** Months until the card is cleared (or CARD_MAX_MONTHS if it never is). */
  readonly months: number;
  /** The first month's minimum payment, HK$ with cents. */
  readonly firstMinimumPayment: number;
  /** Whole HK$. */
  readonly totalInterest: number;
  /** Whole HK$: balance + total interest when repaid. */
  readonly totalRepayment: number;
  /** False only if the loop guard stopped the path. */
  readonly repaid: boolean;
}

/** Monthly rate equivalent to an effective annual rate. */
export function cardMonthlyRate(apr: number): number {
  const annual = Number.isFinite(apr) ? Math.min(Math.max(apr, 0), 1) : CARD_BENCHMARK_APR;
  return Math.expm1(Math.log1p(annual) / 12);
}

/** Follow the minimum-payment path for a card balance (HK$) at the given APR (0–100%). */
export function minimumPaymentPath(balance: number, apr: number = CARD_BENCHMARK_APR): MinimumPaymentPath {
  const start = Number.isFinite(balance) ? Math.min(Math.max(roundHalfUp(balance * 100), 0), CARD_MAX_BALANCE * 100) : 0;
  const monthlyRate = cardMonthlyRate(apr);
  const floor = CARD_MINIMUM_PAYMENT_FLOOR * 100;

  let owed = start;
  let months = 0;
  let interestPaid = 0;
  let paid = 0;
  let firstMinimumPayment = 0;
  while (owed > 0 && months < CARD_MAX_MONTHS) {
    months += 1;
    const interest = roundHalfUp(owed * monthlyRate);
    const minimum = Math.max(roundHalfUp(owed * CARD_MINIMUM_PRINCIPAL_SHARE) + interest, floor);
    // The last payment is whatever is left: remaining balance plus this month's interest.
    const payment = Math.min(minimum, owed + interest);
    if (months === 1) firstMinimumPayment = payment;
    owed = owed + interest - payment;
    interestPaid += interest;
    paid += payment;
  }

  const totalInterest = roundHalfUp(interestPaid / 100);
  const repaid = owed === 0;
  return {
    balance: start / 100,
    monthlyRate,
    months,
    firstMinimumPayment: firstMinimumPayment / 100,
    totalInterest,
    totalRepayment: repaid ? roundHalfUp(start / 100) + totalInterest : roundHalfUp(paid / 100),
    repaid,
  };
}
