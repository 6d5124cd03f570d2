/**
 * The product page a lead lands on (docs/product-rules.md §7, "After submit"): the chosen type's
 * page, Supreme's on the personal loan page. One place for it: the lead form goes there
 * (src/browser/leads/redirect.ts), and the build gives those pages the hand-over's inline script.
 */
import { LOCALES, localizePath, type Locale } from '../locales';
import { hrefFor } from '../routes/availability';
import { LOAN_CODES, type LoanCode } from '../routes/loan-codes';
import { routeByPath } from '../routes/table';

export const SUPREME: LoanCode = 11;

/**
 * The path of a code's product page in a locale, or null for a code with none. English pages carry
 * /en; Simplified Chinese has no loan pages except the talent loan, so those are the Traditional
 * Chinese pages (the route table decides).
 */
export function leadLandingPath(loanCode: number, locale: Locale): string | null {
  const slug: string | undefined = LOAN_CODES[loanCode as LoanCode];
  if (!slug) return null;
  const target = loanCode === SUPREME ? LOAN_CODES[1] : slug;
  const route = routeByPath.get(`/loan/${target}`);
  return route ? hrefFor(route, locale) : localizePath(`/loan/${target}`, locale);
}

/** Every page a lead can land on, in every locale. */
export const LEAD_LANDING_PATHS: ReadonlySet<string> = new Set(
  Object.keys(LOAN_CODES).flatMap((code) => LOCALES.map((locale) => leadLandingPath(Number(code), locale)!)),
);
