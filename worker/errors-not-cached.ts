import type { MiddlewareHandler } from 'hono';

/**
 * No error is kept by a browser or a cache: every answer of status 400 or more leaves as
 * `no-store`, whatever the step that made it said, so a page or file missing or failing for a
 * moment is not missing for longer (the asset store's own answers under /assets/: public/_headers).
 */
export const errorsNotCached: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store');
};
