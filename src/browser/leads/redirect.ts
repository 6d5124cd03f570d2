import { campaignPairs } from '../../shared/leads/campaign-params';
import { HAND_OVER_NAMES, type HandOverName } from '../../shared/leads/hand-over';
import { leadLandingPath, SUPREME } from '../../shared/leads/landing';
import type { Locale } from '../../shared/locales';

/** What the product page receives after a lead is sent (docs/product-rules.md §7, "After submit"). */
export interface LeadRedirect {
  loanCode: number;
  locale: Locale;
  mobile: string;
  gender: 'M' | 'F';
  firstName: string;
  lastName: string;
  optIn: boolean;
  /** The lead id from the API; empty when the call failed. */
  id?: string | undefined;
  /** The stored campaign string (session storage `utm`). */
  utm?: string | null | undefined;
}

/**
 * The campaign string as a query string. The edge stores the bare query ('utm_source=x&...');
 * older visits may hold a whole URL or a string starting with '?' or '&'. Only the campaign's own
 * parameters are kept (campaign-params.ts): `form` and `type` would open the popup again on the
 * product page, and anything else may be personal data (an earlier lead's `param_*`, a value a
 * session stored before the edge kept an allowlist).
 */
export function campaignQuery(utm: string | null | undefined): string {
  let s = (utm ?? '').trim();
  const q = s.indexOf('?');
  if (q >= 0) s = s.slice(q + 1);
  const hash = s.indexOf('#');
  if (hash >= 0) s = s.slice(0, hash);
  return campaignPairs(s);
}

/**
 * The address of the product page a lead goes to, or null for a code with no product page
 * (the caller logs 'no such loan' and stays): `leadLandingPath`. Supreme leads carry `toknow=Supreme`.
 *
 * The lead itself (the spec's `param_*` and `id`) goes in the fragment, which the browser sends to
 * no server and in no Referer; the page's inline script takes it out of the address at once
 * (docs/decisions.md#lead-hand-over). The query keeps what is not personal: `toknow`, the campaign.
 */
export function leadRedirectUrl(lead: LeadRedirect): string | null {
  const path = leadLandingPath(lead.loanCode, lead.locale);
  if (!path) return null;
  const values: Record<HandOverName, string> = {
    param_mobile: lead.mobile,
    param_gender: lead.gender,
    param_firstname: lead.firstName,
    param_lastname: lead.lastName,
    param_is_opt_in: lead.optIn ? '1' : '0',
    id: lead.id ?? '',
  };
  const handOver = new URLSearchParams(HAND_OVER_NAMES.map((name) => [name, values[name]]));
  const query = [lead.loanCode === SUPREME ? 'toknow=Supreme' : '', campaignQuery(lead.utm)].filter(Boolean).join('&');
  return `${path}${query ? `?${query}` : ''}#${handOver.toString()}`;
}
