import { hongKongDay } from '../../src/server/vitals/days';

/**
 * What claimed a campaign and was not counted, kept as a count per Hong Kong day, event and reason
 * (D1 `campaign_uncounted`), so the campaigns report can say what it left out and why:
 * - `no_id`: no visitor id this site issued (cookies off, a made-up or foreign id, a script);
 * - `over_cap`: a landing past the address's 10 new visitors of the day in that campaign;
 * - `no_landing`: a form open, lead or request whose visitor has no recorded landing in the window.
 */
export type UncountedReason = 'no_id' | 'over_cap' | 'no_landing';
export type CampaignEvent = 'landing' | 'form_open' | 'lead' | 'contact' | 'callback';

export async function countUncounted(db: D1Database, event: CampaignEvent, reason: UncountedReason, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO campaign_uncounted (day, event, reason, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (day, event, reason) DO UPDATE SET count = count + 1`,
    )
    .bind(hongKongDay(now), event, reason)
    .run();
}
