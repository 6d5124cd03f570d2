import type { MiddlewareHandler } from 'hono';
import { createEdgeApp, wakuRenderers } from './app';
import type { AppEnv } from './env';

/**
 * Plugs the edge app into Waku's Cloudflare adapter (`middlewareFns`). The edge app answers
 * everything it can; for pages it calls back into Waku through the `next` kept per request.
 */
export const edgeLayer = (): MiddlewareHandler<AppEnv> => {
  const app = createEdgeApp();
  return async (c, next) => {
    const key = c.req.raw;
    wakuRenderers.set(key, async (asPath) => {
      // Waku's renderer reads the request from the context when it runs.
      if (asPath) c.req.raw = new Request(new URL(asPath, c.req.url), c.req.raw);
      await next();
      return c.res;
    });
    let ctx: typeof c.executionCtx | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      // No execution context outside workerd (build-time prerendering, the dev server).
    }
    let res: Response;
    try {
      res = await app.fetch(key, c.env, ctx);
    } finally {
      // The WeakMap entry alone kept every request alive in workerd: its renderer closes over the
      // request's context (response, execution context, async context), which workerd holds through
      // C++ references that the WeakMap's key cannot be collected past. After a full GC the isolate
      // still held every request ever served (~3 KB JS + native buffers each). Drop it now.
      wakuRenderers.delete(key);
    }
    // Once Waku has set c.res, Hono ignores a returned response and would merge the old headers
    // into a new one; clearing it first makes the edge app's response the one that is sent.
    c.res = undefined;
    c.res = res;
  };
};
