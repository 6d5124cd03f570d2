/**
 * The worker's write endpoints (docs/product-rules.md §7), apart from the code that posts to them: the
 * click tracker on every page needs only its path, not the lead client (api.ts).
 */
export const LEAD_ENDPOINT = '/api/insertToShortForm';
export const CONTACT_ENDPOINT = '/api/contact';
export const TRACK_ENDPOINT = '/api/track';
