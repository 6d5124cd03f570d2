import { SITE } from '../../../content/site';
import { phoneText } from './phone-text';

/**
 * Words any content text may use as placeholders besides figures: the brand in the page's
 * language and the company's contact details from content/site.ts (sample values). Phone
 * numbers with non-breaking spaces, so no text breaks one across lines.
 */
export function siteWords(brand: string): Record<string, string> {
  return {
    brand,
    hotline: phoneText(SITE.hotline),
    complaintHotline: phoneText(SITE.complaintHotline),
    whatsapp: phoneText(SITE.whatsapp),
    whatsappOld: phoneText(SITE.whatsappOld),
    email: SITE.email,
    irEmail: SITE.irEmail,
    stockCode: SITE.stockCode,
    licenceNo: SITE.licenceNo,
  };
}

export const SITE_WORD_NAMES = Object.keys(siteWords(''));
