import { defineProduct, hkd, months, n, pct } from './product';

/**
 * Student debt consolidation. Product rules (docs/product-rules.md §9): up to HK$100,000, 48 months,
 * example 36% becomes 15% (the calculator's rate, the original site's, so no credit-rating choice).
 */
export const sLoan = defineProduct({
  code: 6,
  slug: 's-loan',
  name: 'sLoan',
  layout: 'default',
  limits: { maxAmount: 100_000, defaultAmount: 50_000, tenor: months(6, 48, 48), defaultAnnualRate: 0.15 },
  calculator: 'student',
  creditRated: false,
  facts: { approvalMinutes: n(30), max: hkd(100_000), maxMonths: n(48), exampleFrom: pct(36), exampleTo: pct(15) },
});
