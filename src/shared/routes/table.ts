import { PRODUCTS, type LoanCode } from '../products';
import type { LayoutKind } from '../products/product';

export type { LayoutKind };

/**
 * The one route table (docs/decisions.md#locales). Page registration, the sitemap, hreflang links,
 * the menus and the redirect rules all read it; no route is listed twice.
 */
type PageKind = 'home' | 'loan' | 'feature' | 'investor' | 'news' | 'company' | 'service' | 'legal' | 'error';

export interface RouteDef {
  /** Stable route name; also the key of its copy in the dictionaries (`pages.<name>`). */
  name: string;
  /** Unprefixed public path ('/loan/n-loan'). */
  path: string;
  kind: PageKind;
  layout: LayoutKind;
  /** Not published in English: `/en` + path redirects to `/en`. */
  hiddenInEn?: true;
  /** Lead-form code for product pages. */
  loanCode?: LoanCode;
  /** Kept out of the sitemap and search indexes. */
  noIndex?: true;
}

const page = (path: string, name: string, kind: PageKind, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  kind,
  layout: 'default',
  ...extra,
});

export const ROUTES: readonly RouteDef[] = [
  page('/', 'home', 'home'),
  // Loan products, in the order the mega-menu shows them (src/shared/products/index.ts).
  ...PRODUCTS.map((p): RouteDef => ({
    name: p.name,
    path: `/loan/${p.slug}`,
    kind: 'loan',
    layout: p.layout,
    ...(p.code === null ? {} : { loanCode: p.code }),
  })),
  // Company, investors, news.
  page('/aboutus', 'aboutus', 'company'),
  page('/esg', 'esg', 'company'),
  page('/investor-relations/announcements-circulars', 'irAnnouncements', 'investor'),
  page('/investor-relations/financial-reports', 'irFinancialReports', 'investor'),
  page('/investor-relations/corporate-information', 'irCorporateInformation', 'investor'),
  page('/investor-relations/corporate-governance', 'irCorporateGovernance', 'investor'),
  page('/investor-relations/other-information', 'irOtherInformation', 'investor'),
  page('/investor-relations/enquiry', 'irEnquiry', 'investor'),
  page('/news', 'news', 'news', { hiddenInEn: true }),
  page('/news/counterfeiting-case', 'counterfeitingCase', 'news', { hiddenInEn: true }),
  page('/special-announcement', 'specialAnnouncement', 'news'),
  page('/features/free-smart-credit-report', 'freeCreditReport', 'feature', { hiddenInEn: true }),
  // A valuation's result, at an address of its own (`?ref=`): personal, so never indexed.
  page('/property-valuation', 'propertyValuation', 'feature', { noIndex: true }),
  // Service.
  page('/addressMap', 'addressMap', 'service'),
  page('/faq', 'faq', 'service'),
  page('/contactus', 'contactus', 'service'),
  // The tag check: is the code on a staff card, letter or leaflet the company's (every locale, unlike
  // the fraud alert under /news, which English does not publish).
  page('/verify', 'tagCheck', 'service'),
  page('/application-tutorial', 'applicationTutorial', 'service'),
  // The download page: what /download-app-redirect (below) answers on devices without an app store.
  page('/download-app', 'downloadApp', 'service'),
  // Legal.
  page('/disclaimer', 'disclaimer', 'legal'),
  page('/terms', 'terms', 'legal'),
  page('/privacy', 'privacy', 'legal'),
  page('/document-disclaimer', 'documentDisclaimer', 'legal'),
  page('/term_condition', 'termCondition', 'legal'),
  page('/term_condition_t_loan', 'termConditionTLoan', 'legal'),
  page('/error', 'error', 'error', { noIndex: true }),
];

/** Old or alternative paths that permanently move to a route (301). */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/loan/cloan': '/loan/c-loan',
};

/**
 * The app-download link (the home page's download block and the lead popup link here): not a page
 * but an edge redirect (302) to the visitor's app store, picked by user agent, or to the route
 * named `fallback` on other devices. Never in the sitemap.
 */
export const APP_DOWNLOAD_REDIRECT = { path: '/download-app-redirect', fallback: 'downloadApp' } as const;

/** Paths a route guard sends to `/error` (302): the retired revolving route. */
export const GUARDED_PATHS: readonly string[] = ['/loan/revolving'];

export const routeByPath: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.path, r]));
export const routeByName: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));
