/**
 * Loans that finance a share of a project's cost (solar, wedding, renovation): loan amount =
 * project cost × loan ratio, rounded down to the whole HK$ (never more than the ratio allows), then
 * clamped to the product's bounds and reported as clamped if that changed it. The visitor pays the
 * rest of the cost themselves.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { MIN_LOAN_RATIO, PRODUCT_LIMITS, type InstalmentLoanSlug } from './limits';
import { amountMonthsRateBounds } from './standard-loan';

/** Largest project cost taken in; far above anything a loan cap can finance. */
const MAX_PROJECT_COST = 100_000_000;

/** Products whose calculator starts from the project cost. */
export type ProjectCostSlug = Extract<InstalmentLoanSlug, 'l-loan' | 'w-loan' | 'r-loan'>;

export interface ProjectCostInput {
  readonly projectCost?: unknown;
  /** Share of the cost to borrow, 0 to the product's maxLoanRatio (its default). */
  readonly loanRatio?: unknown;
}

type ProjectCostField = 'projectCost' | 'loanRatio' | 'loanAmount';

export interface LoanFromProjectCost {
  readonly inputs: Readonly<Record<'projectCost' | 'loanRatio', number>>;
  readonly clamped: readonly ProjectCostField[];
  /**
   * Inputs unreadable or out of range (clamp.ts), and `loanAmount` when cost × ratio is below the
   * smallest loan: lending more than the share asked for is no real loan.
   */
  readonly refused: readonly ProjectCostField[];
  readonly loanAmount: number;
  /** Project cost not covered by the loan (0 if the minimum loan exceeds the cost). */
  readonly ownContribution: number;
}

/** The product's ratio ceiling (100% where it has none). */
export function maxLoanRatioOf(slug: ProjectCostSlug): number {
  return PRODUCT_LIMITS[slug].maxLoanRatio ?? 1;
}

/** The cost whose full share is the product's default loan, so the defaults stay as they were. */
export function defaultProjectCost(slug: ProjectCostSlug): number {
  return Math.ceil(PRODUCT_LIMITS[slug].defaultAmount / maxLoanRatioOf(slug));
}

/** The loan amount a cost and ratio give on this product, and what the visitor pays themselves. */
export function loanFromProjectCost(slug: ProjectCostSlug, input: ProjectCostInput = {}): LoanFromProjectCost {
  const limits = PRODUCT_LIMITS[slug];
  const maxRatio = maxLoanRatioOf(slug);
  const { values, clamped, refused } = clampInputs<'projectCost' | 'loanRatio'>(input, {
    projectCost: { min: 0, max: MAX_PROJECT_COST, fallback: defaultProjectCost(slug), whole: true },
    // A share of 0% borrows nothing; 1% is the smallest share a visitor can mean.
    loanRatio: { min: MIN_LOAN_RATIO, max: maxRatio, fallback: maxRatio },
  });
  // toPrecision drops binary noise: 100,000 × 0.7 is 70,000 exactly, not 69,999.99...
  const byRatio = Math.floor(Number((values.projectCost * values.loanRatio).toPrecision(15)));
  const loanAmount = Math.min(Math.max(byRatio, limits.minAmount), limits.maxAmount);
  const reported: ProjectCostField[] = [...clamped];
  if (loanAmount !== byRatio) reported.push('loanAmount');
  const refusedHere: ProjectCostField[] = [...refused];
  if (refused.length === 0 && byRatio < limits.minAmount) refusedHere.push('loanAmount');
  return {
    inputs: values,
    clamped: reported,
    refused: refusedHere,
    loanAmount,
    ownContribution: Math.max(values.projectCost - loanAmount, 0),
  };
}

export interface ProjectCostLoanInput extends ProjectCostInput {
  readonly months?: unknown;
  readonly annualRate?: unknown;
}

type ProjectCostLoanField = ProjectCostField | 'months' | 'annualRate';

export interface ProjectCostLoanResult {
  readonly inputs: Readonly<Record<Exclude<ProjectCostLoanField, 'loanAmount'>, number>>;
  readonly clamped: readonly ProjectCostLoanField[];
  readonly refused: readonly ProjectCostLoanField[];
  readonly loanAmount: number;
  readonly ownContribution: number;
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
}

/** A share of the cost repaid in equal monthly instalments (solar, wedding). */
export function projectCostLoan(slug: Exclude<ProjectCostSlug, 'r-loan'>, input: ProjectCostLoanInput = {}): ProjectCostLoanResult {
  const bounds = amountMonthsRateBounds(PRODUCT_LIMITS[slug]);
  const terms = clampInputs<'months' | 'annualRate'>(input, { months: bounds.months, annualRate: bounds.annualRate });
  const share = loanFromProjectCost(slug, input);
  const loan = calculateInstalment(share.loanAmount, terms.values.annualRate, terms.values.months);
  // Reported in the order of the fields on screen: cost, ratio, period, rate, then the loan.
  const clamped: ProjectCostLoanField[] = [
    ...share.clamped.filter((field) => field !== 'loanAmount'),
    ...terms.clamped,
    ...share.clamped.filter((field) => field === 'loanAmount'),
  ];
  return {
    inputs: { ...share.inputs, ...terms.values },
    clamped,
    refused: [...share.refused, ...terms.refused],
    loanAmount: share.loanAmount,
    ownContribution: share.ownContribution,
    monthlyInstalment: loan.monthlyInstalment,
    finalInstalment: loan.finalInstalment,
    totalRepayment: loan.totalRepayment,
    totalInterest: loan.totalInterest,
  };
}
