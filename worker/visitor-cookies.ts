import { generateCookie } from 'hono/cookie';
import { campaignPairs, marksCampaign } from '../src/shared/leads/campaign-params';

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
  /** The SME layout keeps a click id alone as the campaign when nothing is stored yet. */
  isSmePage: boolean;
}

/**
 * The cookies a page response sets for this visitor (docs/decisions.md#visitor-cookies):
 * - `utm`: the campaign parameters of a visit whose address has utm_*, staff or a partner id (The
 *   Club, Tap & Go: the contact form asks for it for the rest of the visit), and only those
 *   (campaign-params.ts: an allowlist, so no name or number rides along); session cookie, read by
 *   the lead form and mirrored into session storage by the page;
 * - `gclid`: the ad click id, kept 90 days;
 * - `anon_id`: a first-party anonymous id for analytics and A/B assignment, one year.
 * Readable by the page's script (not HttpOnly) because the lead form sends them; SameSite=Lax.
 */
export function visitorCookies({ url, cookies, isSmePage }: VisitorCookieInput): string[] {
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
  if (!cookies.anon_id || !isAnonId(cookies.anon_id)) {
    out.push(generateCookie('anon_id', crypto.randomUUID(), { ...base, maxAge: YEAR }));
  }
  return out;
}
