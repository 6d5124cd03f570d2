import { defineProduct, hkd, months, n } from './product';

/** Talent loan. Product rules (docs/product-rules.md §9): up to HK$2,000,000 or 10 × monthly salary, 120 months; work visa valid over 6 months. */
export const talentLoan = defineProduct({
  code: 21,
  slug: 'talent-loan',
  name: 'talentLoan',
  layout: 'default',
  limits: { maxAmount: 2_000_000, defaultAmount: 200_000, tenor: months(6, 120, 60), salaryMultiple: 10 },
  calculator: 'standard',
  creditRated: true,
  facts: { approvalMinutes: n(30), max: hkd(2_000_000), salaryMultiple: n(10), maxMonths: n(120), visaMonths: n(6) },
});
