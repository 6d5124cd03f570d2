import type { MiddlewareHandler } from 'hono';
import { localizePath, splitLocale } from '../src/shared/locales';
import { isPublished } from '../src/shared/routes/availability';
import { requestedPathText } from '../src/server/routes/requested-path';
import { routeByPath } from '../src/shared/routes/table';
import type { AppEnv } from './env';
import { isHtml } from './pages';
import { replaceResponse } from './replace-response';
import { ROUTE_PAYLOAD_PATH, RSC_PATH_PREFIX } from './waku-internals';

/** Whether the public path is a page the site publishes (anything else gets the not-found page). */
function isPublishedPage(pathname: string): boolean {
  const { locale, path } = splitLocale(pathname);
  const route = routeByPath.get(path);
  return !!route && isPublished(route, locale);
}

/** Client navigation fetches a route's RSC payload as /RSC/R/<path>.txt; payloads are not pages. */
const isRscPath = (pathname: string) => pathname.startsWith(RSC_PATH_PREFIX);

/**
 * RSC payloads Waku renders (the asset store has the prerendered ones). Anything else under /RSC/
 * is not a request Waku answers with a payload (it throws: a 500); it is simply not here.
 */
export const rscPayloads: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (!isRscPath(pathname)) return next();
  if (!ROUTE_PAYLOAD_PATH.test(pathname)) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  await next();
  // Waku streams dynamic payloads without a type; the asset store serves the prerendered ones as text.
  if (!c.res.headers.has('Content-Type')) {
    const headers = new Headers(c.res.headers);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    replaceResponse(c, new Response(c.res.body, { status: c.res.status, headers }));
  }
};

/** A page Waku renders for a path the site does not publish is the not-found page: status 404. */
export const notFoundStatus: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  await next();
  if (isRscPath(pathname) || isPublishedPage(pathname) || !isHtml(c.res)) return;
  replaceResponse(c, new Response(c.res.body, { status: 404, headers: c.res.headers }));
};

/**
 * Waku cannot route a path with an empty segment ('/x/', '//x'). Such
 * a request, never a page, gets its locale's not-found page: the request is replaced by one for
 * the locale's /404 before Waku sees it, and the page goes out without its scripts (they would
 * hydrate against the other path), naming the path asked for (the page names the path it was
 * rendered from; the scripts being gone, nothing hydrates against the change).
 */
export const unroutablePaths: MiddlewareHandler<AppEnv> = async (c, next) => {
  const visitor = c.req.raw;
  const { pathname } = new URL(visitor.url);
  const routable = pathname === '/' || !/\/$|\/\//.test(pathname);
  if (routable || isRscPath(pathname)) return next();
  c.req.raw = new Request(new URL(localizePath('/404', splitLocale(pathname).locale), visitor.url), visitor);
  try {
    await next();
  } finally {
    c.req.raw = visitor;
  }
  if (isHtml(c.res)) replaceResponse(c, withoutScripts(c.res, requestedPathText(pathname, { encoded: true })));
};

function withoutScripts(res: Response, requestedPath: string): Response {
  return (
    new HTMLRewriter()
      .on('script', { element: (el) => void el.remove() })
      .on('link[rel="modulepreload"]', { element: (el) => void el.remove() })
      // Written as text: HTMLRewriter escapes it, so a path never becomes markup.
      .on('[data-requested-path]', { element: (el) => void el.setInnerContent(requestedPath, { html: false }) })
      .transform(new Response(res.body, res))
  );
}
