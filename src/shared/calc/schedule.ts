/**
 * Repayment schedule: month, payment, principal, interest, balance, in HK$ with cents (computed in
 * integer cents, so the sums are exact). Interest uses the monthly rate implied by the rounded
 * payments and the last row absorbs the cent residual, so nothing is ever negative and the balance
 * ends at 0 (docs/calculators.md, "Repayment schedule").
 */
import { MAX_SANE_AMOUNT, MAX_SANE_MONTHS, calculateInstalment, instalmentPayments } from './instalment';
import { solveMonthlyRateForPayments } from './rates';
import { roundHalfUp } from './rounding';

export interface ScheduleRow {
  /** 1-based instalment number. */
  readonly month: number;
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  /** Outstanding principal after this payment. */
  readonly balance: number;
}

export interface RepaymentSchedule {
  readonly rows: readonly ScheduleRow[];
  /** Monthly rate the rows charge (implied by the rounded payments). */
  readonly monthlyRate: number;
  readonly totalPayment: number;
  readonly totalPrincipal: number;
  readonly totalInterest: number;
}

/** Whole HK$ within the instalment calculator's sanity bounds, so cents stay exact integers. */
function wholeDollars(value: number): number {
  return Number.isFinite(value) && value > 0 ? roundHalfUp(Math.min(value, MAX_SANE_AMOUNT)) : 0;
}

/**
 * Split whole-HK$ `payments` (end of months 1, 2, ...) into principal and interest for a loan
 * of `amount` HK$. If the payments fall short of the amount, the last payment is raised to
 * cover it (a schedule must end at a zero balance); with no payments, one payment of the amount.
 * Like `calculateInstalment`, it keeps to sane bounds: at most MAX_SANE_MONTHS payments of at most
 * MAX_SANE_AMOUNT each, so every sum in cents stays an exact integer.
 */
export function scheduleForPayments(amount: number, payments: readonly number[], firstMonth = 1): RepaymentSchedule {
  const principalDollars = wholeDollars(amount);
  const paid = payments.length > 0 ? payments.slice(0, MAX_SANE_MONTHS).map(wholeDollars) : [principalDollars];
  const shortfall = principalDollars - paid.reduce((sum, p) => sum + p, 0);
  if (shortfall > 0) paid[paid.length - 1] = (paid[paid.length - 1] ?? 0) + shortfall;

  const monthlyRate = solveMonthlyRateForPayments(principalDollars, paid);
  const totalPayment = paid.reduce((sum, p) => sum + p, 0);
  const start = Number.isFinite(firstMonth) ? Math.max(1, Math.round(firstMonth)) : 1;

  let balance = principalDollars * 100;
  let interestLeft = (totalPayment - principalDollars) * 100;
  const rows: ScheduleRow[] = paid.map((paymentDollars, index) => {
    const payment = paymentDollars * 100;
    const isLast = index === paid.length - 1;
    const interest = isLast ? interestLeft : Math.min(Math.max(roundHalfUp(balance * monthlyRate), payment - balance, 0), payment, interestLeft);
    const principal = payment - interest;
    balance -= principal;
    interestLeft -= interest;
    return {
      month: start + index,
      payment: paymentDollars,
      principal: principal / 100,
      interest: interest / 100,
      // The identity sum(principal) = amount makes this 0 on the last row; writing 0 keeps it
      // exact even if a future change disturbs the arithmetic.
      balance: isLast ? 0 : balance / 100,
    };
  });

  return {
    rows,
    monthlyRate,
    totalPayment,
    totalPrincipal: principalDollars,
    totalInterest: totalPayment - principalDollars,
  };
}

/** The schedule of an equal-instalment loan, consistent with `calculateInstalment`. */
export function repaymentSchedule(amount: number, annualRate: number, months: number): RepaymentSchedule {
  const result = calculateInstalment(amount, annualRate, months);
  return scheduleForPayments(result.amount, instalmentPayments(result));
}
