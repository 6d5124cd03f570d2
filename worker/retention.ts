/**
 * How long the D1 tables that hold personal data keep a row, and the cron's purge of older rows
 * (docs/security.md, "Retention"). Forwarded leads (LEAD_RETENTION_DAYS after forwarding,
 * lead-store.ts) and web vitals (90 days, vitals-retention.ts) are purged by their own code.
 */
interface Purge {
  /** What the log line counts. */
  what: string;
  days: number;
  /** Deletes the rows stamped before its one parameter (an ISO 8601 UTC time, as the rows are). */
  sql: string;
}

const PURGES: readonly Purge[] = [
  // A contact or callback request is a call to make within days; the business's own systems keep the customer.
  { what: 'contact request(s)', days: 90, sql: 'DELETE FROM contact_requests WHERE created_at < ?' },
  // A lead the outbox could not hand over (failed, or kept here without an upstream): time enough
  // for `leads retry` or `leads export`, then it goes like a forwarded one.
  { what: 'lead(s) never forwarded', days: 90, sql: "DELETE FROM leads WHERE forward_state <> 'forwarded' AND created_at < ?" },
  // Pseudonymous (the anon_id cookie): a year of comparisons and a month to read them.
  { what: 'analytics event(s)', days: 395, sql: 'DELETE FROM analytics_events WHERE received_at < ?' },
  { what: 'A/B event(s)', days: 395, sql: 'DELETE FROM ab_events WHERE received_at < ?' },
  // The campaigns report's rows (worker/campaigns/), as long as the events: by Hong Kong day.
  { what: 'campaign landing(s)', days: 395, sql: "DELETE FROM campaign_landings WHERE day < date(?, '+8 hours')" },
  { what: 'campaign form open(s)', days: 395, sql: "DELETE FROM campaign_form_opens WHERE day < date(?, '+8 hours')" },
  { what: 'campaign conversion(s)', days: 395, sql: "DELETE FROM campaign_conversions WHERE day < date(?, '+8 hours')" },
  { what: 'campaign not-counted day(s)', days: 395, sql: "DELETE FROM campaign_uncounted WHERE day < date(?, '+8 hours')" },
  // The per-address caps' keyed hashes (address-of-day.ts) serve today's count only: days before yesterday go.
  { what: 'A/B address-cap row(s)', days: 1, sql: "DELETE FROM ab_address_visitors WHERE day < date(?, '+8 hours')" },
  { what: 'contact address-cap row(s)', days: 1, sql: "DELETE FROM contact_address_requests WHERE day < date(?, '+8 hours')" },
  { what: 'campaign address-cap row(s)', days: 1, sql: "DELETE FROM campaign_address_visitors WHERE day < date(?, '+8 hours')" },
  // Operators' e-mail addresses: who changed what, for two years.
  { what: 'audit log entr(ies)', days: 730, sql: 'DELETE FROM audit_log WHERE at < ?' },
];

const DAY_MS = 24 * 3600 * 1000;

/** Runs every purge; one that fails is logged and the others still run. Returns the rows deleted per purge. */
export async function purgeExpired(db: D1Database, now: Date): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { what, days, sql } of PURGES) {
    try {
      const result = await db
        .prepare(sql)
        .bind(new Date(now.getTime() - days * DAY_MS).toISOString())
        .run();
      deleted[what] = result.meta.changes ?? 0;
      if (deleted[what]) console.log(`retention: ${deleted[what]} ${what} older than ${days} days purged`);
    } catch (error) {
      console.error(`retention: ${what} not purged (${(error as Error).name})`);
    }
  }
  return deleted;
}
