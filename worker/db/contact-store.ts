import { queueQueries, type QueueFilter } from './contact-queue';

/** A contact or callback request as stored (migrations/0002 and 0010). */
export interface ContactRow {
  id: string;
  created_at: string;
  kind: 'contact' | 'callback';
  title: string | null;
  surname: string | null;
  given_name: string | null;
  mobile: string;
  time_slot: string;
  loan_code: number | null;
  theclub_id: string | null;
  tapngo_id: string | null;
  is_opt_in: number;
  referrer: string;
  utm: string;
  status: ContactStatus;
  status_at: string | null;
  status_by: string | null;
  no_answer_count: number;
}

export type ContactStatus = 'new' | 'no_answer' | 'contacted' | 'closed';

/**
 * The moves an officer may make, and the states each may start from: new → contacted → closed;
 * "no answer" puts a request back in the queue to try again (as often as needed). A move from any
 * other state is refused, so two officers working the same request cannot undo each other.
 */
export const MOVES = {
  contacted: ['new', 'no_answer'],
  no_answer: ['new', 'no_answer'],
  closed: ['contacted', 'no_answer'],
} as const satisfies Record<string, readonly ContactStatus[]>;
export type ContactMove = keyof typeof MOVES;
export const isMove = (value: unknown): value is ContactMove => typeof value === 'string' && Object.hasOwn(MOVES, value);

/** Request ids are UUIDs (worker/api/contact.ts); anything else is no request. */
const CONTACT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ContactStore {
  constructor(private readonly db: D1Database) {}

  /** One page of the queue under `filter` (contact-queue.ts), and how many requests match it. */
  async page(filter: QueueFilter, now: Date): Promise<{ rows: ContactRow[]; total: number }> {
    const { count, page } = queueQueries(filter, now);
    const [counted, listed] = await this.db.batch([this.db.prepare(count.sql).bind(...count.params), this.db.prepare(page.sql).bind(...page.params)]);
    return { rows: (listed?.results ?? []) as ContactRow[], total: (counted?.results[0] as { n: number } | undefined)?.n ?? 0 };
  }

  async get(id: string): Promise<ContactRow | null> {
    if (!CONTACT_ID.test(id)) return null;
    return this.db.prepare('SELECT * FROM contact_requests WHERE id = ?').bind(id).first<ContactRow>();
  }

  /** Makes the move if the request is in a state it may start from; false when it was not (or is gone). */
  async move(id: string, to: ContactMove, by: string, now: Date): Promise<boolean> {
    const from = MOVES[to];
    const res = await this.db
      .prepare(
        `UPDATE contact_requests SET status = ?, status_at = ?, status_by = ?, no_answer_count = no_answer_count + ?
         WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      )
      .bind(to, now.toISOString(), by, to === 'no_answer' ? 1 : 0, id, ...from)
      .run();
    return (res.meta.changes ?? 0) > 0;
  }
}
