import { defineProduct, hkd, months, n, pct } from './product';

/**
 * Card consolidation. Product rules (docs/product-rules.md §9): up to HK$1,500,000 over 60 months, 10%
 * in the calculator (the original site's, so no credit-rating choice); the card minimum payment
 * benchmark is 36.38%, 1% of principal plus interest or HK$300, whichever is higher.
 */
export const cLoan = defineProduct({
  code: 9,
  slug: 'c-loan',
  name: 'cLoan',
  layout: 'default',
  limits: { maxAmount: 1_500_000, defaultAmount: 100_000, tenor: months(6, 60, 60), defaultAnnualRate: 0.1 },
  calculator: 'card',
  creditRated: false,
  facts: {
    approvalMinutes: n(30),
    max: hkd(1_500_000),
    maxMonths: n(60),
    cardRate: pct(36.38),
    cardMinPct: pct(1),
    cardMinAmount: hkd(300),
  },
});
