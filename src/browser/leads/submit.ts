import type { Locale } from '../../shared/locales';
import { postJson, type ApiResult } from './api';
import { LEAD_ENDPOINT } from '../../shared/leads/endpoints';
import { reportAdConversion } from './ad-tag';
import { currentPath, storedUtm, validGclid } from './browser-context';
import { clearStoredUtm } from './clear-campaign';
import { trackLeadCreated } from './lead-events';
import type { PartnerVisit } from './partner';
import { visitPartner } from './partner-visit';
import { keepPending } from './pending';
import { rememberSentLead } from './sent-lead';
import { tidyName, type LeadFormValues } from './form-values';
import { campaignQuery, leadRedirectUrl } from './redirect';
import type { LeadRequest } from '../../shared/leads/schema';

/**
 * The request body (LeadRequest of the shared schema) for the values, with the browser's context.
 * `locale` is the page's: the worker sends the product name upstream in that language. The form
 * shows no partner id field: a partner campaign's member id (partner.ts) comes from the visit.
 */
export function leadBody(
  values: LeadFormValues,
  context: { utm: string; referrer: string; gclid: string; locale: Locale; partner?: PartnerVisit | null | undefined },
): LeadRequest {
  const partner = context.partner;
  return {
    mobile: values.mobile.trim(),
    gender: values.gender,
    first_name: tidyName(values.first_name),
    last_name: tidyName(values.last_name),
    loan_type: Number(values.loan_type),
    utm: campaignQuery(context.utm).slice(0, 1024),
    referrer: context.referrer.slice(0, 512),
    gclid: context.gclid.slice(0, 200),
    theclub_id: partner?.partner === 'theclub' ? partner.id : '',
    tapngo_id: partner?.partner === 'tapngo' ? partner.id : '',
    is_opt_in: values.is_opt_in ? 1 : 0,
    terms: true,
    locale: context.locale,
    website: values.website,
  };
}

export type { LeadFormValues };

export interface LeadOutcome {
  body: LeadRequest;
  result: ApiResult;
  /** Where the visitor goes next; null for a loan code without a product page. */
  url: string | null;
}

/**
 * Sends a lead (docs/product-rules.md §4 and §7, docs/decisions.md#lead-outbox):
 * - taken (201, or 200 for the same lead again): analytics, and the stored campaign is cleared;
 * - not taken for now (network, timeout, 5xx, 503, 429): kept in `pendingLeads` for the next page;
 * - refused (400, 413, 415): nothing kept; the form decides what the visitor sees.
 * The address of the product page comes back in every case: the visitor's flow continues.
 */
export async function sendLead(values: LeadFormValues, locale: Locale, now = Date.now()): Promise<LeadOutcome> {
  const body = leadBody(values, { utm: storedUtm(), referrer: currentPath(), gclid: validGclid(now), locale, partner: visitPartner() });
  const result = await postJson(LEAD_ENDPOINT, body);
  if (result.kind === 'ok') {
    trackLeadCreated(body, result.id);
    // Both done before the visitor leaves: the campaign out of the cookie jar, so the product
    // page's request no longer carries it (clear-campaign.ts), and the ad tag's events sent.
    await Promise.all([clearStoredUtm(), reportAdConversion(result.id)]);
  } else if (result.kind === 'retry') {
    try {
      keepPending(sessionStorage, body, now, result.retryAfterSeconds);
    } catch (error) {
      // Storage is unavailable: say so where someone can see it rather than drop it quietly.
      console.warn('lead not sent and not kept for later', error);
    }
  }
  // Sent, or kept to be sent on the next page: either way the visitor has applied, and Back, a
  // reload or another apply button must not take them to an empty form as if nothing happened.
  if (result.kind === 'ok' || result.kind === 'retry') {
    rememberSentLead({ ref: result.kind === 'ok' ? result.id : '', product: Number(body.loan_type), sentAt: now });
  }
  const url = leadRedirectUrl({
    loanCode: Number(body.loan_type),
    locale,
    mobile: body.mobile,
    gender: body.gender ?? 'M',
    firstName: body.first_name,
    lastName: body.last_name,
    optIn: body.is_opt_in === 1,
    id: result.kind === 'ok' ? result.id : '',
    utm: body.utm,
  });
  return { body, result, url };
}
