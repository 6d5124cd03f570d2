import { z } from 'zod';

/**
 * The stored leads' list, one definition for the console (/admin/leads) and the CLI
 * (`npm run ops -- leads list`): the same state and page give the same rows. Newest first, 50 a
 * page, every lead on some page.
 */
export const LEAD_PAGE_SIZE = 50;

/** The outbox states, in the order both lists name them. */
export const LEAD_STATES = ['pending', 'failed', 'forwarded', 'local'] as const;

/** Filter values only (no personal data): the page's query, or the CLI's options. */
const LeadFilterSchema = z.object({
  /** One outbox state; absent for every lead. */
  state: z.enum(LEAD_STATES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type LeadFilter = z.infer<typeof LeadFilterSchema>;

/** The filter, or the first field that is not valid. Empty values count as not given (an empty form field). */
export function parseLeadFilter(input: { state?: string | undefined; page?: string | undefined }): { filter: LeadFilter } | { invalid: 'state' | 'page' } {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = LeadFilterSchema.safeParse(given);
  if (parsed.success) return { filter: parsed.data };
  return { invalid: parsed.error.issues[0]?.path[0] === 'page' ? 'page' : 'state' };
}

/** The count and the page's rows: `SELECT <columns> FROM leads` in list order. */
export function leadListQueries(filter: LeadFilter, columns = '*') {
  const where = filter.state ? 'WHERE forward_state = ?' : '';
  const params = filter.state ? [filter.state] : [];
  return {
    count: { sql: `SELECT COUNT(*) AS n FROM leads ${where}`, params },
    page: {
      sql: `SELECT ${columns} FROM leads ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      params: [...params, LEAD_PAGE_SIZE, (filter.page - 1) * LEAD_PAGE_SIZE],
    },
  };
}

/** Pages for `total` rows (at least 1: no lead is one empty page). */
export const leadPageCount = (total: number) => Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE));
