import type { MiddlewareHandler } from 'hono';
import { LOCALE_INFO, LOCALES, splitLocale, type Locale } from '../src/shared/locales';
import { isPublished } from '../src/shared/routes/availability';
import { routeByPath } from '../src/shared/routes/table';
import { notFoundDocumentPath } from '../src/server/routes/registration';
import { requestedPathText } from '../src/server/routes/requested-path';
import { sameSitePath } from '../src/shared/same-site-path';
import type { AppEnv } from './env';
import type { PageValue } from './page-values';
import { RSC_PATH_PREFIX } from './waku-internals';

/** The prerendered not-found pages' own addresses: never served from the asset store as they are (a 200). */
const DOCUMENT_PATHS = new Set(LOCALES.map(notFoundDocumentPath));
export const isNotFoundDocument = (pathname: string) => DOCUMENT_PATHS.has(pathname);

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
  // Leading slashes collapsed: `//evil.example` asked for must not become a link to that host.
  const bare = route && !isPublished(route, to) ? '/' : sameSitePath(path);
  const prefix = LOCALE_INFO[to].prefix;
  return bare === '/' ? prefix || '/' : prefix + bare;
}

/**
 * What the edge writes into the page for one address (page-values.ts): the address asked for as
 * text (escaped as text), each language's switch link pointed at the same address in it. The
 * names and places are the same for every address, so the page is one template per locale.
 */
function notFoundValues(pathname: string, path: string): PageValue[] {
  return [
    { name: 'requested-path', selector: '[data-requested-path]', value: requestedPathText(pathname, { encoded: true }) },
    ...LOCALES.map((to) => ({
      name: `switch-${to}`,
      selector: `a[data-lang-switch="${LOCALE_INFO[to].htmlLang}"]`,
      attribute: 'href',
      value: languageSwitchHref(path, to),
    })),
  ];
}

/**
 * The headers the asset store answered a locale's document with (GET, strong ETag), as static-files.ts
 * keeps a page's: an isolate's asset store never changes, so the document, once read, is not asked
 * for again while its template is kept (html.ts reads it through `readStoredPage` when it is not).
 */
const knownDocuments = new Map<Locale, Headers>();

/**
 * The not-found page for every address that is not a page and not a file (docs/architecture.md,
 * "Request path"): the locale's page prerendered at build time (`/404`, `/en/404`, `/zh-CN/404`),
 * read from the asset store, finished by the steps above like a stored page instead of rendered by
 * Waku per request (a scanner's random addresses cost what a static page costs): kept as a template
 * per locale (html.ts), the address asked for and the language switch's addresses holes of their
 * own filled per response (notFoundValues). Status 404, never stored by a cache (the page names what
 * was asked for), not indexed. The steps above give it the page CSP (its inline code by hash) and
 * the request's state like any page; the page hydrates at any address (Waku routes a page by the route its payload names, not its address).
 *
 * RSC payloads (a client navigation to a dead link) go on to Waku, which renders the not-found
 * route for them; so does everything when there is no asset store (the dev server).
 */
export const notFoundPage: MiddlewareHandler<AppEnv> = async (c, next) => {
  // As sent (percent-encoded); Hono's c.req.path is decoded.
  const { pathname } = new URL(c.req.url);
  if (!c.env.ASSETS || pathname.startsWith(RSC_PATH_PREFIX)) return next();
  const { locale, path } = splitLocale(pathname);
  const documentPath = notFoundDocumentPath(locale);
  // Compressed as the visitor accepts it, as a static page is: never a conditional request (no 304).
  const read = (method: string) =>
    c.env.ASSETS.fetch(new URL(documentPath, c.req.url), { method, headers: { 'Accept-Encoding': c.req.header('Accept-Encoding') ?? '' } });
  const known = c.req.method === 'GET' || c.req.method === 'HEAD' ? knownDocuments.get(locale) : undefined;
  let document: Response | undefined;
  if (known) {
    // Read only if html.ts has no template for it (as a known page's body: static-files.ts).
    c.set('readStoredPage', () => read('GET'));
  } else {
    document = await read(c.req.method);
    // A build without the page: Waku renders it (waku-paths.ts).
    if (!document.ok) return next();
    if ((document.headers.get('ETag') ?? '').startsWith('"')) knownDocuments.set(locale, new Headers(document.headers));
    // A HEAD is finished like its GET, from the GET's body.
    if (c.req.method === 'HEAD') c.set('readStoredPage', () => read('GET'));
  }
  c.set('storedDocument', { path: documentPath, values: notFoundValues(pathname, path) });
  const headers = new Headers(known ?? document?.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  // The ETag stays for html.ts, which keeps the template under it and sends none (the page names the address).
  headers.delete('Content-Length');
  return new Response(document?.body ?? null, { status: 404, headers });
};
