import type { Locale } from '../../lib/locales';
import type { RouteDef } from '../../lib/routes/table';

/** The repayment calculator for a page (home and product pages), or nothing for other pages. */
export function CalculatorSection(_props: { route: RouteDef; locale: Locale }) {
  return null;
}
