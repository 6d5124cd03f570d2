import { defineProduct, hkd, months, n } from './product';

/**
 * Property-owner loan. Product rules (docs/product-rules.md §9): up to HK$2,000,000, initial property
 * valuation in 15 minutes; the loan-to-value ceiling 90% is an assumption. The calculator shows what
 * an owner could borrow against the flat, then the standard calculator.
 */
export const pLoan = defineProduct({
  code: 2,
  slug: 'p-loan',
  name: 'pLoan',
  layout: 'default',
  limits: { maxAmount: 2_000_000, defaultAmount: 500_000, tenor: months(6, 60, 60), maxLoanRatio: 0.9 },
  calculator: 'property',
  creditRated: true,
  facts: { max: hkd(2_000_000), valuationMinutes: n(15) },
});
