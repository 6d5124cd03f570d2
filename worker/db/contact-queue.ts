import { z } from 'zod';
import { hongKongWallClock } from '../../src/shared/hong-kong-clock';
import { TIME_SLOTS } from '../../src/shared/leads/time-slots';

/**
 * The customer-service queue's filters and pages, one definition for the console (/admin/contacts)
 * and the CLI (`npm run ops -- contacts list`): the same values give the same rows. Newest first;
 * every request is on some page (no cap on how far back); 50 a page.
 */
export const PAGE_SIZE = 50;

export const QUEUE_STATES = ['pending', 'new', 'no_answer', 'contacted', 'closed', 'all'] as const;
export const QUEUE_KINDS = ['contact', 'callback'] as const;

const HK_OFFSET_MS = 8 * 3600_000;

/** A real calendar date ('2026-12-07'), read as a Hong Kong day. */
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Filter values only (no personal data): a GET form's fields, or the CLI's options. */
export const QueueFilterSchema = z.object({
  /** 'pending' = not yet contacted (the default: what is still to call); 'all' = any. */
  state: z.enum(QUEUE_STATES).default('pending'),
  kind: z.enum(QUEUE_KINDS).optional(),
  /** The Hong Kong day the request came in. */
  day: z.string().refine(isDate).optional(),
  /** 'now': requests whose call-back slot holds the Hong Kong time now. */
  slot: z.literal('now').optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type QueueFilter = z.infer<typeof QueueFilterSchema>;

/** The filters, or the first field that is not valid. Empty values count as not given (an empty form field). */
export function parseQueueFilter(input: Record<string, string | undefined>): { filter: QueueFilter } | { invalid: string } {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = QueueFilterSchema.safeParse(given);
  if (parsed.success) return { filter: parsed.data };
  return { invalid: String(parsed.error.issues[0]?.path[0] ?? 'filter') };
}

/** The slot ('9-12') holding the Hong Kong time now, or null outside every slot (evenings, nights). */
function slotAt(now: Date): string | null {
  const { hours } = hongKongWallClock(now);
  return (
    TIME_SLOTS.find((slot) => {
      const [from, to] = slot.split('-').map(Number) as [number, number];
      return hours >= from && hours < to;
    }) ?? null
  );
}

/** The WHERE clause and its values for a filter, at `now` (for the slot). */
function queueWhere(filter: QueueFilter, now: Date): { where: string; params: (string | number)[] } {
  const terms: string[] = [];
  const params: (string | number)[] = [];
  // Pending: not reached yet, new or to try again after no answer; contacted waits to be closed.
  if (filter.state === 'pending') terms.push("status IN ('new', 'no_answer')");
  else if (filter.state !== 'all') {
    terms.push('status = ?');
    params.push(filter.state);
  }
  if (filter.kind) {
    terms.push('kind = ?');
    params.push(filter.kind);
  }
  if (filter.day) {
    // Hong Kong midnight is 16:00 UTC the day before; created_at is an ISO UTC time.
    const from = new Date(Date.parse(`${filter.day}T00:00:00Z`) - HK_OFFSET_MS);
    terms.push('created_at >= ? AND created_at < ?');
    params.push(from.toISOString(), new Date(from.getTime() + 24 * 3600_000).toISOString());
  }
  if (filter.slot === 'now') {
    const slot = slotAt(now);
    if (slot === null) terms.push('0');
    else {
      terms.push('time_slot = ?');
      params.push(slot);
    }
  }
  return { where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params };
}

/** The count and the page's rows: `SELECT <columns> FROM contact_requests` in queue order. */
export function queueQueries(filter: QueueFilter, now: Date, columns = '*') {
  const { where, params } = queueWhere(filter, now);
  return {
    count: { sql: `SELECT COUNT(*) AS n FROM contact_requests ${where}`, params },
    page: {
      sql: `SELECT ${columns} FROM contact_requests ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      params: [...params, PAGE_SIZE, (filter.page - 1) * PAGE_SIZE],
    },
  };
}

/** Pages for `total` rows (at least 1: an empty queue is one empty page). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
