import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { isNotFoundDocument } from './not-found-page';
import { isHtml } from './pages';

/** Asset requests must not be conditional: HTML is re-issued with this request's state every time. */
function unconditional(req: Request): Request {
  // Copying a request costs more than the rest of the page's routing: only when it is needed.
  if (!req.headers.has('If-None-Match') && !req.headers.has('If-Modified-Since')) return req;
  const headers = new Headers(req.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(req.url, { method: req.method, headers });
}

/**
 * The pages this isolate has read from the asset store (GET or HEAD, 200, HTML, a strong ETag), by path:
 * the headers the store answered with. An isolate's asset store never changes: the files are
 * deployed with the worker's version (an isolate runs one version), and `wrangler dev` restarts
 * the runtime when they change. Bounded: only pages get in, but keep any number of paths out.
 */
const knownPages = new Map<string, Headers>();
const KNOWN_PAGES = 1024;

/**
 * The key of a known page: the path as Hono reads it, unless the visitor's spelling of it has an
 * escape in it (`/f%61q`): the asset store answers that with a redirect to the page's own spelling,
 * so it goes to the store as before.
 */
function knownPageKey(url: string, path: string): string | null {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).includes('%') ? null : path;
}

const isStoredPage = (res: Response) => res.status === 200 && isHtml(res) && (res.headers.get('ETag') ?? '').startsWith('"');

/**
 * Prerendered pages, RSC payloads and public files from the asset store: no rendering on the hot
 * path. What the store does not have goes on: the not-found page (not-found-page.ts), Waku for dynamic RSC.
 */
export const staticFiles: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The dev server has no asset store: Waku renders every page there.
  if (!c.env.ASSETS) return next();
  // The prerendered not-found pages are no page of their own: at their address too they are a 404 (not-found-page.ts).
  if (isNotFoundDocument(c.req.path)) return next();
  const request = unconditional(c.req.raw);
  const head = c.req.method === 'HEAD';
  const key = c.req.method === 'GET' || head ? knownPageKey(c.req.url, c.req.path) : null;
  // A HEAD is finished like its GET (html.ts keeps the page and names its code by hash): the body it reads is the GET's.
  const read = () => c.env.ASSETS.fetch(head ? new Request(request, { method: 'GET' }) : request);
  const known = key === null ? undefined : knownPages.get(key);
  if (known) {
    // Its body is read only by a step that needs it (html.ts keeps the finished page): the
    // request to the asset store was half of what the edge layer added to a static page.
    c.set('readStoredPage', read);
    return new Response(null, { status: 200, headers: new Headers(known) });
  }
  const asset = await c.env.ASSETS.fetch(request);
  if (asset.status === 404) return next();
  if (key !== null && isStoredPage(asset)) {
    if (knownPages.size < KNOWN_PAGES) knownPages.set(key, new Headers(asset.headers));
    if (head) c.set('readStoredPage', read);
  }
  return asset;
};
