import { Hono } from 'hono';
import { normalizeTagId, TAG_ID, TagReportSchema } from '../../src/shared/tag-check/schema';
import { AppServiceClient, AppServiceError } from '../app-service/client';
import type { AppEnv } from '../env';
import { jsonBody, validJson } from './json-body';
import { writeLimit } from './write-limit';

/**
 * Tag checks through the app service (trustmecare_get_record_by_tag_id, _post_related_info): is
 * the tag on a staff card, letter or leaflet the business's, and where was it met. An answer says
 * `sample: true` when the local sample service gave it.
 */
export const tagCheckApi = new Hono<AppEnv>();

const failure = (error: unknown) => {
  const reason = error instanceof AppServiceError ? error.reason : 'unreachable';
  return reason === 'bad_answer' || reason === 'refused' ? ({ status: 502, reason } as const) : ({ status: 503, reason } as const);
};

tagCheckApi.get('/tag/:tagId', async (c) => {
  const tagId = normalizeTagId(c.req.param('tagId'));
  if (!TAG_ID.test(tagId)) return c.json({ error: 'invalid', fields: { tagId: 'invalid' } }, 400);
  const client = new AppServiceClient(c.env);
  try {
    const record = await client.call('trustmecare_get_record_by_tag_id', { tagId });
    return c.json({ tagId, status: record.status, kind: record.kind ?? null, issuedAt: record.issuedAt ?? null, sample: client.isSample });
  } catch (error) {
    const { status, reason } = failure(error);
    if (status === 503) c.header('Retry-After', '10');
    return c.json({ error: 'unavailable', reason, retryable: status === 503 }, status);
  }
});

tagCheckApi.post('/tag/:tagId/report', writeLimit, jsonBody, validJson(TagReportSchema), async (c) => {
  const tagId = normalizeTagId(c.req.param('tagId'));
  if (!TAG_ID.test(tagId)) return c.json({ error: 'invalid', fields: { tagId: 'invalid' } }, 400);
  const client = new AppServiceClient(c.env);
  try {
    await client.call('trustmecare_post_related_info', { tagId, ...c.req.valid('json') });
    return c.json({ received: true, sample: client.isSample }, 201);
  } catch (error) {
    const { status, reason } = failure(error);
    if (status === 503) c.header('Retry-After', '30');
    return c.json({ error: 'unavailable', reason, retryable: status === 503 }, status);
  }
});
