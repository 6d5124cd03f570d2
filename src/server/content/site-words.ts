import { SITE } from '../../../content/site';

/**
 * Words any content text may use as placeholders besides figures: the brand in the page's
 * language and the company's contact details from content/site.ts (sample values).
 */
export function siteWords(brand: string): Record<string, string> {
  return {
    brand,
    hotline: SITE.hotline,
    complaintHotline: SITE.complaintHotline,
    whatsapp: SITE.whatsapp,
    whatsappOld: SITE.whatsappOld,
    email: SITE.email,
    irEmail: SITE.irEmail,
    stockCode: SITE.stockCode,
    licenceNo: SITE.licenceNo,
  };
}

export const SITE_WORD_NAMES = Object.keys(siteWords(''));
