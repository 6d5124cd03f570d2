import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** The client a write is counted against: Cloudflare's connecting IP (never stored). */
const clientKey = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

/** 429 with Retry-After when this client has written too often (leads, contact requests). */
export const writeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.env.WRITE_LIMITER;
  if (limiter && !(await limiter.limit({ key: clientKey(c) })).success) {
    c.header('Retry-After', '60');
    return c.json({ error: 'too_many_requests' }, 429);
  }
  await next();
};
