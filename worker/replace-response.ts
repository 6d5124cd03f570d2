import type { Context } from 'hono';

/**
 * Puts a whole new response in the context's place. Hono's `c.res` setter copies the old
 * response's headers onto the new one (so that headers a middleware added survive a handler's
 * response); a step that rewrites the response itself would get back what it dropped (ETag,
 * Content-Length, Cache-Control). Clearing it first is Hono's documented way to replace it.
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}
