import type { MiddlewareHandler } from 'hono';
import { localizePath, splitLocale, type Locale } from '../src/shared/locales';
import { isPublished } from '../src/shared/routes/availability';
import { APP_DOWNLOAD_REDIRECT, GUARDED_PATHS, PATH_ALIASES, routeByName, routeByPath } from '../src/shared/routes/table';
import { withoutHandOverNames } from '../src/shared/leads/hand-over';
import type { AppEnv } from './env';

interface Redirect {
  location: string;
  status: 301 | 302;
}

/** `/zh-HK/...` is the default locale spelled out; it moves to the unprefixed path for good. */
const ZH_HK_PREFIX = /^\/zh-hk(?=\/|$)/i;
/** English hides these sections wholesale, whatever follows (docs/product-rules.md: one layout redirects to /). */
const EN_HIDDEN_PREFIXES = ['/news', '/features/free-smart-credit-report'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/');

/**
 * The one redirect a request needs, if any, applying every rule of docs/decisions.md#redirects in a single
 * hop. The target is always a path taken from the route table (never from the request), plus the
 * original query string; a request that would not land on a published page is not redirected
 * (it gets the not-found page instead).
 */
function redirectFor(url: URL, search = url.search): Redirect | null {
  let pathname = url.pathname;
  let permanent = true;

  pathname = pathname.replace(ZH_HK_PREFIX, '') || '/';
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '') || '/';

  const split = splitLocale(pathname);
  const locale: Locale = split.locale;
  let path = split.path;

  if (PATH_ALIASES[path]) path = PATH_ALIASES[path]!;
  if (path === APP_DOWNLOAD_REDIRECT.path) {
    // Not a page, but spelled one way like pages: app-download.ts answers the canonical path.
    const location = localizePath(path, locale);
    return location === url.pathname ? null : { location: location + search, status: 301 };
  }

  let targetLocale = locale;
  if (GUARDED_PATHS.includes(path)) {
    path = routeByName.get('error')!.path;
    permanent = false;
  } else if (locale === 'en-US' && EN_HIDDEN_PREFIXES.some((p) => under(path, p))) {
    path = '/';
    permanent = false;
  } else if (locale === 'zh-CN' && under(path, '/loan')) {
    const route = routeByPath.get(path);
    if (route && !isPublished(route, 'zh-CN')) {
      targetLocale = 'zh-HK';
      permanent = false;
    }
  }

  const route = routeByPath.get(path);
  if (!route || !isPublished(route, targetLocale)) return null;
  const location = localizePath(route.path, targetLocale);
  if (location === url.pathname) return null;
  return { location: location + search, status: permanent ? 301 : 302 };
}

/**
 * A page's address that still carries a sent lead's details in its query (an old bookmark, a
 * partner's link: docs/decisions.md#lead-hand-over) goes to the same address without them, other
 * pairs as written, in the same hop as any other rule. Only a page's: the console and the APIs
 * have their own `id`. Never permanent, never stored (`no-store`): no cache keeps the old address.
 */
function withoutLeadDetails(url: URL): string | null {
  const query = withoutHandOverNames(url.search.slice(1));
  if (query === null) return null;
  const search = query ? `?${query}` : '';
  const redirect = redirectFor(url, search);
  if (redirect) return redirect.location;
  return routeByPath.has(splitLocale(url.pathname).path) ? url.pathname + search : null;
}

/**
 * The redirect step: a request that has a canonical address elsewhere goes there in one hop. It
 * logs nothing: a request with a lead's details is in the platform's request log, and only there.
 */
export const redirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const cleaned = withoutLeadDetails(url);
    if (cleaned !== null) return new Response(null, { status: 302, headers: { Location: cleaned, 'Cache-Control': 'no-store' } });
  }
  const redirect = redirectFor(url);
  if (redirect) return c.redirect(redirect.location, redirect.status);
  await next();
};
