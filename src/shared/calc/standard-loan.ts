/**
 * The calculator of every plain equal-instalment product (personal, 7x24, property owner, HOS,
 * wedding, study, talent, Supreme, SME, ...): clamp the inputs to the product's bounds, then
 * apply the one instalment rule.
 */
import { clampInputs, clampValue, readNumber, type InputBound } from './clamp';
import { calculateInstalment, type InstalmentResult } from './instalment';
import { PRODUCT_LIMITS, type InstalmentLoanSlug, type ProductLimits } from './limits';
import { effectiveAnnualRate } from './rates';
import { MAX_MONTHLY_SALARY, maxAmountForSalary } from './salary-limit';

export interface StandardLoanInput {
  readonly amount?: unknown;
  readonly months?: unknown;
  /** Nominal annual rate as a fraction (0.3 = 30%). */
  readonly annualRate?: unknown;
  /** Only for products with a salary rule (Supreme, talent); omitted = no salary cap. */
  readonly monthlySalary?: unknown;
}

type StandardLoanField = 'amount' | 'months' | 'annualRate' | 'monthlySalary';

export interface StandardLoanResult extends InstalmentResult {
  readonly slug: InstalmentLoanSlug;
  /** (1 + annualRate / 12)^12 − 1. */
  readonly effectiveAnnualRate: number;
  /** Highest amount allowed for these inputs (salary rule applied). */
  readonly maxAmount: number;
  readonly clamped: readonly StandardLoanField[];
  /**
   * Inputs outside the product's own bounds, unreadable, or a monthly income that is not above
   * zero. An amount above the income's ceiling only is a clamp (the product lends less), not this.
   */
  readonly refused: readonly StandardLoanField[];
}

/** Bounds shared by calculators that take an amount, a tenor in months and a rate. */
export function amountMonthsRateBounds(limits: ProductLimits, maxAmount = limits.maxAmount) {
  return {
    amount: {
      min: limits.minAmount,
      max: maxAmount,
      fallback: Math.min(limits.defaultAmount, maxAmount),
      whole: true,
    },
    months: {
      min: limits.tenor.min,
      max: limits.tenor.max,
      fallback: limits.tenor.default,
      whole: true,
    },
    annualRate: {
      min: limits.minAnnualRate,
      max: limits.maxAnnualRate,
      fallback: limits.defaultAnnualRate,
    },
  } satisfies Record<string, InputBound>;
}

export function standardLoan(slug: InstalmentLoanSlug, input: StandardLoanInput = {}): StandardLoanResult {
  const limits = PRODUCT_LIMITS[slug];
  const source: StandardLoanInput = typeof input === 'object' && input !== null ? input : {};
  const salaryClamped: StandardLoanField[] = [];
  const salaryRefused: StandardLoanField[] = [];
  let maxAmount = limits.maxAmount;
  // A missing salary means "no salary rule"; an unreadable one is reported and ignored.
  const salaryReading = readNumber(source.monthlySalary);
  if (salaryReading.status === 'invalid') salaryClamped.push('monthlySalary');
  if (salaryReading.status !== 'missing' && !(salaryReading.status === 'number' && salaryReading.value > 0 && salaryReading.value <= MAX_MONTHLY_SALARY)) {
    salaryRefused.push('monthlySalary');
  }
  if (salaryReading.status === 'number') {
    const salary = clampValue(source.monthlySalary, { min: 0, max: MAX_MONTHLY_SALARY, fallback: 0 });
    if (salary.adjusted) salaryClamped.push('monthlySalary');
    // The salary rule may not push the ceiling below the product minimum: the calculator then
    // shows the smallest loan rather than nothing (eligibility is decided at application).
    maxAmount = Math.max(limits.minAmount, maxAmountForSalary(slug, salary.value));
  }
  const { values, clamped } = clampInputs(source, amountMonthsRateBounds(limits, maxAmount));
  // Refused against the product's own bounds: the income's lower ceiling only clamps.
  const { refused } = clampInputs(source, amountMonthsRateBounds(limits));
  const result = calculateInstalment(values.amount, values.annualRate, values.months);
  return {
    ...result,
    slug,
    effectiveAnnualRate: effectiveAnnualRate(result.annualRate),
    maxAmount,
    clamped: [...clamped, ...salaryClamped],
    refused: [...refused, ...salaryRefused],
  };
}
