import { adminEnUS } from '../content/i18n/admin.en-US';
import { adminZhHK } from '../content/i18n/admin.zh-HK';
import { fill } from './admin/copy';
import { LeadStore } from './db/lead-store';
import type { Env } from './env';
import { sendNotice } from './notify';
import { publicLink } from './public-origin';

/** A lead waiting or failed for longer than this means the outbox is stuck. */
export const STUCK_AFTER_MS = 15 * 60_000;
/** KV: present while a notice has been sent for the outbox's current trouble. */
const NOTICE_KEY = 'ops_notice:outbox';

/** Whole minutes the oldest lead of the backlog has waited, or null without a backlog. */
export const oldestMinutes = (oldest: string | null, now: Date) => (oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 60_000)) : null);

/**
 * The cron's operations notice: when leads older than 15 minutes are waiting or failed, one e-mail
 * to OPS_NOTIFY_TO (counts and the oldest one's age, no personal data); none again until the
 * backlog has gone (the KV mark is then removed) and a new one builds up. The link is on the
 * configured public origin (public-origin.ts).
 */
export async function checkOutbox(env: Env, now: Date): Promise<'sent' | 'already' | 'clear' | 'off'> {
  if (!env.OPS_NOTIFY_TO) return 'off';
  const backlog = await new LeadStore(env.DB).backlog();
  const stuck = backlog.oldest !== null && Date.parse(backlog.oldest) < now.getTime() - STUCK_AFTER_MS;
  const noticed = (await env.CONFIG.get(NOTICE_KEY)) !== null;
  if (!stuck) {
    if (noticed) await env.CONFIG.delete(NOTICE_KEY);
    return 'clear';
  }
  if (noticed) return 'already';
  const values = { waiting: backlog.waiting, failed: backlog.failed, minutes: oldestMinutes(backlog.oldest, now) ?? 0, link: publicLink(env, '/admin/leads') };
  const parts = [adminZhHK, adminEnUS].map((copy) => ({ subject: fill(copy.notices.outboxSubject, values), body: fill(copy.notices.outboxBody, values) }));
  const sent = await sendNotice(env, env.OPS_NOTIFY_TO, parts.map((p) => p.subject).join(' / '), parts.map((p) => p.body).join('\n\n'), 'lead outbox');
  // Marked only once sent: a failed send is tried again on the next run.
  if (sent) await env.CONFIG.put(NOTICE_KEY, now.toISOString());
  return sent ? 'sent' : 'off';
}
