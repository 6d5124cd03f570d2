/**
 * The query parameters a campaign is made of: utm_* parameters, a staff referral marker, the ad
 * click id and a partner's member id (The Club, Tap & Go). The campaign kept for a visit (the `utm`
 * cookie, mirrored into session storage, sent with a lead as `utm`) holds these and nothing else:
 * an allowlist, because any other parameter may be a name or a phone number: a denylist let
 * through whatever another page or partner put in an address.
 */
const CAMPAIGN_PARAM = /^(?:utm_\w+|staff|gclid|theclub_id|tapngo_id)$/i;

/** A query pair's name, decoded as a URL's query is (`+` is a space); as written if it does not decode. */
export function queryKey(pair: string): string {
  const key = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** A query string (no `?`) with only its campaign pairs, as written, in order. */
export const campaignPairs = (query: string): string =>
  query
    .split('&')
    .filter((pair) => pair !== '' && CAMPAIGN_PARAM.test(queryKey(pair)))
    .join('&');

/** Campaign pairs that make a visit a campaign's: any but the click id alone (kept in its own cookie). */
export const marksCampaign = (pairs: string): boolean => pairs.split('&').some((pair) => pair !== '' && !/^gclid$/i.test(queryKey(pair)));
