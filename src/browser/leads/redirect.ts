import { campaignPairs } from '../../shared/leads/campaign-params';
import { localizePath, type Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { LOAN_CODES, type LoanCode } from '../../shared/routes/loan-codes';
import { routeByPath } from '../../shared/routes/table';

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

const SUPREME: LoanCode = 11;

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
 * (the caller logs 'no such loan' and stays). Supreme leads go to the personal loan page with
 * `toknow=Supreme`. English pages carry /en; Simplified Chinese has no loan pages except the talent
 * loan, so those go to the Traditional Chinese page (the route table decides).
 */
export function leadRedirectUrl(lead: LeadRedirect): string | null {
  const slug: string | undefined = LOAN_CODES[lead.loanCode as LoanCode];
  if (!slug) return null;
  const target = lead.loanCode === SUPREME ? LOAN_CODES[1] : slug;
  const route = routeByPath.get(`/loan/${target}`);
  const path = route ? hrefFor(route, lead.locale) : localizePath(`/loan/${target}`, lead.locale);
  const query = new URLSearchParams({
    param_mobile: lead.mobile,
    param_gender: lead.gender,
    param_firstname: lead.firstName,
    param_lastname: lead.lastName,
    param_is_opt_in: lead.optIn ? '1' : '0',
    id: lead.id ?? '',
  });
  if (lead.loanCode === SUPREME) query.set('toknow', 'Supreme');
  const campaign = campaignQuery(lead.utm);
  return `${path}?${query.toString()}${campaign ? `&${campaign}` : ''}`;
}
