import type { MiddlewareHandler } from 'hono';
import { LOCALE_INFO, LOCALES, splitLocale, type Locale } from '../src/shared/locales';
import { isPublished } from '../src/shared/routes/availability';
import { routeByPath } from '../src/shared/routes/table';
import { notFoundDocumentPath } from '../src/server/routes/registration';
import { requestedPathText } from '../src/server/routes/requested-path';
import type { AppEnv } from './env';
import { RSC_PATH_PREFIX } from './waku-internals';

/** The prerendered not-found pages' own addresses: never served from the asset store as they are (a 200). */
const DOCUMENT_PATHS = new Set(LOCALES.map(notFoundDocumentPath));
export const isNotFoundDocument = (pathname: string) => DOCUMENT_PATHS.has(pathname);

const localeByHtmlLang = new Map(LOCALES.map((l) => [LOCALE_INFO[l].htmlLang, l]));

/**
 * Where the language switch goes from an address that is no page: the same address in the other
 * language, as the switch computes it from the path it is rendered for
 * (src/components/shell/LanguageSwitch.tsx; a path the other language does not publish goes to
 * its home page). The prerendered page was rendered for its own path, so the edge writes these.
 * The path is the one the URL parser left percent-encoded: a quote or an angle bracket in it is
 * `%22`, `%3C`, so it cannot end the attribute (tests/worker/pages.test.ts sends both).
 */
function languageSwitchHref(path: string, to: Locale): string {
  const route = routeByPath.get(path);
  const bare = route && !isPublished(route, to) ? '/' : path;
  const prefix = LOCALE_INFO[to].prefix;
  return bare === '/' ? prefix || '/' : prefix + bare;
}

/**
 * The not-found page for every address that is not a page and not a file (docs/architecture.md,
 * "Request path"): the locale's page prerendered at build time (`/404`, `/en/404`, `/zh-CN/404`),
 * read from the asset store, finished here instead of rendered by Waku per request (a scanner's
 * random addresses cost what a static page costs). Status 404, the address asked for written into
 * the page as text (HTMLRewriter escapes it), the language switch pointed at the same address in
 * the other languages, never stored by a cache: the page names what was asked for. The steps
 * above give it the page CSP, the nonce and the request's state like any page; the page hydrates
 * at any address (scripts/build/not-found-documents.ts).
 *
 * RSC payloads (a client navigation to a dead link) go on to Waku, which renders the not-found
 * route for them; so does everything when there is no asset store (the dev server).
 */
export const notFoundPage: MiddlewareHandler<AppEnv> = async (c, next) => {
  // As sent (percent-encoded); Hono's c.req.path is decoded.
  const { pathname } = new URL(c.req.url);
  if (!c.env.ASSETS || pathname.startsWith(RSC_PATH_PREFIX)) return next();
  const { locale, path } = splitLocale(pathname);
  // Compressed as the visitor accepts it, as a static page is: never a conditional request (no 304).
  const document = await c.env.ASSETS.fetch(new URL(notFoundDocumentPath(locale), c.req.url), {
    method: c.req.method,
    headers: { 'Accept-Encoding': c.req.header('Accept-Encoding') ?? '' },
  });
  // A build without the page: Waku renders it (waku-paths.ts).
  if (!document.ok) return next();
  const requested = requestedPathText(pathname, { encoded: true });
  const headers = new Headers(document.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  headers.delete('ETag');
  headers.delete('Content-Length');
  return new HTMLRewriter()
    .on('[data-requested-path]', { element: (el) => void el.setInnerContent(requested) })
    .on('a[data-lang-switch]', {
      element: (el) => {
        const to = localeByHtmlLang.get(el.getAttribute('data-lang-switch') ?? '');
        if (to) el.setAttribute('href', languageSwitchHref(path, to));
      },
    })
    .transform(new Response(document.body, { status: 404, headers }));
};
