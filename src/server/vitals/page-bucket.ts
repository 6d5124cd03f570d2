import { localizePath, splitLocale } from '../../shared/locales';
import { isPublished } from '../../shared/routes/availability';
import { routeByPath } from '../../shared/routes/table';

/** Where every page view that is not of a published page goes: the not-found page, old paths, junk. */
export const OTHER_PAGE = 'other';

/**
 * The page a web-vitals beacon is counted against: the public path of a published route in its
 * locale ('/en/faq', '/', '/zh-CN/loan/talent-loan'), or `other`. Only the path is read: a query
 * string, a fragment or a whole address are dropped, so what is stored is one of about a hundred
 * known values and a scanner sending made-up paths cannot fill the table with its own strings.
 */
export function pageBucket(sent: string): string {
  let pathname: string;
  try {
    pathname = new URL(sent, 'https://site.invalid').pathname;
  } catch {
    return OTHER_PAGE;
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  const { locale, path } = splitLocale(pathname);
  const route = routeByPath.get(path);
  return route && isPublished(route, locale) ? localizePath(route.path, locale) : OTHER_PAGE;
}
