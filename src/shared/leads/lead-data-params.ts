/**
 * Query parameters that carry a taken lead's personal data. After a lead, the visitor goes to the
 * product page's address with param_mobile, param_gender, param_firstname, param_lastname,
 * param_is_opt_in and the lead's id, followed by the campaign (src/browser/leads/redirect.ts). That
 * address is a campaign visit too, and the campaign stored from it (the `utm` cookie, mirrored into
 * session storage) must not carry the visitor's phone number and name on every later request.
 */
const LEAD_DATA_PARAM = /^(?:param_\w*|id)$/i;

/** A query pair's name, decoded as a URL's query is (`+` is a space); as written if it does not decode. */
export function queryKey(pair: string): string {
  const key = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

export const isLeadDataParam = (key: string) => LEAD_DATA_PARAM.test(key);

/** A query string (no `?`) without the lead's personal data; the other pairs as written, in order. */
export const withoutLeadData = (query: string): string =>
  query
    .split('&')
    .filter((pair) => pair !== '' && !isLeadDataParam(queryKey(pair)))
    .join('&');
