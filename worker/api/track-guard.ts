/**
 * What keeps scripts from deciding an A/B test through POST /api/track (docs/banners.md, "What
 * counts", and docs/security.md, "Forged analytics events"): a filter for clients that are
 * obviously not a visitor's browser (the rate limit is rate-limits.ts's `trackLimit`).
 */

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
 * - no Accept-Language, or `*` (every browser names languages with fetch and sendBeacon; scripts send none or `*`);
 * - Sec-Fetch-Site present and not "same-origin": another site's page sent it (browsers set the
 *   header themselves, so a page elsewhere cannot pretend to be this site).
 * Such events are answered 204 like any other (nothing tells a script what was filtered) and not stored.
 */
export function looksLikeBot(headers: Headers): boolean {
  if (!looksLikeBrowser(headers)) return true;
  const site = headers.get('Sec-Fetch-Site');
  return site !== null && site !== 'same-origin';
}

/**
 * The first two tests alone (user agent, Accept-Language): for a page request, which comes from
 * another site or from nowhere when it is a campaign landing (worker/campaigns/landing.ts).
 */
export function looksLikeBrowser(headers: Headers): boolean {
  const agent = headers.get('User-Agent') ?? '';
  if (!agent.startsWith('Mozilla/5.0') || BOT_AGENT.test(agent)) return false;
  // `*` is what fetch() in Node and undici sends when a script set none; a browser names languages.
  const language = headers.get('Accept-Language')?.trim() ?? '';
  return language !== '' && language !== '*';
}
