/**
 * Which calculator a page shows. The home page shows the personal-loan calculator; each product
 * page shows the one its module names (src/shared/products/), which fits how the product is repaid.
 * Pages that are not products show none.
 */
import { isLoanSlug, type InstalmentLoanSlug, type LoanSlug } from '../../shared/calc/limits';
import { PRODUCTS, type Product } from '../../shared/products';
import type { CalculatorKind } from '../../shared/products/product';
import type { RouteDef } from '../../shared/routes/table';

const KIND_BY_SLUG: ReadonlyMap<LoanSlug, CalculatorKind> = new Map(PRODUCTS.map((p) => [p.slug, p.calculator]));

/** The property-owner products (their calculator starts from the flat's value). */
type PropertySlug = Extract<Product, { calculator: 'property' }>['slug'];

export type CalculatorTarget =
  | { readonly kind: 'standard'; readonly slug: InstalmentLoanSlug }
  | { readonly kind: 'property'; readonly slug: PropertySlug }
  | { readonly kind: Exclude<CalculatorKind, 'standard' | 'property'>; readonly slug: LoanSlug };

const LOAN_PREFIX = '/loan/';

/** The calculator for a route, or null if the page has none. */
export function calculatorFor(route: Pick<RouteDef, 'name' | 'kind' | 'path'>): CalculatorTarget | null {
  if (route.name === 'home') return { kind: 'standard', slug: 'n-loan' };
  if (route.kind !== 'loan' || !route.path.startsWith(LOAN_PREFIX)) return null;
  const slug = route.path.slice(LOAN_PREFIX.length);
  if (!isLoanSlug(slug)) return null;
  const kind = KIND_BY_SLUG.get(slug)!;
  if (kind === 'property') return { kind, slug: slug as PropertySlug };
  if (kind === 'standard') return { kind, slug: slug as InstalmentLoanSlug };
  return { kind, slug };
}
