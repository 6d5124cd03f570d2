import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { campaignPairs } from '../../src/shared/leads/campaign-params';
import { ContactRequestSchema, type ContactAnswer } from '../../src/shared/leads/schema';
import { clientAddressKey } from '../client-address';
import { noticeNewContacts } from '../contact-notice';
import { withRetry } from '../db/retry';
import type { AppEnv } from '../env';
import { attributeConversion } from '../campaigns/attribution';
import { afterAnswer } from '../execution-context';
import { verifiedVisitorId } from '../visitor-id';
import { CONTACT_REQUESTS_PER_ADDRESS, countRequest, HAS_ROOM } from './contact-address-cap';
import { addressOfDay } from '../address-of-day';
import { jsonBody, validJson } from './json-body';
import { writeLimit } from './rate-limits';
import type { ApiFailure } from '../../src/shared/api-contract';

/** The same number sending the same form again within this time is the same request. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * POST /api/contact: the contact-us form and the callback form, stored in D1 before answering.
 * Past the address's daily cap (contact-address-cap.ts): 429 `{ error: 'daily_limit' }`, which the
 * forms turn into the hotline to call; nothing is stored.
 */
export const contactApi = new Hono<AppEnv>();

contactApi.post('/contact', writeLimit, jsonBody, validJson(ContactRequestSchema), async (c) => {
  const req = c.req.valid('json');
  if (req.website) return c.json({ id: crypto.randomUUID() } satisfies ContactAnswer, 201);
  const id = crypto.randomUUID();
  const contact = req.kind === 'contact' ? req : null;
  const now = new Date();
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  // Null without a usable secret: the request is then taken without a cap (turning customers away
  // for a missing secret would be worse than a flood).
  const address = await addressOfDay(c.env, 'contact-address', clientAddressKey(c.req.raw.headers), now);
  try {
    // One batch (a transaction; D1 runs writes one at a time): not a copy of a request stored
    // minutes ago, and room left for the address today; then the request counted against it.
    const insert = c.env.DB.prepare(
      `INSERT INTO contact_requests (id, created_at, kind, title, surname, given_name, mobile, time_slot, loan_code,
         theclub_id, tapngo_id, is_opt_in, referrer, utm)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       WHERE NOT EXISTS (SELECT 1 FROM contact_requests WHERE mobile = ? AND kind = ? AND created_at >= ?)
         AND ${address ? HAS_ROOM : '1'}`,
    ).bind(
      id,
      now.toISOString(),
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
      req.mobile,
      req.kind,
      since,
      ...(address ? [address.day, address.hash, CONTACT_REQUESTS_PER_ADDRESS] : []),
    );
    const [stored] = await withRetry(() => c.env.DB.batch(address ? [insert, countRequest(c.env.DB, address, id)] : [insert]));
    if (!stored?.meta.changes) {
      // A second press, or the browser sending again after a lost answer: the request already
      // stored (whatever the cap says, so a repeat never uses it up). Else the address is past its cap.
      const first = await c.env.DB.prepare('SELECT id FROM contact_requests WHERE mobile = ? AND kind = ? AND created_at >= ? ORDER BY created_at LIMIT 1')
        .bind(req.mobile, req.kind, since)
        .first<{ id: string }>();
      if (first) return c.json({ id: first.id } satisfies ContactAnswer, 201);
      return c.json({ error: 'daily_limit' } satisfies ApiFailure, 429);
    }
  } catch (error) {
    console.error(`contact request not stored: D1 write failed (${(error as Error).name})`);
    c.header('Retry-After', '5');
    return c.json({ error: 'unavailable', retryable: true } satisfies ApiFailure, 503);
  }
  // Counted for the campaign of the visitor's recorded landing, not the body's utm (campaigns/attribution.ts).
  const visitor = await verifiedVisitorId(c.env, getCookie(c, 'anon_id'));
  afterAnswer(c, 'campaign request', () => attributeConversion(c.env.DB, { id, kind: req.kind, visitor, claimed: req.utm, now }));
  // Told at once on a quiet day; during a flood the cron's notice counts the rest (contact-notice.ts).
  if (c.env.CS_NOTIFY_TO)
    c.executionCtx.waitUntil(noticeNewContacts(c.env, now).catch((error: Error) => console.error(`contact notice: error (${error.name})`)));
  return c.json({ id } satisfies ContactAnswer, 201);
});
