import { defineProduct, hkd, months, n } from './product';

/**
 * Wedding loan. Product rules (docs/product-rules.md §9): up to HK$500,000. The loan is a share of the
 * wedding's cost, worked out as the solar loan's; up to the whole cost is an assumption.
 */
export const wLoan = defineProduct({
  code: 8,
  slug: 'w-loan',
  name: 'wLoan',
  layout: 'default',
  limits: { maxAmount: 500_000, defaultAmount: 100_000, tenor: months(6, 60, 24), maxLoanRatio: 1 },
  calculator: 'wedding',
  creditRated: true,
  facts: { approvalMinutes: n(15), max: hkd(500_000) },
});
