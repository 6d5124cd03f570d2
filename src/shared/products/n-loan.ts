import { defineProduct, hkd, months, n, pct } from './product';

/**
 * Personal loan. Product rules (docs/product-rules.md §9): HK$5,000-3,000,000 (the page says up to
 * HK$1,000,000), 6-60 months, rate from 10%, effective annual rate at most 36%, approval as fast as 5
 * minutes. Worked example: HK$10,000 over 12 months at 30% is HK$975 a month, HK$11,700 in total.
 */
export const nLoan = defineProduct({
  code: 1,
  slug: 'n-loan',
  name: 'nLoan',
  layout: 'default',
  limits: { maxAmount: 3_000_000, defaultAmount: 10_000, tenor: months(6, 60, 12), minAnnualRate: 0.1 },
  calculator: 'standard',
  creditRated: true,
  facts: {
    min: hkd(5_000),
    max: hkd(1_000_000),
    faqMax: hkd(3_000_000),
    rateFrom: pct(10),
    maxApr: pct(36),
    minMonths: n(6),
    maxMonths: n(60),
    approvalMinutes: n(5),
    exampleAmount: hkd(10_000),
    exampleMonths: n(12),
    exampleRate: pct(30),
    exampleMonthly: hkd(975),
    exampleTotal: hkd(11_700),
  },
});
