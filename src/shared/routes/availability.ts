import { LOCALES, localizePath, type Locale } from '../locales';
import { ROUTES, type RouteDef } from './table';

/**
 * Whether a route is published in a locale. English hides the routes marked hiddenInEn; the
 * Simplified Chinese site carries no loan product pages except the talent loan (those paths
 * redirect to the Traditional Chinese page).
 */
export function isPublished(route: RouteDef, locale: Locale): boolean {
  if (locale === 'en-US') return !route.hiddenInEn;
  if (locale === 'zh-CN') return route.kind !== 'loan' || route.name === 'talentLoan';
  return true;
}

export function localesOf(route: RouteDef): Locale[] {
  return LOCALES.filter((l) => isPublished(route, l));
}

/** Every (route, locale, public path) the site serves as a page. */
export function publishedPages(): { route: RouteDef; locale: Locale; path: string }[] {
  return ROUTES.flatMap((route) => localesOf(route).map((locale) => ({ route, locale, path: localizePath(route.path, locale) })));
}

/**
 * Where a link to a route goes from a page in `locale`: its own localized page when published;
 * from Simplified Chinese, the Traditional Chinese page (zh-CN has no loan pages); otherwise the
 * locale's home page.
 */
export function hrefFor(route: RouteDef, locale: Locale): string {
  if (isPublished(route, locale)) return localizePath(route.path, locale);
  if (locale === 'zh-CN') return route.path;
  return localizePath('/', locale);
}
