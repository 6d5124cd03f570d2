import { Hono } from 'hono';
import { TrackSchema } from '../../src/server/leads/track-schema';
import type { AppEnv } from '../env';
import { jsonBody, validJson } from './json-body';

/**
 * Properties the original site's `Lead Created` event carries that identify a person. The lead itself is
 * in the leads table (and purged after the retention period); analytics rows are kept longer and
 * joined to it by `lead_id`, so these are dropped before an event is stored.
 */
const PERSONAL_PROPERTIES = ['lead_mobile', 'lead_first_name', 'lead_last_name', 'mobile', 'first_name', 'last_name', 'surname', 'given_name'];

/** POST /api/track: stores one analytics event; 204. Analytics never block or fail a page. */
export const trackApi = new Hono<AppEnv>();

trackApi.post('/track', jsonBody, validJson(TrackSchema), async (c) => {
  const { event, anonymousId, context, properties: sent } = c.req.valid('json');
  const properties = Object.fromEntries(Object.entries(sent).filter(([key]) => !PERSONAL_PROPERTIES.includes(key)));
  try {
    await c.env.DB.prepare('INSERT INTO analytics_events (received_at, event, anonymous_id, properties, context) VALUES (?, ?, ?, ?, ?)')
      .bind(new Date().toISOString(), event, anonymousId, JSON.stringify(properties), JSON.stringify(context))
      .run();
  } catch (error) {
    console.error(`analytics event not stored (${(error as Error).name})`);
    return c.json({ error: 'unavailable', retryable: true }, 503);
  }
  return c.body(null, 204);
});
