import { generateCookie } from 'hono/cookie';
import { campaignPairs, marksCampaign } from '../src/shared/leads/campaign-params';

const YEAR = 365 * 24 * 3600;
/** How long the anonymous id lives (also when the banners API sets it). */
export const ANON_ID_MAX_AGE = YEAR;
const GCLID_DAYS = 90;
/** Cookies are headers: keep a hostile query string from making them huge. */
const MAX_CAMPAIGN_LENGTH = 1024;

export interface VisitorCookieInput {
  url: URL;
  cookies: Record<string, string>;
  /** The SME layout keeps a click id alone as the campaign when nothing is stored yet. */
  isSmePage: boolean;
  /** A new signed anonymous id when the visitor's cookie is missing or not this site's (visitor-id.ts), else null. */
  newAnonId: string | null;
}

/**
 * The cookies a page response sets for this visitor (docs/decisions.md#visitor-cookies):
 * - `utm`: the campaign parameters of a visit whose address has utm_*, staff or a partner id (The
 *   Club, Tap & Go: the contact form asks for it for the rest of the visit), and only those
 *   (campaign-params.ts: an allowlist, so no name or number rides along); session cookie, read by
 *   the lead form and mirrored into session storage by the page;
 * - `gclid`: the ad click id, kept 90 days;
 * - `anon_id`: a first-party anonymous id for analytics and A/B assignment, signed by the edge
 *   (visitor-id.ts), one year; set again when the visitor's is missing or not this site's.
 * Readable by the page's script (not HttpOnly) because the lead form sends them; SameSite=Lax.
 */
export function visitorCookies({ url, cookies, isSmePage, newAnonId }: VisitorCookieInput): string[] {
  const base = { path: '/', sameSite: 'Lax' as const, secure: url.protocol === 'https:' };
  const out: string[] = [];
  const query = campaignPairs(url.search.slice(1));
  if (query && query.length <= MAX_CAMPAIGN_LENGTH && (marksCampaign(query) || (isSmePage && !cookies.utm))) {
    out.push(generateCookie('utm', query, base));
  }
  const gclid = url.searchParams.get('gclid');
  if (gclid && /^[\w-]{1,200}$/.test(gclid)) {
    out.push(generateCookie('gclid', gclid, { ...base, maxAge: GCLID_DAYS * 24 * 3600 }));
  }
  if (newAnonId) out.push(generateCookie('anon_id', newAnonId, { ...base, maxAge: YEAR }));
  return out;
}
