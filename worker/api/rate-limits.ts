import type { MiddlewareHandler } from 'hono';
import { clientAddressKey } from '../client-address';
import type { AppEnv, Env } from '../env';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * The per-client rate limits (Cloudflare's rate-limiting bindings, wrangler.jsonc; counted per
 * client address, an IPv6 /64 as one client: client-address.ts). Each binding has the deployment's
 * figure in every environment, the local site included, so `wrangler dev --var SITE_ENV:production`
 * gets production's limits. Only with SITE_ENV 'local' does TRACK_LIMITER_LOCAL (the local config's
 * alone) stand in for TRACK_LIMITER: there every browser test's tracked click comes from 127.0.0.1.
 */
type LimiterName = 'WRITE_LIMITER' | 'TRACK_LIMITER' | 'VITALS_LIMITER' | 'READ_LIMITER';

function limiterOf(env: Env, name: LimiterName): RateLimit | undefined {
  const relaxed = env.SITE_ENV === 'local' && name === 'TRACK_LIMITER' ? env.TRACK_LIMITER_LOCAL : undefined;
  return relaxed ?? env[name];
}

/** Whether this client still has room in `name`'s budget (and uses one of it); true where the binding is missing. */
export async function withinLimit(env: Env, name: LimiterName, headers: Headers): Promise<boolean> {
  const limit = limiterOf(env, name);
  return !limit || (await limit.limit({ key: clientAddressKey(headers) })).success;
}

/** 429 with Retry-After when this client has used up `name`'s budget; nothing of the request is read. */
const limitBy =
  (name: LimiterName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!(await withinLimit(c.env, name, c.req.raw.headers))) {
      c.header('Retry-After', '60');
      return c.json({ error: 'too_many_requests' } satisfies ApiFailure, 429);
    }
    await next();
  };

/** Leads, contact requests and the other forms (WRITE_LIMITER, 10 a minute). */
export const writeLimit = limitBy('WRITE_LIMITER');

/**
 * Analytics events (TRACK_LIMITER, 120 a minute): far above what one person clicking through pages
 * sends, low enough that one script cannot outvote a day of real visitors. Its own budget, so
 * analytics never use up the lead form's.
 */
export const trackLimit = limitBy('TRACK_LIMITER');

/**
 * Web-vitals beacons (VITALS_LIMITER, 60 a minute): a budget of their own, so a visitor reading many
 * pages never uses up the one their lead form needs.
 */
export const vitalsLimit = limitBy('VITALS_LIMITER');

/**
 * Reads that reach the app service (tag look-ups, valuations, the credit report's terms and
 * enquiries; READ_LIMITER, 30 a minute): a visitor checks a few tags or polls one enquiry; a script
 * walking tag ids or references meets the limit after 30, whatever it asks for, found or not.
 */
export const readLimit = limitBy('READ_LIMITER');
