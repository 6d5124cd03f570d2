/** One change made in the console (migrations/0005_create_audit_log.sql). */
export interface AuditEntry {
  /** The operator's e-mail, as Cloudflare Access (or the local development sign-in) named them. */
  actor: string;
  /** What was done: 'maintenance.on', 'lead.retry', ... */
  action: string;
  /** What it was done to: a KV key, a lead's id. */
  target: string;
  /** The value before and after; null when there was none. Never personal data. */
  before: unknown;
  after: unknown;
}

/** An entry as stored: UTC time, the values as JSON text. */
export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
}

/** A thin class around the D1 audit_log table: rows are only ever added, and read newest first. */
export class AuditLog {
  constructor(private readonly db: D1Database) {}

  async record(entry: AuditEntry, now: Date): Promise<void> {
    await this.db
      .prepare('INSERT INTO audit_log (at, actor, action, target, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(now.toISOString(), entry.actor, entry.action, entry.target, toJson(entry.before), toJson(entry.after))
      .run();
  }

  /** One page of entries, newest first, and whether an older page exists. */
  async page(page: number, pageSize: number): Promise<{ rows: AuditRow[]; hasOlder: boolean }> {
    const { results } = await this.db
      .prepare('SELECT * FROM audit_log ORDER BY at DESC, id DESC LIMIT ? OFFSET ?')
      // One row more than a page says whether there is a next one, without a count.
      .bind(pageSize + 1, (page - 1) * pageSize)
      .all<AuditRow>();
    return { rows: results.slice(0, pageSize), hasOlder: results.length > pageSize };
  }
}

const toJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
