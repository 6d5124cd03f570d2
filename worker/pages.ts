import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { adConversionTag } from './ad-tag';
import { bannerImageOrigins } from './banner-image-origins';
import type { RenderWithWaku } from './app';
import { localizePath, splitLocale } from '../src/shared/locales';
import { isPublished } from '../src/shared/routes/availability';
import { requestedPathText } from '../src/server/routes/requested-path';
import { routeByPath } from '../src/shared/routes/table';
import type { AppEnv } from './env';
import { finishHtml, type HtmlOptions } from './html';
import { configReuseMs, maintenanceFor, maintenanceLayerHtml } from './maintenance';
import { visitorCookies } from './visitor-cookies';
import { NON_PAGE_CSP } from './security-headers';
import { webChatId } from './web-chat';

/** Whether the public path is a page the site publishes (anything else gets the not-found page). */
function isPublishedPage(pathname: string): boolean {
  const { locale, path } = splitLocale(pathname);
  const route = routeByPath.get(path);
  return !!route && isPublished(route, locale);
}

const isHtml = (res: Response) => (res.headers.get('Content-Type') ?? '').includes('text/html');

/** Asset requests must not be conditional: HTML is re-issued with a fresh nonce every time. */
function unconditional(req: Request): Request {
  // Copying a request costs more than the rest of the page's routing: only when it is needed.
  if (!req.headers.has('If-None-Match') && !req.headers.has('If-Modified-Since')) return req;
  const headers = new Headers(req.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(req.url, { method: req.method, headers });
}

function finishOther(res: Response): Response {
  const out = new Response(res.body, res);
  if (!out.headers.has('Content-Security-Policy')) out.headers.set('Content-Security-Policy', NON_PAGE_CSP);
  return out;
}

/**
 * Serves pages and files: prerendered output from the asset store first (no rendering on the hot
 * path), then Waku for everything else (the not-found page, dynamic RSC). HTML is post-processed.
 */
export async function servePage(c: Context<AppEnv>, renderWithWaku: RenderWithWaku): Promise<Response> {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return finishOther(new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } }));
  }
  // The dev server has no asset store: Waku renders every page there.
  const asset = c.env.ASSETS ? await c.env.ASSETS.fetch(unconditional(c.req.raw)) : null;
  if (asset && asset.status !== 404) {
    return isHtml(asset) ? finishPage(c, asset, {}) : finishOther(asset);
  }
  const { pathname } = new URL(c.req.url);
  // Waku decodes the path with decodeURI and throws (a 500) on percent-encoding that is not UTF-8.
  // It decodes twice (once reading the request, once routing), so an escaped '%' (`%25`) is decoded
  // again: a 500 for `/%25ff`, another path than the one asked for otherwise. No page has a '%'.
  const decodable = wakuCanDecode(pathname) && !/%25/i.test(pathname);
  if (pathname.startsWith('/RSC/')) {
    // Client navigation fetches a route's RSC payload as /RSC/R/<path>.txt. Anything else under
    // /RSC/ is not a request Waku answers with a payload (it throws: a 500); it is simply not here.
    if (!decodable || !/^\/RSC\/R\/.+\.txt$/.test(pathname)) return finishOther(new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
    const payload = await renderWithWaku();
    const out = finishOther(payload);
    // Waku streams dynamic payloads without a type; the asset store serves the prerendered ones as text.
    if (!out.headers.has('Content-Type')) out.headers.set('Content-Type', 'text/plain; charset=utf-8');
    return out;
  }
  // Waku cannot route a path with an empty segment ('/x/', '//x') or one that does not decode:
  // such a request, never a page, gets its locale's not-found page rendered from a path it can route, without the scripts
  // (they would hydrate against the other path).
  const routable = pathname === '/' || (decodable && !/\/$|\/\//.test(pathname));
  const res = await renderWithWaku(routable ? undefined : localizePath('/404', splitLocale(pathname).locale));
  if (!isHtml(res)) return finishOther(res);
  const status = isPublishedPage(pathname) ? res.status : 404;
  // Rendered from another path, the not-found page names that one: the edge writes the real path
  // (the page ships without scripts here, so nothing hydrates against the change).
  return finishPage(c, res, { status, withoutScripts: !routable, ...(routable ? {} : { requestedPath: requestedPathText(pathname, { encoded: true }) }) });
}

/**
 * Whether Waku 0.27's router can decode the path. It decodes it twice: once when it reads the
 * request (`getInput`) and again when it picks the route's elements (`getEntriesForRoute`). An
 * encoded percent sign followed by bytes that are no escape (`/%25ff`) survives the first pass as
 * `/%ff` and throws "URI malformed" in the second, a 500 from deep inside the renderer.
 */
function wakuCanDecode(pathname: string): boolean {
  try {
    decodeURI(decodeURI(pathname));
    return true;
  } catch {
    return false;
  }
}

/** A page with this request's state: maintenance layer, announcement bar, visitor cookies. */
async function finishPage(c: Context<AppEnv>, res: Response, options: HtmlOptions): Promise<Response> {
  const url = new URL(c.req.url);
  const { locale, path } = splitLocale(url.pathname);
  const maintenance = await maintenanceFor(c.env.CONFIG, url, configReuseMs(c.env.CONFIG_REUSE_MS));
  const cookies = getCookie(c);
  const page = finishHtml(res, {
    ...options,
    memberSiteUrl: c.env.MEMBER_SITE_URL,
    maintenanceLayer: maintenance.on ? maintenanceLayerHtml(maintenance, locale) : null,
    announcementOff: cookies.showAnnouncement === 'false',
    adTag: adConversionTag(c.env.AD_CONVERSION_TAG),
    webChatId: webChatId(c.env.WEB_CHAT_ID),
    bannerImageOrigins: bannerImageOrigins(c.env),
  });
  for (const cookie of visitorCookies({ url, cookies, isSmePage: routeByPath.get(path)?.layout === 'sme' })) {
    page.headers.append('Set-Cookie', cookie);
  }
  return page;
}
