import { adminEnUS } from '../content/i18n/admin.en-US';
import { adminZhHK } from '../content/i18n/admin.zh-HK';
import { fill } from './admin/copy';
import type { Env } from './env';
import { sendNotice } from './notify';
import { publicLink } from './public-origin';

/** Customer service gets at most one e-mail in this time, whatever comes in. */
export const NOTICE_GAP_MS = 5 * 60_000;

/** Where the notice sends customer service: the queue, new requests only (no personal data in it). */
const QUEUE_OF_NEW = '/admin/contacts?state=new';

/**
 * Claims the notice when none went out in the last 5 minutes and a request came in since the last
 * one counted: one UPDATE (D1 runs one at a time), so of two requests at once only one claims it.
 * Returns how many requests the notice names, or null when it is not this caller's to send.
 */
async function claim(db: D1Database, now: Date): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE contact_notice SET
         sent_at = ?1,
         previous_to = counted_to,
         announced = (SELECT COUNT(*) FROM contact_requests WHERE created_at > contact_notice.counted_to),
         counted_to = (SELECT MAX(created_at) FROM contact_requests)
       WHERE id = 1 AND sent_at <= ?2 AND EXISTS (SELECT 1 FROM contact_requests WHERE created_at > contact_notice.counted_to)
       RETURNING announced`,
    )
    .bind(now.toISOString(), new Date(now.getTime() - NOTICE_GAP_MS).toISOString())
    .first<{ announced: number }>();
  return row ? row.announced : null;
}

/** A notice that could not be sent gives its requests back to the next one (unless another claimed since). */
const release = (db: D1Database, claimedAt: Date) =>
  db
    .prepare("UPDATE contact_notice SET sent_at = '1970-01-01T00:00:00.000Z', counted_to = previous_to WHERE id = 1 AND sent_at = ?")
    .bind(claimedAt.toISOString())
    .run();

/**
 * The e-mail to CS_NOTIFY_TO about new contact and callback requests: how many came in since the
 * last notice and a link to the queue of new ones, in both console languages; nothing of the
 * visitors. Called after each stored request (a quiet day's request is told at once) and by the
 * cron (what came in during the 5 minutes after a notice): a flood costs one e-mail in 5 minutes.
 */
export async function noticeNewContacts(env: Env, now = new Date()): Promise<'sent' | 'none' | 'failed'> {
  if (!env.CS_NOTIFY_TO) return 'none';
  const count = await claim(env.DB, now);
  if (count === null) return 'none';
  const values = { count, link: publicLink(env, QUEUE_OF_NEW) };
  const parts = [adminZhHK, adminEnUS].map((copy) => ({ subject: fill(copy.notices.contactSubject, values), body: fill(copy.notices.contactBody, values) }));
  const sent = await sendNotice(env, env.CS_NOTIFY_TO, parts.map((p) => p.subject).join(' / '), parts.map((p) => p.body).join('\n\n'), 'contact requests');
  if (!sent) await release(env.DB, now);
  return sent ? 'sent' : 'failed';
}
