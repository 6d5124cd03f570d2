/** Lead-form loan codes and the product page each leads to (docs/product-rules.md §3). */
export const LOAN_CODES = {
  1: 'n-loan',
  2: 'p-loan',
  3: 't-loan',
  4: 'r-loan',
  5: '7x24-loan',
  6: 's-loan',
  7: 'l-loan',
  8: 'w-loan',
  9: 'c-loan',
  10: 'u-loan',
  11: 'supreme',
  12: 'i-loan',
  13: 'revolving-loan',
  21: 'talent-loan',
  22: 'hos-public-housing-loan',
} as const;

export type LoanCode = keyof typeof LOAN_CODES;
export type LoanSlug = (typeof LOAN_CODES)[LoanCode] | 'sme';
