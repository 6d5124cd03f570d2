/**
 * Which calculator a page shows. The home page shows the personal-loan calculator; each product
 * page shows the one that fits how the product is repaid. Pages that are not products show none.
 */
import { isLoanSlug, type InstalmentLoanSlug, type LoanSlug } from '../../shared/calc/limits';
import type { RouteDef } from '../../shared/routes/table';

type CalculatorKind =
  'standard' | 'property' | 'debt-transfer' | 'card' | 'student' | 'renovation' | 'investment' | 'solar' | 'wedding' | 'study' | 'revolving';

const KIND_BY_SLUG: Readonly<Record<LoanSlug, CalculatorKind>> = {
  'n-loan': 'standard',
  '7x24-loan': 'standard',
  'talent-loan': 'standard',
  supreme: 'standard',
  sme: 'standard',
  // Owners see what they could borrow against the flat, then the standard calculator.
  'p-loan': 'property',
  'hos-public-housing-loan': 'property',
  't-loan': 'debt-transfer',
  'c-loan': 'card',
  's-loan': 'student',
  'r-loan': 'renovation',
  'i-loan': 'investment',
  'l-loan': 'solar',
  // The wedding loan is a share of the wedding's cost, worked out as the solar loan's.
  'w-loan': 'wedding',
  'u-loan': 'study',
  'revolving-loan': 'revolving',
};

export type CalculatorTarget =
  | { readonly kind: 'standard'; readonly slug: InstalmentLoanSlug }
  | { readonly kind: 'property'; readonly slug: 'p-loan' | 'hos-public-housing-loan' }
  | { readonly kind: Exclude<CalculatorKind, 'standard' | 'property'>; readonly slug: LoanSlug };

const LOAN_PREFIX = '/loan/';

/** The calculator for a route, or null if the page has none. */
export function calculatorFor(route: Pick<RouteDef, 'name' | 'kind' | 'path'>): CalculatorTarget | null {
  if (route.name === 'home') return { kind: 'standard', slug: 'n-loan' };
  if (route.kind !== 'loan' || !route.path.startsWith(LOAN_PREFIX)) return null;
  const slug = route.path.slice(LOAN_PREFIX.length);
  if (!isLoanSlug(slug)) return null;
  const kind = KIND_BY_SLUG[slug];
  if (kind === 'property') return { kind, slug: slug as 'p-loan' | 'hos-public-housing-loan' };
  if (kind === 'standard') return { kind, slug: slug as InstalmentLoanSlug };
  return { kind, slug };
}
