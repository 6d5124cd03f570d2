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
    wakuRenderers.set(c.req.raw, async (asPath) => {
      // Waku's renderer reads the request from the context when it runs.
      if (asPath) c.req.raw = new Request(new URL(asPath, c.req.url), c.req.raw);
      await next();
      return c.res;
    });
    let ctx: ExecutionContext | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      // No execution context outside workerd (build-time prerendering, the dev server).
    }
    const res = await app.fetch(c.req.raw, c.env, ctx);
    // Once Waku has set c.res, Hono ignores a returned response and would merge the old headers
    // into a new one; clearing it first makes the edge app's response the one that is sent.
    c.res = undefined;
    c.res = res;
  };
};
