/**
 * The sent lead's confirmation on a product page it can land on (server component): its copy from
 * the lead dictionary, the product's documents, the contact numbers and office hours as plain
 * values for the client leaf (./LeadReceived.tsx).
 */
import { HOLIDAYS, OFFICE_HOURS } from '../../../content/office-hours';
import { SITE, telHref, whatsappHref } from '../../../content/site';
import { phoneText } from '../../server/content/phone-text';
import { leadLandingPath } from '../../shared/leads/landing';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { LOAN_CODES } from '../../shared/routes/loan-codes';
import { leadCopy } from './copy';
import { LeadReceived } from './LeadReceived';

/** `path`: the product page's path in the route table (unprefixed); `documents`: its list, filled. */
export function LeadReceivedSection({ locale, path, documents }: { locale: Locale; path: string; documents: readonly string[] }) {
  const copy = leadCopy(locale);
  // The product's page in every language: a lead sent from an English page is confirmed on the Chinese one too.
  const codes = Object.keys(LOAN_CODES)
    .map(Number)
    .filter((code) => leadLandingPath(code, DEFAULT_LOCALE) === path);
  return (
    <LeadReceived
      locale={locale}
      copy={{ ...copy.received, another: copy.sent.another }}
      codes={codes}
      documents={documents}
      contact={{
        hotline: phoneText(SITE.hotline),
        hotlineHref: telHref(SITE.hotline),
        whatsapp: phoneText(SITE.whatsapp),
        whatsappHref: whatsappHref(SITE.whatsapp),
      }}
      schedule={OFFICE_HOURS}
      holidays={HOLIDAYS}
    />
  );
}
