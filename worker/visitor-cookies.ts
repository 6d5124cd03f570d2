import { generateCookie } from 'hono/cookie';
import { withoutLeadData } from '../src/shared/leads/lead-data-params';

const YEAR = 365 * 24 * 3600;
/** How long the anonymous id lives (also when the banners API sets it). */
export const ANON_ID_MAX_AGE = YEAR;
const GCLID_DAYS = 90;
/** Cookies are headers: keep a hostile query string from making them huge. */
const MAX_CAMPAIGN_LENGTH = 1024;

/** An anonymous id this site issued (a UUID, or another id of the same shape). */
export const isAnonId = (value: string) => /^[\w-]{16,64}$/.test(value);

export interface VisitorCookieInput {
  url: URL;
  cookies: Record<string, string>;
  /** The SME layout keeps the query string as the campaign when nothing is stored yet. */
  isSmePage: boolean;
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
 * - `anon_id`: a first-party anonymous id for analytics and A/B assignment, one year.
 * Readable by the page's script (not HttpOnly) because the lead form sends them; SameSite=Lax.
 */
export function visitorCookies({ url, cookies, isSmePage }: VisitorCookieInput): string[] {
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
  if (!cookies.anon_id || !isAnonId(cookies.anon_id)) {
    out.push(generateCookie('anon_id', crypto.randomUUID(), { ...base, maxAge: YEAR }));
  }
  return out;
}
