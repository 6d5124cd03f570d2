/** The pages the benchmark measures: every published page, and the key pages measured closely. */
import { localizePath, type Locale } from '../../src/shared/locales';
import { publishedPages } from '../../src/shared/routes/availability';
import { ROUTES } from '../../src/shared/routes/table';

/** The main templates (home, a loan product, the SME layout, FAQ, branches, contact). */
const KEY_PATHS = ['/', '/loan/n-loan', '/loan/sme', '/faq', '/addressMap', '/contactus'];
const KEY_LOCALES: Locale[] = ['zh-HK', 'en-US'];

export interface BenchPage {
  path: string;
  locale: Locale;
  /**
   * The page's template: its route kind, and its layout where that is not the default (the SME
   * page has its own). Pages of one template share their components and scripts.
   */
  template: string;
  /** Kept out of search indexes (`noindex`): Lighthouse's SEO category fails it by design. */
  noIndex: boolean;
}

const routeOf = (path: string) => {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route for ${path}`);
  return route;
};
const describe = (path: string) => {
  const route = routeOf(path);
  return { template: route.layout === 'default' ? route.kind : `${route.kind}/${route.layout}`, noIndex: route.noIndex === true };
};

/** The key pages: several mobile Lighthouse runs each, a desktop run, sizes listed one by one. */
export const BENCH_PAGES: BenchPage[] = KEY_LOCALES.flatMap((locale) =>
  KEY_PATHS.map((path) => ({ path: localizePath(path, locale), locale, ...describe(path) })),
);

/** Every page the site publishes, in every locale: every budget holds for each. */
export const EVERY_PAGE: BenchPage[] = publishedPages().map(({ route, locale, path }) => ({ path, locale, ...describe(route.path) }));
