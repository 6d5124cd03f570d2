import { hongKongDay } from '../../src/server/vitals/days';
import type { Env } from '../env';
import { visitorTag } from '../visitor-secret';

/**
 * New contact and callback requests one client address (an IPv6 /64 as one) may leave per Hong
 * Kong day. A household asks for a call once or twice (docs/security.md, "Contact requests per
 * address"); past this the visitor is told to call the hotline instead (POST /api/contact answers
 * 429 `daily_limit`). A request sent again within minutes is the one already stored: it uses none.
 */
export const CONTACT_REQUESTS_PER_ADDRESS = 5;

/**
 * The address's key for today: a keyed hash of the address and the Hong Kong day, which changes
 * daily and is kept in D1 `contact_address_requests`, never the address. Null without a usable
 * VISITOR_ID_SECRET (logged by visitor-secret.ts): the request is then taken without a cap, as
 * turning away customers for a missing secret would be worse than a flood.
 */
export async function addressOfToday(env: Env, client: string, now: Date): Promise<{ day: string; hash: string } | null> {
  const day = hongKongDay(now);
  const hash = await visitorTag(env, 'contact-address', `${day}\n${client}`);
  return hash === null ? null : { day, hash };
}

/** The condition a new request's INSERT adds: the address has room today (binds day, hash, limit). */
export const HAS_ROOM = '(SELECT COUNT(*) FROM contact_address_requests WHERE day = ? AND address_hash = ?) < ?';

/** Counts the request against the address, in the same batch as its INSERT and only if it was stored. */
export const countRequest = (db: D1Database, address: { day: string; hash: string }, id: string) =>
  db
    .prepare('INSERT OR IGNORE INTO contact_address_requests (day, address_hash, request_id) SELECT ?, ?, id FROM contact_requests WHERE id = ?')
    .bind(address.day, address.hash, id);

/** Deletes the cap's days before yesterday (Hong Kong): the hashes serve today's count only. */
export async function purgeContactAddressDays(db: D1Database, now = new Date()): Promise<number> {
  const yesterday = hongKongDay(new Date(now.getTime() - 24 * 3600_000));
  const { meta } = await db.prepare('DELETE FROM contact_address_requests WHERE day < ?').bind(yesterday).run();
  return meta.changes;
}
