/**
 * Company facts shown across the site. Every value here is a SAMPLE for development: replace it
 * with the licensed lender's real details before going live (the licence number appears on every
 * page, so it must be the one on the Money Lenders Licence).
 */
export const SITE = {
  /** Brand shown in titles and the header, per language. */
  brand: { 'zh-HK': '示例財務', 'en-US': 'Sample Finance' },
  /** Money Lenders Licence number (sample). */
  licenceNo: '0000/2026',
  stockCode: '2483',
  hotline: '2100 0000',
  complaintHotline: '2100 0001',
  whatsapp: '5100 0000',
  /** The WhatsApp number before the change of 30 April 2025, named in the announcement bar. */
  whatsappOld: '5100 0099',
  whatsappChangeDate: '2025-04-30',
  email: 'cs@example.com',
  /** Investor relations enquiries (sample). */
  irEmail: 'ir@example.com',
  origin: 'https://www.example.com',
  memberSiteUrl: 'https://member.example.com/login',
  /**
   * The small-business (SME) financing site (SAMPLE origin and paths): its four legal pages in
   * each language, linked from both footers.
   */
  smeSite: {
    origin: 'https://sme.example.com',
    legal: {
      'zh-HK': {
        legalNotice: '/zh-hk/legal-notice',
        disclaimer: '/zh-hk/disclaimer',
        privacy: '/zh-hk/privacy-policy',
        loanTerms: '/zh-hk/loan-application-terms',
      },
      'en-US': { legalNotice: '/en/legal-notice', disclaimer: '/en/disclaimer', privacy: '/en/privacy-policy', loanTerms: '/en/loan-application-terms' },
      'zh-CN': {
        legalNotice: '/zh-cn/legal-notice',
        disclaimer: '/zh-cn/disclaimer',
        privacy: '/zh-cn/privacy-policy',
        loanTerms: '/zh-cn/loan-application-terms',
      },
    },
  },
  social: {
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    youtube: 'https://www.youtube.com/@example',
  },
  /** The app's store pages (SAMPLE ids); /download-app-redirect sends phones straight to them. */
  apps: {
    ios: 'https://apps.apple.com/hk/app/example/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=com.example.app',
  },
} as const;

/** tel: and WhatsApp links need the number without spaces, with the Hong Kong country code. */
export const telHref = (phone: string) => `tel:+852${phone.replace(/\s+/g, '')}`;
export const whatsappHref = (phone: string) => `https://wa.me/852${phone.replace(/\s+/g, '')}`;
