import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';

/** The client a write is counted against: Cloudflare's connecting IP (never stored). */
const clientKey = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

/** 429 with Retry-After when this client has written too often to what `limiter` counts. */
const limitBy =
  (limiter: (env: Env) => RateLimit | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const limit = limiter(c.env);
    if (limit && !(await limit.limit({ key: clientKey(c) })).success) {
      c.header('Retry-After', '60');
      return c.json({ error: 'too_many_requests' }, 429);
    }
    await next();
  };

/** Leads, contact requests and the other forms (WRITE_LIMITER). */
export const writeLimit = limitBy((env) => env.WRITE_LIMITER);

/**
 * Web-vitals beacons (VITALS_LIMITER): a budget of their own, so a visitor reading many pages never
 * uses up the one their lead form needs.
 */
export const vitalsLimit = limitBy((env) => env.VITALS_LIMITER);
