import type { Locale } from '../../src/shared/locales';
import { LOAN_CODES, type LoanCode } from '../../src/shared/routes/loan-codes';
import { leadListQueries, type LeadFilter } from './lead-list';

/** A lead to store: the fields of the API's body, its loan type resolved, and the visitor's language. */
export interface NewLead {
  mobile: string;
  gender: 'M' | 'F';
  first_name: string;
  last_name: string;
  loan_code: LoanCode;
  /** The product name in the visitor's language, as sent upstream. */
  loan_text: string;
  locale: Locale;
  utm: string;
  referrer: string;
  gclid: string;
  theclub_id: string;
  tapngo_id: string;
  is_opt_in: 0 | 1;
  /** True when the body said the terms were accepted; null when it did not say. */
  terms_accepted: true | null;
}

/** A lead as stored, with its outbox state. */
export interface LeadRow {
  id: string;
  created_at: string;
  mobile: string;
  gender: 'M' | 'F';
  first_name: string;
  last_name: string;
  loan_code: number;
  /** The product slug ('n-loan'), the same in every language. */
  loan_type: string;
  /** The product name in the visitor's language; null on leads stored before migration 0004. */
  loan_text: string | null;
  locale: Locale | null;
  utm: string;
  referrer: string;
  gclid: string;
  theclub_id: string;
  tapngo_id: string;
  is_opt_in: 0 | 1;
  terms_accepted: 1 | null;
  forward_state: 'pending' | 'forwarded' | 'failed' | 'local';
  forward_attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  forwarded_at: string | null;
  upstream_id: string | null;
}

/** Identical submissions within this window are one lead (double taps, retries after a failure). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A thin class around the D1 leads table (migrations/0001_create_leads.sql, 0004). */
export class LeadStore {
  constructor(private readonly db: D1Database) {}

  /**
   * Stores a lead unless the same one arrived within the duplicate window; returns its id and
   * whether it is new. `forward` says whether an upstream will take it (else it stays 'local').
   */
  async insert(lead: NewLead, now: Date, forward: boolean): Promise<{ id: string; created: boolean }> {
    const dedupeKey = await sha256([lead.mobile, lead.first_name.toLowerCase(), lead.last_name.toLowerCase(), lead.loan_code].join('|'));
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
    const id = crypto.randomUUID();
    // One statement, so two identical submissions arriving together still make one row
    // (D1 runs a database's statements one at a time).
    const inserted = await this.db
      .prepare(
        `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale,
           utm, referrer, gclid, theclub_id, tapngo_id, is_opt_in, terms_accepted, dedupe_key, forward_state, next_attempt_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         WHERE NOT EXISTS (SELECT 1 FROM leads WHERE dedupe_key = ? AND created_at >= ?)`,
      )
      .bind(
        id,
        now.toISOString(),
        lead.mobile,
        lead.gender,
        lead.first_name,
        lead.last_name,
        lead.loan_code,
        LOAN_CODES[lead.loan_code],
        lead.loan_text,
        lead.locale,
        lead.utm,
        lead.referrer,
        lead.gclid,
        lead.theclub_id,
        lead.tapngo_id,
        lead.is_opt_in,
        lead.terms_accepted ? 1 : null,
        dedupeKey,
        forward ? 'pending' : 'local',
        forward ? now.toISOString() : null,
        dedupeKey,
        since,
      )
      .run();
    if ((inserted.meta.changes ?? 0) === 0) {
      const existing = await this.db
        .prepare('SELECT id FROM leads WHERE dedupe_key = ? AND created_at >= ? ORDER BY created_at LIMIT 1')
        .bind(dedupeKey, since)
        .first<{ id: string }>();
      if (existing) return { id: existing.id, created: false };
    }
    return { id, created: true };
  }

  get(id: string): Promise<LeadRow | null> {
    return this.db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<LeadRow>();
  }

  /** Leads waiting for the upstream whose next attempt is due. */
  async due(now: Date, limit = 50): Promise<LeadRow[]> {
    const { results } = await this.db
      .prepare("SELECT * FROM leads WHERE forward_state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?")
      .bind(now.toISOString(), limit)
      .all<LeadRow>();
    return results;
  }

  /**
   * Takes a due lead for one delivery attempt: pushes its next attempt past the lease, so the cron
   * and the request that stored it never send the same lead at the same time. False if another
   * attempt holds it or it is no longer pending.
   */
  async claim(id: string, now: Date, leaseMs: number): Promise<boolean> {
    const res = await this.db
      .prepare("UPDATE leads SET next_attempt_at = ? WHERE id = ? AND forward_state = 'pending' AND next_attempt_at <= ?")
      .bind(new Date(now.getTime() + leaseMs).toISOString(), id, now.toISOString())
      .run();
    return (res.meta.changes ?? 0) === 1;
  }

