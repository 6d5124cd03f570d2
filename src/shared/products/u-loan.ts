import { defineProduct, hkd, months, n } from './product';

/** Study loan. Product rules (docs/product-rules.md §9): up to HK$500,000. */
export const uLoan = defineProduct({
  code: 10,
  slug: 'u-loan',
  name: 'uLoan',
  layout: 'default',
  limits: { maxAmount: 500_000, defaultAmount: 100_000, tenor: months(6, 60, 36) },
  calculator: 'study',
  creditRated: true,
  facts: { approvalMinutes: n(15), max: hkd(500_000) },
});
