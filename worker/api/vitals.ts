import { Hono, type MiddlewareHandler } from 'hono';
import { hongKongDay } from '../../src/server/vitals/days';
import { pageBucket } from '../../src/server/vitals/page-bucket';
import { VitalsBeaconSchema } from '../../src/shared/vitals/beacon-schema';
import type { AppEnv } from '../env';
import { jsonBody, validJson } from './json-body';
import { vitalsLimit } from './rate-limits';

/** A page view's five metrics take some 300 bytes; more than this is not a beacon. */
const MAX_BEACON_BYTES = 2048;

/**
 * Crawlers, link previews, monitors and lab tools (Lighthouse, PageSpeed, headless browsers): what
 * they measure is not a visitor's experience. Checked on the User-Agent header, which is never stored.
 */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|lighthouse|pagespeed|headless|phantomjs|monitor|python|curl|wget|^$/i;

const smallBeacon: MiddlewareHandler<AppEnv> = async (c, next) => {
  // jsonBody has read the body (8 KB at most) into Hono's cache: measuring it again reads nothing.
  if ((await c.req.arrayBuffer()).byteLength > MAX_BEACON_BYTES) return c.json({ error: 'too_large' }, 413);
  await next();
};

/**
 * POST /api/vitals: one page view's web vitals from a visitor's browser (docs/performance.md#real-visitors).
 * Stored: the Hong Kong day, the page (a published route's path or `other`), the device class, each
 * metric and value. Never the address, the user agent, a visitor id, the query string or the time.
 * 204 whether stored or not (a bot's, or the database failing: a beacon is never retried, and the
 * page has gone); refused with 4xx when malformed, too large or too frequent.
 */
export const vitalsApi = new Hono<AppEnv>();

/** A robot's beacon is answered at once and kept nowhere: it costs no write, so it counts against no limit. */
const visitorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NOT_A_VISITOR.test(c.req.header('User-Agent') ?? '')) return c.body(null, 204);
  await next();
};

vitalsApi.post('/vitals', visitorsOnly, vitalsLimit, jsonBody, smallBeacon, validJson(VitalsBeaconSchema), async (c) => {
  const { path, device, metrics } = c.req.valid('json');
  const day = hongKongDay(new Date());
  const page = pageBucket(path);
  const insert = c.env.DB.prepare('INSERT INTO web_vitals (day, path, device, metric, value) VALUES (?, ?, ?, ?, ?)');
  try {
    await c.env.DB.batch(metrics.map((m) => insert.bind(day, page, device, m.name, m.value)));
  } catch (error) {
    console.error(`web vitals not stored (${(error as Error).name})`);
  }
  return c.body(null, 204);
});
