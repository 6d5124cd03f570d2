import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { isNotFoundDocument } from './not-found-page';

/** Asset requests must not be conditional: HTML is re-issued with a fresh nonce every time. */
function unconditional(req: Request): Request {
  // Copying a request costs more than the rest of the page's routing: only when it is needed.
  if (!req.headers.has('If-None-Match') && !req.headers.has('If-Modified-Since')) return req;
  const headers = new Headers(req.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(req.url, { method: req.method, headers });
}

/**
 * Prerendered pages, RSC payloads and public files from the asset store: no rendering on the hot
 * path. What the store does not have goes on: the not-found page (not-found-page.ts), Waku for dynamic RSC.
 */
export const staticFiles: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The dev server has no asset store: Waku renders every page there.
  if (!c.env.ASSETS) return next();
  // The prerendered not-found pages are no page of their own: at their address too they are a 404 (not-found-page.ts).
  if (isNotFoundDocument(c.req.path)) return next();
  const asset = await c.env.ASSETS.fetch(unconditional(c.req.raw));
  if (asset.status === 404) return next();
  return asset;
};
