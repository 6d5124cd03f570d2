import { Hono } from 'hono';
import { TrackSchema } from '../../src/lib/leads/track-schema';
import type { AppEnv } from '../env';
import { readBody } from './request-body';

/** POST /api/track: stores one analytics event; 204. Analytics never block or fail a page. */
export const trackApi = new Hono<AppEnv>();

trackApi.post('/track', async (c) => {
  const body = await readBody(c, TrackSchema);
  if (!body.ok) return body.response;
  const { event, anonymousId, properties, context } = body.value;
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
