import { Hono } from 'hono';
import { VALUATION_REF, ValuationRequestSchema, valuationPayload } from '../../src/shared/valuation/schema';
import { AppServiceClient } from '../app-service/client';
import type { AppEnv } from '../env';
import { appServiceFailure } from './app-service-failure';
import { jsonBody, validJson } from './json-body';
import { readLimit, writeLimit } from './rate-limits';

/**
 * Property valuations, through the app service (konew_valuation_create, _get_by_encoded): the
 * visitor's browser talks to this site only. An answer says `sample: true` when the local sample
 * service gave it (no APP_SERVICE_URL).
 */
export const valuationApi = new Hono<AppEnv>();

valuationApi.post('/valuation', writeLimit, jsonBody, validJson(ValuationRequestSchema), async (c) => {
  const client = new AppServiceClient(c.env);
  try {
    const { encoded } = await client.call('konew_valuation_create', valuationPayload(c.req.valid('json')));
    return c.json({ ref: encoded, sample: client.isSample }, 201);
  } catch (error) {
    return appServiceFailure(c, error, 30);
  }
});

valuationApi.get('/valuation/:ref', readLimit, async (c) => {
  const ref = c.req.param('ref');
  if (!VALUATION_REF.test(ref)) return c.json({ error: 'not_found' }, 404);
  const client = new AppServiceClient(c.env);
  try {
    const valuation = await client.call('konew_valuation_get_by_encoded', { encoded: ref });
    if (valuation.status === 'failed') return c.json({ error: 'not_found' }, 404);
    // A pending estimate is asked again in a moment; a ready one never changes.
    c.header('Cache-Control', valuation.status === 'ready' ? 'private, max-age=3600' : 'no-store');
    return c.json({ ref, status: valuation.status, value: valuation.value ?? null, valuedAt: valuation.valuedAt ?? null, sample: client.isSample });
  } catch (error) {
    return appServiceFailure(c, error, 10);
  }
});
