import type { ReactNode } from 'react';
import type { Translator } from '../server/i18n';
import type { Locale } from '../shared/locales';
import type { RouteDef } from '../shared/routes/table';

/** What every page body receives from RoutePage. */
export interface PageBodyProps {
  route: RouteDef;
  locale: Locale;
  t: Translator['t'];
  /** The repayment calculator for this page (home and product pages), or null. */
  calculator: ReactNode;
}
