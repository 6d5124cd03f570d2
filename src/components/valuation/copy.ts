/**
 * The valuation copy handed to the client islands: plain strings only. The server fills it
 * (copy-server.ts); the islands import only these types.
 */
import type { LeadCopy, ValuationCopy } from '../../../content/i18n/types';

export interface ValuationFormCopy {
  valuation: Pick<ValuationCopy, 'form' | 'errors'>;
  districts: Record<string, string>;
  /** Each district's suggested estates, separated by `|`. */
  estates: Record<string, string>;
  errors: LeadCopy['errors'];
  api: Pick<LeadCopy['api'], 'badRequest'>;
  notice: LeadCopy['notice'];
  mobileHint: string;
  errorSummary: string;
  newWindow: string;
  privacyHref: string;
}

export interface ValuationResultCopy {
  result: ValuationCopy['result'];
  /** The product pages the result links to ("apply with this amount", "value another"). */
  productHref: { p: string; hos: string };
}
