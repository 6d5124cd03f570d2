import { defineProduct, hkd, months, n } from './product';

/**
 * Renovation loan. Product rules (docs/product-rules.md §9): up to HK$500,000, interest only for the
 * first 6-12 instalments. The loan is a share of the renovation cost; up to the whole cost is an
 * assumption (no ratio is given).
 */
export const rLoan = defineProduct({
  code: 4,
  slug: 'r-loan',
  name: 'rLoan',
  layout: 'default',
  limits: { maxAmount: 500_000, defaultAmount: 200_000, tenor: months(6, 60, 36), maxLoanRatio: 1 },
  calculator: 'renovation',
  creditRated: true,
  facts: { approvalMinutes: n(15), max: hkd(500_000), interestOnlyFrom: n(6), interestOnlyTo: n(12) },
});
