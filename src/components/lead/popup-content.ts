/**
 * What the lead popup and the sent lead's confirmation show, for one locale: their copy (with only
 * the short form's own error messages), the loan types, the links and the contact numbers, as plain
 * strings. Server- and build-side only (it reads
 * every dictionary through ./copy): `npm run gen` writes it per locale to
 * content/i18n/generated/lead-popup.<locale>.json, which the browser fetches with the popup's code
 * (./lead-chunks.ts), so that no page carries it in its HTML and payload (about 2 KiB gzip each).
 */
import { DICTIONARIES } from '../../../content/i18n';
import { SITE, telHref, whatsappHref } from '../../../content/site';
import { phoneText } from '../../server/content/phone-text';
import type { Locale } from '../../shared/locales';
import { leadCopy, leadLinks, loanOptions, pickErrors } from './copy';
import { LEAD_FORM_ERROR_KEYS, type LeadPopupContent } from './types';

export function leadPopupContent(locale: Locale): LeadPopupContent {
  const { popup, form, notice, errors, api, sent, received } = leadCopy(locale);
  const { application } = DICTIONARIES[locale];
  return {
    copy: {
      popup,
      form,
      notice,
      errors: pickErrors(errors, LEAD_FORM_ERROR_KEYS),
      api: { badRequest: api.badRequest, unsupportedType: api.unsupportedType, tooLarge: api.tooLarge, tooMany: api.tooMany, unavailable: api.unavailable },
      application,
      sent,
      received,
    },
    loanOptions: loanOptions(locale),
    links: leadLinks(locale),
    contact: {
      hotline: phoneText(SITE.hotline),
      hotlineHref: telHref(SITE.hotline),
      whatsapp: phoneText(SITE.whatsapp),
      whatsappHref: whatsappHref(SITE.whatsapp),
    },
  };
}