  async markForwarded(id: string, upstreamId: string | null, now: Date): Promise<void> {
    await this.db
      .prepare(
        "UPDATE leads SET forward_state = 'forwarded', forwarded_at = ?, upstream_id = ?, last_error = NULL, forward_attempts = forward_attempts + 1 WHERE id = ? AND forward_state = 'pending'",
      )
      .bind(now.toISOString(), upstreamId, id)
      .run();
  }

  /** Records a failed attempt: retried at `nextAttemptAt`, or flagged 'failed' for operations. */
  async markAttemptFailed(id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.db
      .prepare(
        `UPDATE leads SET forward_attempts = forward_attempts + 1, last_error = ?,
           forward_state = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END, next_attempt_at = ?
         WHERE id = ? AND forward_state = 'pending'`,
      )
      .bind(error.slice(0, 200), nextAttemptAt?.toISOString() ?? null, nextAttemptAt?.toISOString() ?? null, id)
      .run();
  }

  /**
   * The outbox's backlog: leads waiting to be sent and leads that failed, and when the oldest of
   * them came in (null when there is none). For the console's overview and the operations notice.
   */
  async backlog(): Promise<{ waiting: number; failed: number; oldest: string | null }> {
    const row = await this.db
      .prepare(
        `SELECT COALESCE(SUM(forward_state = 'pending'), 0) AS waiting, COALESCE(SUM(forward_state = 'failed'), 0) AS failed, MIN(created_at) AS oldest
         FROM leads WHERE forward_state IN ('pending', 'failed')`,
      )
      .first<{ waiting: number; failed: number; oldest: string | null }>();
    return row ?? { waiting: 0, failed: 0, oldest: null };
  }

  /** How many leads are in each outbox state (the console's leads page; scripts/ops/leads.ts lists the same). */
  async countByState(): Promise<Record<LeadRow['forward_state'], number>> {
    const { results } = await this.db
      .prepare('SELECT forward_state, COUNT(*) AS n FROM leads GROUP BY forward_state')
      .all<{ forward_state: LeadRow['forward_state']; n: number }>();
    const counts = { pending: 0, forwarded: 0, failed: 0, local: 0 };
    for (const { forward_state, n } of results) counts[forward_state] = n;
    return counts;
  }

  /** One page of the stored leads and how many match (lead-list.ts: the CLI's `leads list` runs the same queries). */
  async page(filter: LeadFilter): Promise<{ rows: LeadRow[]; total: number }> {
    const { count, page } = leadListQueries(filter);
    const [counted, listed] = await this.db.batch([this.db.prepare(count.sql).bind(...count.params), this.db.prepare(page.sql).bind(...page.params)]);
    return { rows: (listed?.results ?? []) as LeadRow[], total: (counted?.results[0] as { n: number } | undefined)?.n ?? 0 };
  }

  /** The leads flagged 'failed', newest first. */
  async failed(limit = 50): Promise<LeadRow[]> {
    const { results } = await this.db.prepare("SELECT * FROM leads WHERE forward_state = 'failed' ORDER BY created_at DESC LIMIT ?").bind(limit).all<LeadRow>();
    return results;
  }

  /**
   * Queues one failed lead for forwarding again, as `npm run ops -- leads retry` does for all of
   * them: its attempts start over and the next cron run sends it. False if it is not 'failed'.
   */
  async requeueFailed(id: string, now: Date): Promise<boolean> {
    const res = await this.db
      .prepare(
        "UPDATE leads SET forward_state = 'pending', forward_attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND forward_state = 'failed'",
      )
      .bind(now.toISOString(), id)
      .run();
    return (res.meta.changes ?? 0) === 1;
  }

  /**
   * Queues every failed lead again, the same change as requeueFailed makes to one (and as
   * `npm run ops -- leads retry` makes): one statement, so a lead failing meanwhile is either in or
   * not. Returns how many were queued.
   */
  async requeueAllFailed(now: Date): Promise<number> {
    const res = await this.db
      .prepare("UPDATE leads SET forward_state = 'pending', forward_attempts = 0, next_attempt_at = ?, last_error = NULL WHERE forward_state = 'failed'")
      .bind(now.toISOString())
      .run();
    return res.meta.changes ?? 0;
  }

  /** Deletes leads forwarded more than `days` ago (one never forwarded goes 90 days after it came: retention.ts). */
  async purgeForwarded(olderThan: Date): Promise<number> {
    const res = await this.db.prepare("DELETE FROM leads WHERE forward_state = 'forwarded' AND forwarded_at < ?").bind(olderThan.toISOString()).run();
    return res.meta.changes ?? 0;
  }
}
