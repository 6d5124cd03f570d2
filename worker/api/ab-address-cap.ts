import type { Env } from '../env';
import { addressOfDay } from '../address-of-day';

/**
 * The A/B address cap: a client address (an IPv6 /64 as one) brings at most AB_VISITORS_PER_ADDRESS
 * new visitors into one experiment per Hong Kong day, so one address collecting real ids cannot
 * outvote a day of real traffic (docs/banners.md, "What counts"). Kept per day in D1
 * `ab_address_visitors`: a keyed hash of the address and the day (never the address), the
 * experiment and the visitor; the cron deletes days before yesterday (retention.ts).
 */
export const AB_VISITORS_PER_ADDRESS = 10;

export interface CapInput {
  /** The client's address key (clientAddressKey). */
  client: string;
  visitor: string;
  campaign: string;
  bannerType: string;
}

/**
 * Whether this visitor's first impression in the experiment may count: admitted now (the address
 * had room today) or admitted earlier today. A visitor already counted is not admitted again (their
 * impression would add nothing), so repeats never use up the address's room.
 */
export async function admitVisitor(env: Env, { client, visitor, campaign, bannerType }: CapInput, now = new Date()): Promise<boolean> {
  const today = await addressOfDay(env, 'ab-address', client, now);
  if (today === null) return false;
  const { day, hash: address } = today;
  const [, admitted] = await env.DB.batch<{ admitted: number }>([
    env.DB.prepare(
      `INSERT OR IGNORE INTO ab_address_visitors (day, address_hash, campaign, banner_type, anonymous_id)
       SELECT ?1, ?2, ?3, ?4, ?5
        WHERE NOT EXISTS (SELECT 1 FROM ab_events WHERE event = 'banner_impression' AND campaign = ?3 AND banner_type = ?4 AND anonymous_id = ?5)
          AND (SELECT COUNT(*) FROM ab_address_visitors WHERE day = ?1 AND address_hash = ?2 AND campaign = ?3 AND banner_type = ?4) < ?6`,
    ).bind(day, address, campaign, bannerType, visitor, AB_VISITORS_PER_ADDRESS),
    env.DB.prepare(
      `SELECT COUNT(*) AS admitted FROM ab_address_visitors
        WHERE day = ?1 AND address_hash = ?2 AND campaign = ?3 AND banner_type = ?4 AND anonymous_id = ?5`,
    ).bind(day, address, campaign, bannerType, visitor),
  ]);
  return (admitted?.results[0]?.admitted ?? 0) > 0;
}
