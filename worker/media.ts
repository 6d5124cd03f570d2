import { Hono } from 'hono';
import { MEDIA_KEY } from '../src/server/media/media-key';
import type { AppEnv } from './env';
import { NON_PAGE_CSP } from './security-headers';

/**
 * GET /media/<key>: a banner picture uploaded in the console (R2 `MEDIA`, docs/banners.md). The key
 * is the content's hash, so the answer never changes: cached for a year, immutable. The stored
 * type is the one read from the file's own header at upload, and nosniff keeps the browser to it.
 */
export const media = new Hono<AppEnv>().on(['GET', 'HEAD'], '/media/:key', async (c) => {
  const key = c.req.param('key');
  const object = MEDIA_KEY.test(key) ? await c.env.MEDIA.get(key) : null;
  if (!object)
    return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': NON_PAGE_CSP });
  return c.body(object.body, 200, {
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Content-Length': String(object.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': NON_PAGE_CSP,
  });
});
