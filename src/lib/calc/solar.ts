/**
 * Solar loan (l-loan): finance part of a solar installation (spec: up to 90% of the project
 * cost, up to HK$1,000,000, up to 24 periods).
 *
 * Loan amount = project cost × loan ratio, rounded DOWN to the whole HK$ (rounding up could lend
 * more than the ratio allows), then clamped to the product's amount bounds; if that changes it,
 * 'loanAmount' is reported as clamped. The visitor pays the rest of the cost themselves.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { amountMonthsRateBounds } from './standard-loan';

/** Largest project cost taken in; far above anything the loan cap can finance. */
export const MAX_PROJECT_COST = 100_000_000;

export interface SolarInput {
  readonly projectCost?: unknown;
  /** Share of the cost to borrow, 0–0.9; default 0.9. */
  readonly loanRatio?: unknown;
  readonly months?: unknown;
  readonly annualRate?: unknown;
}

export type SolarField = 'projectCost' | 'loanRatio' | 'months' | 'annualRate' | 'loanAmount';

export interface SolarResult {
  readonly inputs: Readonly<Record<Exclude<SolarField, 'loanAmount'>, number>>;
  readonly clamped: readonly SolarField[];
  readonly loanAmount: number;
  /** Project cost not covered by the loan (0 if the minimum loan exceeds the cost). */
  readonly ownContribution: number;
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
}

export function solarLoan(input: SolarInput = {}): SolarResult {
  const limits = PRODUCT_LIMITS['l-loan'];
  const maxRatio = limits.maxLoanRatio ?? 1;
  const bounds = amountMonthsRateBounds(limits);
  const { values, clamped } = clampInputs<Exclude<SolarField, 'loanAmount'>>(input, {
    // Default cost: the one whose 90% is the product's default loan.
    projectCost: {
      min: 0,
      max: MAX_PROJECT_COST,
      fallback: Math.ceil(limits.defaultAmount / maxRatio),
      whole: true,
    },
    loanRatio: { min: 0, max: maxRatio, fallback: maxRatio },
    months: bounds.months,
    annualRate: bounds.annualRate,
  });
  const byRatio = Math.floor(Number((values.projectCost * values.loanRatio).toPrecision(15)));
  const loanAmount = Math.min(Math.max(byRatio, limits.minAmount), limits.maxAmount);
  const reported: SolarField[] = [...clamped];
  if (loanAmount !== byRatio) reported.push('loanAmount');
  const loan = calculateInstalment(loanAmount, values.annualRate, values.months);
  return {
    inputs: values,
    clamped: reported,
    loanAmount,
    ownContribution: Math.max(values.projectCost - loanAmount, 0),
    monthlyInstalment: loan.monthlyInstalment,
    finalInstalment: loan.finalInstalment,
    totalRepayment: loan.totalRepayment,
    totalInterest: loan.totalInterest,
  };
}
