import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * What keeps scripts from deciding an A/B test through POST /api/track (docs/banners.md, "What
 * counts", and docs/security.md, "Forged analytics events"): a per-client rate limit, and a filter
 * for clients that are obviously not a visitor's browser.
 */

/** The client events are counted against: Cloudflare's connecting IP (never stored). */
const clientKey = (headers: Headers) => headers.get('CF-Connecting-IP') ?? 'local';

/**
 * 429 with Retry-After past TRACK_LIMITER's budget (120 events a minute per client in production,
 * wrangler.jsonc; more locally, where every browser test shares 127.0.0.1):
 * far above what one person clicking through pages sends, low enough that one script cannot
 * outvote a day of real visitors. Nothing of a refused event is read or stored. Its own budget, so
 * analytics never use up the lead form's (WRITE_LIMITER).
 */
export const trackLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.env.TRACK_LIMITER;
  if (limiter && !(await limiter.limit({ key: clientKey(c.req.raw.headers) })).success) {
    c.header('Retry-After', '60');
    return c.json({ error: 'too_many_requests' }, 429);
  }
  await next();
};

/**
 * User agents of crawlers, monitors, HTTP libraries and automated browsers. Every browser's
 * user agent starts with "Mozilla/5.0"; crawlers that imitate one still name themselves
 * ("Googlebot", "bingbot", "AhrefsBot", "HeadlessChrome" of an unmasked automated Chrome).
 */
const BOT_AGENT =
  /\bbot\b|bot[/\-;)]|crawl|spider|slurp|scrape|headless|phantomjs|selenium|webdriver|puppeteer|playwright|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|okhttp|go-http|node-fetch|axios|undici|libwww|httpclient|postman|insomnia|facebookexternalhit|preview/i;

/**
 * Whether a track request obviously does not come from a visitor's browser on this site:
 * - no User-Agent, one that does not start with "Mozilla/5.0", or one matching BOT_AGENT;
 * - no Accept-Language (every browser sends one with fetch and sendBeacon; most scripts do not);
 * - Sec-Fetch-Site present and not "same-origin": another site's page sent it (browsers set the
 *   header themselves, so a page elsewhere cannot pretend to be this site).
 * Such events are answered 204 like any other (nothing tells a script what was filtered) and not stored.
 */
export function looksLikeBot(headers: Headers): boolean {
  const agent = headers.get('User-Agent') ?? '';
  if (!agent.startsWith('Mozilla/5.0') || BOT_AGENT.test(agent)) return true;
  if (!headers.get('Accept-Language')?.trim()) return true;
  const site = headers.get('Sec-Fetch-Site');
  return site !== null && site !== 'same-origin';
}
