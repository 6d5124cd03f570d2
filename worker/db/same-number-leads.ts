/** A lead as the contact request's page shows it: when, which product, whether it went upstream. */
export interface SameNumberLead {
  created_at: string;
  loan_code: number;
  forward_state: 'pending' | 'forwarded' | 'failed' | 'local';
}

/** How many of a number's leads a request's page lists (the newest); the rest are counted. */
export const SAME_NUMBER_LEADS_SHOWN = 3;

/**
 * The leads the same mobile number left (D1 `leads`, found by the index on `mobile`), newest first,
 * and how many there are in all: the officer returning a call sees whether the caller also applied.
 * Only what the request's page shows is read: no name, no campaign, no lead id.
 */
export async function sameNumberLeads(db: D1Database, mobile: string): Promise<{ leads: SameNumberLead[]; total: number }> {
  const { results } = await db
    .prepare(
      `SELECT created_at, loan_code, forward_state, COUNT(*) OVER () AS total
       FROM leads WHERE mobile = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .bind(mobile, SAME_NUMBER_LEADS_SHOWN)
    .all<SameNumberLead & { total: number }>();
  return {
    leads: results.map(({ created_at, loan_code, forward_state }) => ({ created_at, loan_code, forward_state })),
    total: results[0]?.total ?? 0,
  };
}
