/**
 * "Up to N times monthly salary or HK$X, whichever is lower" (Supreme, talent, revolving).
 */
import { PRODUCT_LIMITS, type LoanSlug } from './limits';
import { roundHalfUp } from './rounding';

/** Spec: the revolving widget's median-income basis, used when no salary is given. */
export const MEDIAN_MONTHLY_SALARY = 20_000;

/** Largest salary taken into account; beyond it every product cap binds anyway. */
export const MAX_MONTHLY_SALARY = 10_000_000;

/**
 * The highest amount this salary allows for the product: min(multiple × salary, product cap),
 * whole HK$ rounded down (a limit must not exceed the rule). Products without a salary rule
 * return their cap. A missing, negative or non-finite salary counts as 0.
 */
export function maxAmountForSalary(slug: LoanSlug, monthlySalary: number): number {
  const limits = PRODUCT_LIMITS[slug];
  if (limits.salaryMultiple === undefined) return limits.maxAmount;
  const salary = Number.isFinite(monthlySalary) ? Math.min(Math.max(monthlySalary, 0), MAX_MONTHLY_SALARY) : 0;
  // Round the product before flooring so 10 × 2,000.3 = 20,003 is not floored to 20,002.99...
  const bySalary = Math.floor(roundHalfUp(limits.salaryMultiple * salary * 100) / 100);
  return Math.min(bySalary, limits.maxAmount);
}
