import { Hono } from 'hono';
import { SITE } from '../content/site';
import { LOCALES, localizePath, type Locale } from '../src/shared/locales';
import { APP_DOWNLOAD_REDIRECT, routeByName } from '../src/shared/routes/table';
import type { AppEnv } from './env';

/** The store whose app a user agent can install, if any. */
type AppStore = 'ios' | 'android';

/**
 * iPhone, iPad and iPod name themselves in the user agent; so does Android. iPadOS Safari asks for
 * desktop pages by default and sends a Mac's user agent: it gets the download page, which links to
 * both stores, like any desktop.
 */
function appStoreFor(userAgent: string): AppStore | null {
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return null;
}

/**
 * GET /download-app-redirect in each locale: a 302 to the visitor's app store, or to the download
 * page in the same locale for anything else. The answer depends on the user agent, so no cache
 * may keep it for another visitor (`no-store`, `Vary: User-Agent`). The store gets no query string
 * (campaign parameters are this site's business); the download page keeps it, like every redirect
 * of the site.
 */
export const appDownload = new Hono<AppEnv>();

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store', Vary: 'User-Agent' } });

const fallbackPath = (locale: Locale) => localizePath(routeByName.get(APP_DOWNLOAD_REDIRECT.fallback)!.path, locale);

for (const locale of LOCALES) {
  appDownload.get(localizePath(APP_DOWNLOAD_REDIRECT.path, locale), (c) => {
    const store = appStoreFor(c.req.header('User-Agent') ?? '');
    if (store) return redirectTo(SITE.apps[store]);
    return redirectTo(fallbackPath(locale) + new URL(c.req.url).search);
  });
}
