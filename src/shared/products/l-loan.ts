import { defineProduct, hkd, months, n, pct } from './product';

/**
 * Solar loan. Product rules (docs/product-rules.md §9): up to HK$1,000,000, up to 90% of the project
 * cost, up to 24 periods, evaluation in 1-2 working days, paid by cheque.
 */
export const lLoan = defineProduct({
  code: 7,
  slug: 'l-loan',
  name: 'lLoan',
  layout: 'default',
  limits: { maxAmount: 1_000_000, defaultAmount: 200_000, tenor: months(6, 24, 24), maxLoanRatio: 0.9 },
  calculator: 'solar',
  creditRated: true,
  facts: { max: hkd(1_000_000), costRatio: pct(90), maxMonths: n(24), minDays: n(1), maxDays: n(2) },
});
