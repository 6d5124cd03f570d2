import { defineProduct, hkd, months, n, pct } from './product';

/**
 * SME financing: no lead-form code, a layout of its own. Product rules (docs/product-rules.md §9):
 * HK$100,000-10,000,000, 6-48 instalments, approval within 3 days, trading 6 months or more, sample 2%
 * a month (24% a year, the calculator's, so no credit-rating choice); sample HK$1,000,000 over 36
 * months at 24%: HK$39,233 a month, HK$1,412,388 in total.
 */
export const sme = defineProduct({
  code: null,
  slug: 'sme',
  name: 'sme',
  layout: 'sme',
  limits: { maxAmount: 10_000_000, defaultAmount: 1_000_000, tenor: months(6, 48, 36), minAmount: 100_000, defaultAnnualRate: 0.24 },
  calculator: 'standard',
  creditRated: false,
  facts: {
    min: hkd(100_000),
    max: hkd(10_000_000),
    minMonths: n(6),
    maxMonths: n(48),
    approvalDays: n(3),
    tradingMonths: n(6),
    monthlyRate: pct(2),
    exampleAmount: hkd(1_000_000),
    exampleMonths: n(36),
    exampleRate: pct(24),
    exampleMonthly: hkd(39_233),
    exampleTotal: hkd(1_412_388),
  },
});
