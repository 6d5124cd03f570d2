import { defineProduct, hkd, n } from './product';

/**
 * Revolving loan. Product rules (docs/product-rules.md §9): up to 10 × monthly salary (median income
 * basis HK$20,000); interest = drawn amount × annual rate / 365 × days; no interest on the unused
 * limit. The HK$1,000,000 cap is an assumption (none given). Interest is daily (a tenor in days), so
 * the rate ceiling is the daily-basis equivalent of 36% effective, and there is no credit-rating choice.
 */
export const revolvingLoan = defineProduct({
  code: 13,
  slug: 'revolving-loan',
  name: 'revolvingLoan',
  layout: 'default',
  limits: {
    maxAmount: 1_000_000,
    defaultAmount: 20_000,
    tenor: { unit: 'days', min: 1, max: 365, default: 30 },
    minAmount: 0,
    salaryMultiple: 10,
  },
  calculator: 'revolving',
  creditRated: false,
  facts: { salaryMultiple: n(10), medianIncome: hkd(20_000), exampleLimit: hkd(200_000), dayBasis: n(365) },
});
