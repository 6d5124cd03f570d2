import { Hono } from 'hono';
import { VALUATION_REF, ValuationRequestSchema, valuationPayload, type ValuationAnswer, type ValuationCreated } from '../../src/shared/valuation/schema';
import { AppServiceClient } from '../app-service/client';
import type { AppEnv } from '../env';
import { appServiceFailure } from './app-service-failure';
import { jsonBody, validJson } from './json-body';
import { ownerCookie } from './owner-cookie';
import { readLimit, writeLimit } from './rate-limits';
import { isShared, shareToken } from './share-link';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * Property valuations, through the app service (konew_valuation_create, _get_by_encoded): the
 * visitor's browser talks to this site only. A result is read by the browser that asked for it, or
 * through the share link that browser is given. An answer says `sample: true` when the local sample
 * service gave it (no APP_SERVICE_URL).
 */
export const valuationApi = new Hono<AppEnv>();

const owner = ownerCookie('valuation', '/api/valuation', 'valuation');
const SHARE_LABEL = 'valuation-share';

valuationApi.post('/valuation', writeLimit, jsonBody, validJson(ValuationRequestSchema), async (c) => {
  const client = new AppServiceClient(c.env);
  try {
    const { encoded } = await client.call('konew_valuation_create', valuationPayload(c.req.valid('json')));
    await owner.mark(c, encoded);
    return c.json({ ref: encoded, sample: client.isSample } satisfies ValuationCreated, 201);
  } catch (error) {
    return appServiceFailure(c, error, 30);
  }
});

valuationApi.get('/valuation/:ref', readLimit, async (c) => {
  const ref = c.req.param('ref');
  if (!VALUATION_REF.test(ref)) return c.json({ error: 'not_found' } satisfies ApiFailure, 404);
  const now = new Date();
  const mine = await owner.owns(c, ref);
  // Another browser's reference, a made-up one, a changed or expired link: as if it did not exist.
  if (!mine && !(await isShared(c.env, SHARE_LABEL, ref, c.req.query('share') ?? '', now))) return c.json({ error: 'not_found' } satisfies ApiFailure, 404);
  const client = new AppServiceClient(c.env);
  try {
    const valuation = await client.call('konew_valuation_get_by_encoded', { encoded: ref });
    if (valuation.status === 'failed') return c.json({ error: 'not_found' } satisfies ApiFailure, 404);
    // A pending estimate is asked again in a moment; a ready one never changes.
    c.header('Cache-Control', valuation.status === 'ready' ? 'private, max-age=3600' : 'no-store');
    // Only the browser that asked for it gets a link to pass on; the link's holder has that link.
    const share = mine ? await shareToken(c.env, SHARE_LABEL, ref, now) : null;
    return c.json({
      ref,
      status: valuation.status,
      value: valuation.value ?? null,
      valuedAt: valuation.valuedAt ?? null,
      share,
      sample: client.isSample,
    } satisfies ValuationAnswer);
  } catch (error) {
    return appServiceFailure(c, error, 10);
  }
});
