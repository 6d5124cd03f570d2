import { defineProduct, hkd, months, n, pct } from './product';

/**
 * Supreme. Product rules (docs/product-rules.md §9): 30 × monthly salary or HK$5,000,000, whichever is
 * lower, 60 months, from 8.9%; civil servants, professionals or HK$40,000+ a month; rebate up to 20%.
 * No credit-rating choice: its rate is the product's own, not an assumption about the visitor.
 */
export const supreme = defineProduct({
  code: 11,
  slug: 'supreme',
  name: 'supreme',
  layout: 'default',
  limits: {
    maxAmount: 5_000_000,
    defaultAmount: 500_000,
    tenor: months(6, 60, 60),
    minAnnualRate: 0.089,
    defaultAnnualRate: 0.089,
    salaryMultiple: 30,
  },
  calculator: 'standard',
  creditRated: false,
  facts: {
    approvalMinutes: n(30),
    max: hkd(5_000_000),
    salaryMultiple: n(30),
    rateFrom: pct(8.9),
    maxMonths: n(60),
    minIncome: hkd(40_000),
    rebate: pct(20),
  },
});
