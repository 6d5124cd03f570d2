/**
 * The valuation copy handed to the client islands: plain strings only. The server fills it
 * (copy-server.ts); the islands import only these types.
 */
import type { LeadCopy, ValuationCopy } from '../../../content/i18n/types';

/** The messages the valuation's checks can give (src/shared/valuation/schema.ts); any other key reads as `invalid`. */
export type ValuationErrorKey = 'valuationDistrict' | 'valuationPlace' | 'valuationName' | 'mobile' | 'tooLong' | 'invalid';

/**
 * What the form island shows: only that, since its code's file per locale carries it (./form-copy.ts).
 * The section's heading and intro are the server's.
 */
export interface ValuationFormCopy {
  valuation: { form: Omit<ValuationCopy['form'], 'title' | 'intro'>; errors: ValuationCopy['errors'] };
  districts: Record<string, string>;
  errors: Pick<LeadCopy['errors'], ValuationErrorKey>;
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
