import { defineProduct, hkd, months, n, pct } from './product';

/**
 * Debt transfer. Product rules (docs/product-rules.md §9): up to HK$2,000,000, 20% off the existing
 * rate (36% becomes 28.8%), new-customer rebate up to 20%. No credit-rating choice: the rate follows
 * from the current loan.
 */
export const tLoan = defineProduct({
  code: 3,
  slug: 't-loan',
  name: 'tLoan',
  layout: 'default',
  limits: { maxAmount: 2_000_000, defaultAmount: 100_000, tenor: months(6, 60, 36) },
  calculator: 'debt-transfer',
  creditRated: false,
  facts: {
    approvalMinutes: n(30),
    max: hkd(2_000_000),
    discount: pct(20),
    exampleFrom: pct(36),
    exampleTo: pct(28.8),
    rebate: pct(20),
  },
});
