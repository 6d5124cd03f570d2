import { Hono } from 'hono';
import { campaignPairs } from '../../src/shared/leads/campaign-params';
import { ContactRequestSchema } from '../../src/shared/leads/schema';
import { adminEnUS } from '../../content/i18n/admin.en-US';
import { adminZhHK } from '../../content/i18n/admin.zh-HK';
import { fill } from '../admin/copy';
import { withRetry } from '../db/retry';
import { formatSlot, maskMobile } from '../mask-mobile';
import { sendNotice } from '../notify';
import type { AppEnv } from '../env';
import { getCookie } from 'hono/cookie';
import { attributeConversion } from '../campaigns/attribution';
import { afterAnswer } from '../execution-context';
import { verifiedVisitorId } from '../visitor-id';
import { jsonBody, validJson } from './json-body';
import { writeLimit } from './rate-limits';

/** The same number sending the same form again within this time is the same request. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** POST /api/contact: the contact-us form and the callback form, stored in D1 before answering. */
export const contactApi = new Hono<AppEnv>();

contactApi.post('/contact', writeLimit, jsonBody, validJson(ContactRequestSchema), async (c) => {
  const req = c.req.valid('json');
  if (req.website) return c.json({ id: crypto.randomUUID() }, 201);
  const id = crypto.randomUUID();
  const contact = req.kind === 'contact' ? req : null;
  const now = new Date();
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  try {
    // One statement, so two copies sent at once cannot both get in (D1 runs writes one at a time).
    const insert = c.env.DB.prepare(
      `INSERT INTO contact_requests (id, created_at, kind, title, surname, given_name, mobile, time_slot, loan_code,
         theclub_id, tapngo_id, is_opt_in, referrer, utm)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       WHERE NOT EXISTS (SELECT 1 FROM contact_requests WHERE mobile = ? AND kind = ? AND created_at >= ?)`,
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
    );
    const { meta } = await withRetry(() => insert.run());
    if (!meta.changes) {
      // A second press, or the browser sending again after a lost answer: the request already stored.
      const first = await c.env.DB.prepare('SELECT id FROM contact_requests WHERE mobile = ? AND kind = ? AND created_at >= ? ORDER BY created_at LIMIT 1')
        .bind(req.mobile, req.kind, since)
        .first<{ id: string }>();
      return c.json({ id: first?.id ?? id }, 201);
    }
  } catch (error) {
    console.error(`contact request not stored: D1 write failed (${(error as Error).name})`);
    c.header('Retry-After', '5');
    return c.json({ error: 'unavailable', retryable: true }, 503);
  }
  // Counted for the campaign of the visitor's recorded landing, not the body's utm (campaigns/attribution.ts).
  const visitor = await verifiedVisitorId(c.env, getCookie(c, 'anon_id'));
  afterAnswer(c, 'campaign request', () => attributeConversion(c.env.DB, { id, kind: req.kind, visitor, claimed: req.utm, now }));
  if (c.env.CS_NOTIFY_TO) c.executionCtx.waitUntil(noticeOfRequest(c.env, new URL(c.req.url).origin, id, req.kind, req.mobile, req.time_slot));
  return c.json({ id }, 201);
});

/**
 * Tells customer service a request came in, after it is stored: the form, the masked number, the
 * slot and the console link, in both console languages; nothing else of the visitor.
 */
function noticeOfRequest(env: AppEnv['Bindings'], origin: string, id: string, kind: 'contact' | 'callback', mobile: string, slot: string) {
  const parts = [adminZhHK, adminEnUS].map((copy) => {
    const values = { kind: copy.contacts.kinds[kind], mobile: maskMobile(mobile), slot: formatSlot(slot), link: `${origin}/admin/contacts/${id}` };
    return { subject: fill(copy.notices.contactSubject, values), body: fill(copy.notices.contactBody, values) };
  });
  return sendNotice(env, env.CS_NOTIFY_TO, parts.map((p) => p.subject).join(' / '), parts.map((p) => p.body).join('\n\n'), 'contact request');
}
