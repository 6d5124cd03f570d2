/**
 * The sent lead's confirmation on a product page it can land on (server component): the lead codes
 * that land here and the product's documents, as plain values for the client leaf
 * (./LeadReceived.tsx); its words come with its code.
 */
import { leadLandingPath } from '../../shared/leads/landing';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { LOAN_CODES } from '../../shared/routes/loan-codes';
import { LeadReceived } from './LeadReceived';

/** `path`: the product page's path in the route table (unprefixed); `documents`: its list, filled. */
export function LeadReceivedSection({ locale, path, documents }: { locale: Locale; path: string; documents: readonly string[] }) {
  // The product's page in every language: a lead sent from an English page is confirmed on the Chinese one too.
  const codes = Object.keys(LOAN_CODES)
    .map(Number)
    .filter((code) => leadLandingPath(code, DEFAULT_LOCALE) === path);
  return <LeadReceived locale={locale} codes={codes} documents={documents} />;
}
