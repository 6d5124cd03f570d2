import { defineProduct, hkd, months, n } from './product';

/** HOS and public-housing owner loan: the property-owner loan's terms (./p-loan.ts) for HOS and public-housing flats. */
export const hosLoan = defineProduct({
  code: 22,
  slug: 'hos-public-housing-loan',
  name: 'hosLoan',
  layout: 'default',
  limits: { maxAmount: 2_000_000, defaultAmount: 300_000, tenor: months(6, 60, 60), maxLoanRatio: 0.9 },
  calculator: 'property',
  creditRated: true,
  facts: { max: hkd(2_000_000), valuationMinutes: n(15) },
});
