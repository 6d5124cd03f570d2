import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { TrackSchema } from '../../src/server/leads/track-schema';
import type { AppEnv } from '../env';
import { clientAddressKey } from '../client-address';
import { verifiedVisitorId } from '../visitor-id';
import { attributeFormOpen } from '../campaigns/attribution';
import { afterAnswer } from '../execution-context';
import { notCounted } from '../banner-preview';
import { countBannerEvent, isBannerEvent } from './banner-event';
import { jsonBody, validJson } from './json-body';
import { trackLimit } from './rate-limits';
import { looksLikeBot } from './track-guard';

/**
 * Properties the original site's `Lead Created` event carries that identify a person. The lead itself is
 * in the leads table (and purged after the retention period); analytics rows are kept longer and
 * joined to it by `lead_id`, so these are dropped before an event is stored.
 */
const PERSONAL_PROPERTIES = ['lead_mobile', 'lead_first_name', 'lead_last_name', 'mobile', 'first_name', 'last_name', 'surname', 'given_name'];

/**
 * POST /api/track: stores one analytics event; 204. Analytics never block or fail a page.
 * The body keeps its documented shape `{ event, anonymousId, properties, context }`, but the
 * visitor is the anon_id cookie the edge signed (visitor-id.ts): the body's anonymousId is
 * ignored. Rate-limited per client (429) and silent for obvious bots (track-guard.ts); banner
 * events are stored only when they count for the A/B test (banner-event.ts).
 */
export const trackApi = new Hono<AppEnv>();

trackApi.post('/track', trackLimit, jsonBody, validJson(TrackSchema), async (c) => {
  if (looksLikeBot(c.req.raw.headers)) return c.body(null, 204);
  const { event, context, properties: sent } = c.req.valid('json');
  // '' marks an event without an id this site issued (cookies off, a made-up or foreign id): kept
  // for page analytics, never counted in a test.
  const visitor = (await verifiedVisitorId(c.env, getCookie(c, 'anon_id'))) ?? '';
  // A browser that opened a banner preview (../banner-preview.ts) counts in no test or campaign.
  const counted = !notCounted(c);
  // Campaign landings are recorded by the edge from the page request (campaigns/landing.ts): a
  // client's event of that name moves nothing. A form open counts once a day for a visitor with a
  // recorded landing (campaigns/attribution.ts), and is kept in the event log as before.
  if (event === 'campaign_landing') return c.body(null, 204);
  if (event === 'lead_form_open' && counted) {
    const claimed = Object.values(context.campaign ?? {}).some(Boolean);
    afterAnswer(c, 'campaign form open', () => attributeFormOpen(c.env.DB, visitor || null, claimed, new Date()));
  }
  const properties = Object.fromEntries(Object.entries(sent).filter(([key]) => !PERSONAL_PROPERTIES.includes(key)));
  try {
    // A banner event that does not count (see banner-event.ts) is not kept in the event log either.
    if (
      isBannerEvent(event) &&
      !(counted && visitor && (await countBannerEvent(c.env, { visitor, client: clientAddressKey(c.req.raw.headers) }, event, properties)))
    )
      return c.body(null, 204);
    await c.env.DB.prepare('INSERT INTO analytics_events (received_at, event, anonymous_id, properties, context) VALUES (?, ?, ?, ?, ?)')
      .bind(new Date().toISOString(), event, visitor, JSON.stringify(properties), JSON.stringify(context))
      .run();
  } catch (error) {
    console.error(`analytics event not stored (${(error as Error).name})`);
    return c.json({ error: 'unavailable', retryable: true }, 503);
  }
  return c.body(null, 204);
});
