import { campaignFields, campaignKey, isCampaign } from '../../src/shared/campaigns/fields';
import { campaignPairs } from '../../src/shared/leads/campaign-params';
import { withinLimit } from '../api/rate-limits';
import { looksLikeBrowser } from '../api/track-guard';
import { clientAddressKey } from '../client-address';
import type { Env } from '../env';
import { addressOfDay } from '../address-of-day';
import { countUncounted } from './uncounted';

/**
 * Campaign landings, recorded by the edge from the page request that carries the campaign's
 * parameters (docs/lead-form.md, "Campaign attribution"), never from a client's event: what the
 * campaigns report counts as a campaign's visitors, and what a later form open, lead or request is
 * attributed by (attribution.ts).
 */

/** One address (an IPv6 /64 as one) brings at most this many new visitors a day into a campaign. */
const CAMPAIGN_VISITORS_PER_ADDRESS = 10;

/**
 * The campaign key of a page request that is a campaign landing, else null. A landing is a browser's
 * top-level navigation to a page from outside the site (an ad, a message, a typed or saved address)
 * with campaign parameters. Not one: a navigation from this site's own pages (the product page a lead
 * goes to carries the campaign on), a prefetch, an automated client (track-guard.ts), a click id alone.
 */
export function landingCampaign(req: Request, url: URL): string | null {
  if (req.method !== 'GET') return null;
  const fields = campaignFields(campaignPairs(url.search.slice(1)));
  if (!isCampaign(fields)) return null;
  const h = req.headers;
  if (!looksLikeBrowser(h)) return null;
  if (/prefetch|prerender/i.test(`${h.get('Sec-Purpose') ?? ''} ${h.get('Purpose') ?? ''}`)) return null;
  const dest = h.get('Sec-Fetch-Dest');
  if (dest !== null && dest !== 'document') return null;
  const site = h.get('Sec-Fetch-Site');
  if (site === 'same-origin') return null;
  // Browsers without Fetch Metadata (Safari before 16.4): a Referer of this site is a navigation within it.
  if (site === null && sameOrigin(h.get('Referer'), url)) return null;
  return campaignKey(fields);
}

function sameOrigin(referer: string | null, url: URL): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === url.origin;
  } catch {
    return false;
  }
}

export interface LandingInput {
  campaign: string;
  /** The signed visitor id the response carries (new or the request's own), or null. */
  visitor: string | null;
  /** The path the edge served. */
  path: string;
  headers: Headers;
  now: Date;
}

/**
 * Records a landing once per visitor, campaign and Hong Kong day, within the address cap; a landing
 * past the cap, or without a visitor id, is counted as not counted. A flood (past the analytics
 * budget of TRACK_LIMITER) records nothing, as for banner events.
 */
export async function recordLanding(env: Env, { campaign, visitor, path, headers, now }: LandingInput): Promise<void> {
  if (!(await withinLimit(env, 'TRACK_LIMITER', headers))) return;
  if (!visitor) return countUncounted(env.DB, 'landing', 'no_id', now);
  const today = await addressOfDay(env, 'campaign-address', clientAddressKey(headers), now);
  if (today === null) return;
  const { day, hash: address } = today;
  // One transaction: the cap's count and the landing cannot be raced by a second request.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO campaign_address_visitors (day, address_hash, campaign, anonymous_id)
       SELECT ?1, ?2, ?3, ?4
        WHERE NOT EXISTS (SELECT 1 FROM campaign_landings WHERE day = ?1 AND anonymous_id = ?4 AND campaign = ?3)
          AND (SELECT COUNT(*) FROM campaign_address_visitors WHERE day = ?1 AND address_hash = ?2 AND campaign = ?3) < ?5`,
    ).bind(day, address, campaign, visitor, CAMPAIGN_VISITORS_PER_ADDRESS),
    env.DB.prepare(
      `INSERT OR IGNORE INTO campaign_landings (day, anonymous_id, campaign, landing_page, landed_at)
       SELECT ?1, ?4, ?3, ?5, ?6
        WHERE EXISTS (SELECT 1 FROM campaign_address_visitors WHERE day = ?1 AND address_hash = ?2 AND campaign = ?3 AND anonymous_id = ?4)`,
    ).bind(day, address, campaign, visitor, path.slice(0, 512), now.toISOString()),
    // Neither counted now nor earlier today: over the cap.
    env.DB.prepare(
      `INSERT INTO campaign_uncounted (day, event, reason, count)
       SELECT ?1, 'landing', 'over_cap', 1
        WHERE NOT EXISTS (SELECT 1 FROM campaign_landings WHERE day = ?1 AND anonymous_id = ?2 AND campaign = ?3)
       ON CONFLICT (day, event, reason) DO UPDATE SET count = count + 1`,
    ).bind(day, visitor, campaign),
  ]);
}
