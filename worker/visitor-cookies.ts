import { generateCookie } from 'hono/cookie';
import { withoutLeadData } from '../src/shared/leads/lead-data-params';

const YEAR = 365 * 24 * 3600;
/** How long the anonymous id lives (also when the banners API sets it). */
export const ANON_ID_MAX_AGE = YEAR;
const GCLID_DAYS = 90;
/** Cookies are headers: keep a hostile query string from making them huge. */
const MAX_CAMPAIGN_LENGTH = 1024;

export interface VisitorCookieInput {
  url: URL;
  cookies: Record<string, string>;
  /** The SME layout keeps the query string as the campaign when nothing is stored yet. */
  isSmePage: boolean;
  /** A new signed anonymous id when the visitor's cookie is missing or not this site's (visitor-id.ts), else null. */
  newAnonId: string | null;
}

/**
 * Query strings that mark a campaign visit: utm_* parameters, a staff referral marker, or a
 * partner's member id (The Club, Tap & Go: the contact form asks for it for the rest of the visit).
 */
const isCampaignQuery = (search: string) => /utm|staff|theclub_id|tapngo_id/i.test(search);

/**
 * The cookies a page response sets for this visitor (docs/decisions.md#visitor-cookies):
 * - `utm`: the campaign query string of a visit whose URL has utm or staff in it (session cookie,
 *   read by the lead form and mirrored into session storage by the page), without a taken lead's
 *   personal data (the product page's address after a lead carries it: lead-data-params.ts);
 * - `gclid`: the ad click id, kept 90 days;
 * - `anon_id`: a first-party anonymous id for analytics and A/B assignment, signed by the edge
 *   (visitor-id.ts), one year; set again when the visitor's is missing or not this site's.
 * Readable by the page's script (not HttpOnly) because the lead form sends them; SameSite=Lax.
 */
export function visitorCookies({ url, cookies, isSmePage, newAnonId }: VisitorCookieInput): string[] {
  const base = { path: '/', sameSite: 'Lax' as const, secure: url.protocol === 'https:' };
  const out: string[] = [];
  const query = withoutLeadData(url.search.slice(1));
  if (query && query.length <= MAX_CAMPAIGN_LENGTH && (isCampaignQuery(query) || (isSmePage && !cookies.utm))) {
    out.push(generateCookie('utm', query, base));
  }
  const gclid = url.searchParams.get('gclid');
  if (gclid && /^[\w-]{1,200}$/.test(gclid)) {
    out.push(generateCookie('gclid', gclid, { ...base, maxAge: GCLID_DAYS * 24 * 3600 }));
  }
  if (newAnonId) out.push(generateCookie('anon_id', newAnonId, { ...base, maxAge: YEAR }));
  return out;
}
