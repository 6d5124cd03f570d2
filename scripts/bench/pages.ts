/** The pages the benchmark measures: the main templates, in Traditional Chinese and English. */
import { localizePath, type Locale } from '../../src/shared/locales';
import { publishedPages } from '../../src/shared/routes/availability';

const PATHS = ['/', '/loan/n-loan', '/loan/sme', '/faq', '/addressMap', '/contactus'];
const LOCALES: Locale[] = ['zh-HK', 'en-US'];

export interface BenchPage {
  path: string;
  locale: Locale;
}

export const BENCH_PAGES: BenchPage[] = LOCALES.flatMap((locale) => PATHS.map((path) => ({ path: localizePath(path, locale), locale })));

/** Every page the site publishes, in every locale: the size budgets hold for each. */
export const EVERY_PAGE: BenchPage[] = publishedPages().map(({ path, locale }) => ({ path, locale }));
