import { Hono } from 'hono';
import { campaignPairs } from '../../src/shared/leads/campaign-params';
import { ContactRequestSchema } from '../../src/shared/leads/schema';
import { withRetry } from '../db/retry';
import type { AppEnv } from '../env';
import { jsonBody, validJson } from './json-body';
import { writeLimit } from './rate-limits';

/** POST /api/contact: the contact-us form and the callback form, stored in D1 before answering. */
export const contactApi = new Hono<AppEnv>();

contactApi.post('/contact', writeLimit, jsonBody, validJson(ContactRequestSchema), async (c) => {
  const req = c.req.valid('json');
  if (req.website) return c.json({ id: crypto.randomUUID() }, 201);
  const id = crypto.randomUUID();
  const contact = req.kind === 'contact' ? req : null;
  try {
    const insert = c.env.DB.prepare(
      `INSERT INTO contact_requests (id, created_at, kind, title, surname, given_name, mobile, time_slot, loan_code,
         theclub_id, tapngo_id, is_opt_in, referrer, utm)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      new Date().toISOString(),
      req.kind,
      contact?.title ?? null,
      contact?.surname ?? null,
      contact?.given_name ?? null,
      req.mobile,
      req.time_slot,
      contact?.loan_type ?? null,
      contact?.theclub_id ?? null,
      contact?.tapngo_id ?? null,
      contact?.is_opt_in ?? 0,
      req.referrer,
      // The campaign's own parameters only, whatever the client sent (campaign-params.ts).
      campaignPairs(req.utm),
    );
    await withRetry(() => insert.run());
  } catch (error) {
    console.error(`contact request not stored: D1 write failed (${(error as Error).name})`);
    c.header('Retry-After', '5');
    return c.json({ error: 'unavailable', retryable: true }, 503);
  }
  return c.json({ id }, 201);
});
