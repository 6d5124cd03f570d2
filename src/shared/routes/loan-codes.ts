import { PRODUCTS, type LoanCode, type Product } from '../products';

export type { LoanCode };

/**
 * Lead-form loan codes and the product page each leads to (docs/product-rules.md §3), in code order
 * (integer keys iterate ascending). Derived from the products (src/shared/products/).
 */
export const LOAN_CODES = Object.fromEntries(PRODUCTS.flatMap((p) => (p.code === null ? [] : [[p.code, p.slug]]))) as {
  readonly [C in LoanCode]: Extract<Product, { code: C }>['slug'];
};
