/**
 * Equal monthly instalments (annuity) and the rounding rule every instalment product uses: the
 * annuity payment rounded half up to the whole HK$, total = instalment × months, with the guard for
 * 0% and near-0% rates (docs/calculators.md, "The rounding rule").
 */
import { clampValue } from './clamp';
import { MAX_SANE_ANNUAL_RATE } from './rates';
import { roundHalfUp } from './rounding';

/** Sanity bounds for the raw calculator (product calculators clamp much tighter first). */
export const MAX_SANE_AMOUNT = 10_000_000_000;
export const MAX_SANE_MONTHS = 1200;

export interface InstalmentResult {
  /** Whole HK$ actually used. */
  readonly amount: number;
  /** Nominal annual rate actually used. */
  readonly annualRate: number;
  readonly months: number;
  /** Every instalment but the last; whole HK$. */
  readonly monthlyInstalment: number;
  /** Equal to monthlyInstalment except in the 0%/near-0% guard case (then up to months − 1 more). */
  readonly finalInstalment: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
}

/**
 * The exact (unrounded) equal payment repaying `amount` over `months` at `monthlyRate`:
 * amount × r / (1 − (1 + r)^−n). Written with expm1/log1p so a tiny rate does not lose its
 * precision to 1 − 0.99999..., and with the negative power so long tenors cannot overflow.
 */
export function annuityPayment(amount: number, monthlyRate: number, months: number): number {
  if (!(amount > 0) || !(months >= 1) || !Number.isFinite(amount)) return 0;
  if (!(monthlyRate > 0) || !Number.isFinite(monthlyRate)) return amount / months;
  return (amount * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate));
}

/**
 * Instalments for `amount` HK$ over `months` at nominal `annualRate` (0.3 = 30%). Inputs outside
 * sane bounds are clamped (NaN -> 0 amount / 0% / 1 month); for product bounds and clamp
 * reporting use `standardLoan`.
 */
export function calculateInstalment(amount: number, annualRate: number, months: number): InstalmentResult {
  const principal = clampValue(amount, { min: 0, max: MAX_SANE_AMOUNT, fallback: 0, whole: true }).value;
  const rate = clampValue(annualRate, { min: 0, max: MAX_SANE_ANNUAL_RATE, fallback: 0 }).value;
  const count = clampValue(months, { min: 1, max: MAX_SANE_MONTHS, fallback: 1, whole: true }).value;

  const rounded = roundHalfUp(annuityPayment(principal, rate / 12, count));
  if (rate > 0 && rounded * count >= principal) {
    const totalRepayment = rounded * count;
    return {
      amount: principal,
      annualRate: rate,
      months: count,
      monthlyInstalment: rounded,
      finalInstalment: rounded,
      totalRepayment,
      totalInterest: totalRepayment - principal,
    };
  }
  const monthlyInstalment = Math.floor(principal / count);
  return {
    amount: principal,
    annualRate: rate,
    months: count,
    monthlyInstalment,
    finalInstalment: principal - monthlyInstalment * (count - 1),
    totalRepayment: principal,
    totalInterest: 0,
  };
}

/** The instalments in order, as the schedule and IRR solver want them. */
export function instalmentPayments(result: InstalmentResult): number[] {
  const payments = new Array<number>(result.months).fill(result.monthlyInstalment);
  payments[result.months - 1] = result.finalInstalment;
  return payments;
}
