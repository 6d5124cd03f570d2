/**
 * New contact and callback requests one client address (an IPv6 /64 as one) may leave per Hong
 * Kong day. A household asks for a call once or twice (docs/security.md, "Contact requests per
 * address"); past this the visitor is told to call the hotline instead (POST /api/contact answers
 * 429 `daily_limit`). A request sent again within minutes is the one already stored: it uses none.
 */
export const CONTACT_REQUESTS_PER_ADDRESS = 5;

/** The condition a new request's INSERT adds: the address has room today (binds day, hash, limit). */
export const HAS_ROOM = '(SELECT COUNT(*) FROM contact_address_requests WHERE day = ? AND address_hash = ?) < ?';

/** Counts the request against the address, in the same batch as its INSERT and only if it was stored. */
export const countRequest = (db: D1Database, address: { day: string; hash: string }, id: string) =>
  db
    .prepare('INSERT OR IGNORE INTO contact_address_requests (day, address_hash, request_id) SELECT ?, ?, id FROM contact_requests WHERE id = ?')
    .bind(address.day, address.hash, id);
