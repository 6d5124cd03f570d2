import type { Context, MiddlewareHandler } from 'hono';
import { splitLocale } from '../../src/shared/locales';
import type { AppEnv } from '../env';
import { isHtml } from '../pages';
import { replaceResponse } from '../replace-response';
import { renderedFor, type ListPage, type Rendered } from './rendered';
import { isAppListLocale, type AppListLocale } from './stored';

/** The page a request is for, if its lists may be filled: its HTML, or its RSC payload for a client navigation. */
function targetOf(pathname: string): { page: ListPage; locale: AppListLocale; payload: boolean } | null {
  const payload = pathname.startsWith(RSC_ROUTE_PREFIX) && pathname.endsWith('.txt');
  const { locale, path } = splitLocale(payload ? pathname.slice(RSC_ROUTE_PREFIX.length - 1, -'.txt'.length) : pathname);
  if ((path !== '/addressMap' && path !== '/faq') || !isAppListLocale(locale)) return null;
  return { page: path, locale, payload };
}
const RSC_ROUTE_PREFIX = '/RSC/R/';

/** Waku's request handler, as the edge app calls it (worker/app.ts). */
export type RenderWithWaku = (c: Context<AppEnv>, req: Request) => Response | Promise<Response>;

/**
 * The route's RSC payload rendered by Waku, whose page reads the same stored list: a plain GET of the
 * path, without the router's list of elements the browser already has (the payload is kept for
 * every visitor, so it is the whole payload, as the build wrote it).
 */
async function renderPayload(c: Context<AppEnv>, waku: RenderWithWaku, pathname: string): Promise<Uint8Array<ArrayBuffer>> {
  const res = await waku(c, new Request(new URL(pathname, c.req.url)));
  if (res.status !== 200) throw new Error(`Waku answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The branches and FAQ pages with the app service's lists (docs/app-service.md, "Branches and
 * FAQ"): the prerendered page as it comes from the asset store, with the list markup in its fill
 * points replaced by the same markup made from the list the cron stored in KV; and the route's RSC
 * payload, which a client navigation renders, rendered by Waku with that list (once per stored
 * list and isolate), which a page filled here also hydrates from (its places marked
 * `data-edge-list`). The page stays static (no client script of its own, the same boxes); with
 * nothing stored, a stored value that does not pass the schema, or a KV read that fails, both are
 * served as built.
 */
export const appListPages =
  (waku: RenderWithWaku): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { pathname } = new URL(c.req.url);
    const target = targetOf(pathname);
    if (!target) return next();
    if (target.payload) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      let payload: Uint8Array<ArrayBuffer> | undefined;
      try {
        const ready = await renderedFor(c.env, target.page, target.locale);
        if (!ready) return next();
        let rendering = ready.payloads.get(pathname);
        if (!rendering) {
          rendering = renderPayload(c, waku, pathname);
          ready.payloads.set(pathname, rendering);
          rendering.catch(() => ready.payloads.delete(pathname));
        }
        payload = await rendering;
      } catch (error) {
        // A list that cannot be rendered must never cost the navigation: the payload as built.
        console.error(`app lists: ${target.page} (${target.locale}) payload not rendered (${(error as Error).name}: ${(error as Error).message})`);
        return next();
      }
      return new Response(c.req.method === 'HEAD' ? null : payload, {
        status: 200,
        // The payload follows KV, never a copy kept by the browser.
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': String(payload.byteLength) },
      });
    }
    await next();
    if (c.res.status !== 200 || !isHtml(c.res)) return;
    let ready: Rendered | null;
    try {
      ready = await renderedFor(c.env, target.page, target.locale);
    } catch (error) {
      // A list that cannot be rendered must never cost the page: it is served as built.
      console.error(`app lists: ${target.page} (${target.locale}) not filled (${(error as Error).name})`);
      return;
    }
    if (!ready) return;
    const res = c.res;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.delete('ETag');
    const etag = res.headers.get('ETag');
    if (etag?.startsWith('"')) headers.set('ETag', `${etag.slice(0, -1)}-list${ready.number}"`);
    let rewriter = new HTMLRewriter();
    for (const { selector, html } of ready.fills) {
      // Marked: the page then hydrates from the payload rendered with the same list (src/browser/hydration/edge-lists.ts).
      rewriter = rewriter.on(selector, { element: (el) => void el.setInnerContent(html, { html: true }).setAttribute('data-edge-list', '') });
    }
    const read = c.get('readStoredPage');
    if (!res.body && read) {
      // A page answered without its body (static-files.ts): filled when someone reads it.
      c.set('readStoredPage', async () => rewriter.transform(await read()));
      replaceResponse(c, new Response(null, { status: res.status, headers }));
      return;
    }
    replaceResponse(c, rewriter.transform(new Response(res.body, { status: res.status, headers })));
  };
