import { defineProduct, hkd, months, n } from './product';

/** 7x24 AI loan. Product rules (docs/product-rules.md §9): up to HK$30,000, loan options within 20 seconds, only HKID and mobile number needed. */
export const loan7x24 = defineProduct({
  code: 5,
  slug: '7x24-loan',
  name: 'loan7x24',
  layout: 'default',
  limits: { maxAmount: 30_000, defaultAmount: 10_000, tenor: months(6, 60, 12) },
  calculator: 'standard',
  creditRated: true,
  facts: { max: hkd(30_000), offerSeconds: n(20) },
});
