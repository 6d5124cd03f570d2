/** The site's pages as docs/product-rules.md §2 and docs/decisions.md#redirects list them, written out
 * here independently of the route table, for the tests to check the table against. */
/** Every route of docs/product-rules.md §2 (written out here, independent of the route table). */
const SPEC_ROUTES = [
  '/',
  '/loan/supreme',
  '/loan/p-loan',
  '/loan/sme',
  '/loan/n-loan',
  '/loan/hos-public-housing-loan',
  '/loan/7x24-loan',
  '/loan/t-loan',
  '/loan/c-loan',
  '/loan/r-loan',
  '/loan/talent-loan',
  '/loan/revolving-loan',
  '/loan/u-loan',
  '/loan/l-loan',
  '/loan/s-loan',
  '/loan/i-loan',
  '/loan/w-loan',
  '/features/free-smart-credit-report',
  '/investor-relations/announcements-circulars',
  '/news',
  '/news/counterfeiting-case',
  '/aboutus',
  '/esg',
  '/addressMap',
  '/faq',
  '/contactus',
  // The tag check (docs/app-service.md): every language, English included.
  '/verify',
  '/application-tutorial',
  '/disclaimer',
  '/terms',
  '/privacy',
  '/document-disclaimer',
  '/term_condition',
  '/term_condition_t_loan',
  '/error',
  // The original site's /download-app-redirect is an edge redirect (app-download.test.ts); devices without
  // an app store land on this page.
  '/download-app',
];
export const HIDDEN_IN_ENGLISH = ['/features/free-smart-credit-report', '/news', '/news/counterfeiting-case'];
const SIMPLIFIED_HAS_LOAN = ['/loan/talent-loan'];

export const LOCALES = [
  { prefix: '', lang: 'zh-Hant-HK', paths: SPEC_ROUTES },
  { prefix: '/en', lang: 'en', paths: SPEC_ROUTES.filter((p) => !HIDDEN_IN_ENGLISH.includes(p)) },
  {
    prefix: '/zh-CN',
    lang: 'zh-Hans-CN',
    paths: SPEC_ROUTES.filter((p) => !p.startsWith('/loan/') || SIMPLIFIED_HAS_LOAN.includes(p)),
  },
];

export const publicPath = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);
