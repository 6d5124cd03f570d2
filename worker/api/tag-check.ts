import { Hono } from 'hono';
import { normalizeTagId, TAG_ID, TagReportSchema, type TagRecord, type TagReportReceived } from '../../src/shared/tag-check/schema';
import { AppServiceClient } from '../app-service/client';
import type { AppEnv } from '../env';
import { appServiceFailure } from './app-service-failure';
import { jsonBody, validJson } from './json-body';
import { readLimit, writeLimit } from './rate-limits';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * Tag checks through the app service (trustmecare_get_record_by_tag_id, _post_related_info): is
 * the tag on a staff card, letter or leaflet the business's, and where was it met. An answer says
 * `sample: true` when the local sample service gave it.
 */
export const tagCheckApi = new Hono<AppEnv>();

tagCheckApi.get('/tag/:tagId', readLimit, async (c) => {
  const tagId = normalizeTagId(c.req.param('tagId'));
  if (!TAG_ID.test(tagId)) return c.json({ error: 'invalid', fields: { tagId: 'invalid' } } satisfies ApiFailure, 400);
  const client = new AppServiceClient(c.env);
  try {
    const record = await client.call('trustmecare_get_record_by_tag_id', { tagId });
    return c.json({ tagId, status: record.status, kind: record.kind ?? null, issuedAt: record.issuedAt ?? null, sample: client.isSample } satisfies TagRecord);
  } catch (error) {
    return appServiceFailure(c, error, 10);
  }
});

tagCheckApi.post('/tag/:tagId/report', writeLimit, jsonBody, validJson(TagReportSchema), async (c) => {
  const tagId = normalizeTagId(c.req.param('tagId'));
  if (!TAG_ID.test(tagId)) return c.json({ error: 'invalid', fields: { tagId: 'invalid' } } satisfies ApiFailure, 400);
  const client = new AppServiceClient(c.env);
  try {
    await client.call('trustmecare_post_related_info', { tagId, ...c.req.valid('json') });
    return c.json({ received: true, sample: client.isSample } satisfies TagReportReceived, 201);
  } catch (error) {
    return appServiceFailure(c, error, 30);
  }
});
