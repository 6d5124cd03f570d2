import { defineProduct, hkd, months, n } from './product';

/** Investment loan. Product rules (docs/product-rules.md §9): up to HK$500,000, first 2 days interest-free. */
export const iLoan = defineProduct({
  code: 12,
  slug: 'i-loan',
  name: 'iLoan',
  layout: 'default',
  limits: { maxAmount: 500_000, defaultAmount: 100_000, tenor: months(6, 60, 24) },
  calculator: 'investment',
  creditRated: true,
  facts: { approvalMinutes: n(15), max: hkd(500_000), freeDays: n(2) },
});
