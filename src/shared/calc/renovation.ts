/**
 * Renovation loan (r-loan): interest only for the first 6 to 12 instalments (docs/product-rules.md),
 * then equal instalments over the remaining months, with the one rounding rule; a tenor not longer
 * than the interest-only period is raised to leave one amortising month. On the page the amount is
 * a share of the renovation cost (`renovationProjectLoan`, as in project-cost.ts).
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { loanFromProjectCost, type LoanFromProjectCost, type ProjectCostInput } from './project-cost';
import { roundHalfUp } from './rounding';
import { repaymentSchedule, type RepaymentSchedule, type ScheduleRow } from './schedule';
import { amountMonthsRateBounds } from './standard-loan';

export const MIN_INTEREST_ONLY_MONTHS = 6;
export const MAX_INTEREST_ONLY_MONTHS = 12;

export interface RenovationInput {
  readonly amount?: unknown;
  /** Whole tenor, interest-only months included. */
  readonly months?: unknown;
  readonly interestOnlyMonths?: unknown;
  readonly annualRate?: unknown;
}

type RenovationField = 'amount' | 'months' | 'interestOnlyMonths' | 'annualRate';

export interface RenovationResult {
  readonly inputs: Readonly<Record<RenovationField, number>>;
  readonly clamped: readonly RenovationField[];
  /** Inputs unreadable or out of range: no figure is shown for them (clamp.ts); the
   * period is also refused when it is not longer than the interest-only months. */
  readonly refused: readonly RenovationField[];
  readonly interestOnlyInstalment: number;
  readonly interestOnlyMonths: number;
  /** Instalment after the interest-only period (all but the last). */
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  readonly amortisingMonths: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
  readonly schedule: RepaymentSchedule;
}

export function renovationLoan(input: RenovationInput = {}): RenovationResult {
  const bounds = amountMonthsRateBounds(PRODUCT_LIMITS['r-loan']);
  const { values, clamped, refused } = clampInputs(input, {
    ...bounds,
    interestOnlyMonths: {
      min: MIN_INTEREST_ONLY_MONTHS,
      max: MAX_INTEREST_ONLY_MONTHS,
      fallback: MIN_INTEREST_ONLY_MONTHS,
      whole: true,
    },
  });
  const interestOnlyMonths = values.interestOnlyMonths;
  // The product's tenor bounds (6–60) leave room for up to 12 interest-only months plus one.
  const months = Math.max(values.months, interestOnlyMonths + 1);
  if (months !== values.months && !clamped.includes('months')) clamped.push('months');
  // No loan is interest-only to its end: a period that leaves no month to repay it is refused.
  if (months !== values.months && !refused.includes('months')) refused.push('months');

  const amount = values.amount;
  const interestOnlyInstalment = roundHalfUp((amount * values.annualRate) / 12);
  const amortising = calculateInstalment(amount, values.annualRate, months - interestOnlyMonths);
  const totalRepayment = interestOnlyInstalment * interestOnlyMonths + amortising.totalRepayment;

  // The interest-only rows charge exactly what is paid; the rest is an ordinary schedule.
  const interestOnlyRows: ScheduleRow[] = Array.from({ length: interestOnlyMonths }, (_, index) => ({
    month: index + 1,
    payment: interestOnlyInstalment,
    principal: 0,
    interest: interestOnlyInstalment,
    balance: amount,
  }));
  const rest = repaymentSchedule(amount, values.annualRate, amortising.months);
  const schedule: RepaymentSchedule = {
    rows: [...interestOnlyRows, ...rest.rows.map((row) => ({ ...row, month: row.month + interestOnlyMonths }))],
    monthlyRate: rest.monthlyRate,
    totalPayment: totalRepayment,
    totalPrincipal: amount,
    totalInterest: totalRepayment - amount,
  };

  return {
    inputs: { ...values, months },
    clamped,
    refused,
    interestOnlyInstalment,
    interestOnlyMonths,
    monthlyInstalment: amortising.monthlyInstalment,
    finalInstalment: amortising.finalInstalment,
    amortisingMonths: amortising.months,
    totalRepayment,
    totalInterest: totalRepayment - amount,
    schedule,
  };
}

export interface RenovationProjectInput extends ProjectCostInput {
  readonly months?: unknown;
  readonly interestOnlyMonths?: unknown;
  readonly annualRate?: unknown;
}

export interface RenovationProjectResult {
  /** The loan the renovation cost and ratio give (clamped to HK$5,000–500,000, said in `clamped`). */
  readonly share: LoanFromProjectCost;
  /** The renovation loan of that amount. */
  readonly loan: RenovationResult;
}

/** The renovation calculator as the page uses it: the amount is a share of the renovation cost. */
export function renovationProjectLoan(input: RenovationProjectInput = {}): RenovationProjectResult {
  const source: RenovationProjectInput = typeof input === 'object' && input !== null ? input : {};
  const share = loanFromProjectCost('r-loan', source);
  const loan = renovationLoan({
    amount: share.loanAmount,
    months: source.months,
    interestOnlyMonths: source.interestOnlyMonths,
    annualRate: source.annualRate,
  });
  return { share, loan };
}
