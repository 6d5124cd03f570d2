import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LeadApiSchema } from '../../src/server/leads/api-schema';
import type { LeadAnswer } from '../../src/shared/leads/schema';
import { campaignPairs } from '../../src/shared/leads/campaign-params';
import { loanName } from '../../src/server/leads/loan-types';
import { visitorLocale } from '../../src/server/leads/visitor-locale';
import { LeadStore, type NewLead } from '../db/lead-store';
import { withRetry } from '../db/retry';
import type { AppEnv } from '../env';
import { forwardLead, upstreamTimeout } from '../forwarding';
import { attributeConversion } from '../campaigns/attribution';
import { afterAnswer } from '../execution-context';
import { verifiedVisitorId } from '../visitor-id';
import { jsonBody, validJson } from './json-body';
import { writeLimit } from './rate-limits';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * POST /api/insertToShortForm: the short lead form, and the original site's lead contract for the
 * business's own systems (`loan_type` as a code or a product name in any language; see
 * docs/lead-form.md). The lead is in D1 before the visitor gets an answer; forwarding upstream
 * happens after the response (and again from the cron until accepted).
 */
export const leadsApi = new Hono<AppEnv>();

leadsApi.post('/insertToShortForm', writeLimit, jsonBody, validJson(LeadApiSchema), async (c) => {
  const lead = c.req.valid('json');
  if (lead.website) {
    // The honeypot was filled in: a bot. Answer as if stored, keep nothing.
    return c.json({ id: crypto.randomUUID() } satisfies LeadAnswer, 201);
  }
  // The page the lead came from: the body's, else the browser's Referer header.
  const referrer = lead.referrer || (c.req.header('Referer') ?? '').slice(0, 512);
  // The language the product is named in, here and upstream (docs/lead-form.md).
  const locale = visitorLocale({
    textLocales: lead.loan_type.locales,
    locale: lead.locale,
    referrer,
    host: new URL(c.req.url).host,
  });
  const stored: NewLead = {
    mobile: lead.mobile,
    gender: lead.gender,
    first_name: lead.first_name,
    last_name: lead.last_name,
    loan_code: lead.loan_type.code,
    loan_text: loanName(lead.loan_type.code, locale),
    locale,
    // The campaign and ad click id stored by the edge, when the form did not send them; the
    // campaign's own parameters only, whatever a client or an older cookie holds (campaign-params.ts).
    utm: campaignPairs(lead.utm || (getCookie(c, 'utm') ?? '').slice(0, 1024)),
    referrer,
    gclid: lead.gclid || (getCookie(c, 'gclid') ?? '').slice(0, 200),
    theclub_id: lead.theclub_id,
    tapngo_id: lead.tapngo_id,
    is_opt_in: lead.is_opt_in,
    terms_accepted: lead.terms ?? null,
  };

  const store = new LeadStore(c.env.DB);
  const apiUrl = c.env.LEAD_API_URL;
  const now = new Date();
  let result: { id: string; created: boolean };
  try {
    result = await withRetry(() => store.insert(stored, now, !!apiUrl));
  } catch (error) {
    console.error(`lead not stored: D1 write failed (${(error as Error).name})`);
    c.header('Retry-After', '5');
    return c.json({ error: 'unavailable', retryable: true } satisfies ApiFailure, 503);
  }
  if (result.created) {
    // Counted for the campaign of the visitor's recorded landing, not the body's utm (campaigns/attribution.ts).
    const visitor = await verifiedVisitorId(c.env, getCookie(c, 'anon_id'));
    afterAnswer(c, 'campaign lead', () => attributeConversion(c.env.DB, { id: result.id, kind: 'lead', visitor, claimed: stored.utm, now }));
  }
  if (result.created && apiUrl) {
    // The lead is stored: from here on nothing may turn the answer into an error (the visitor
    // would send it again). If it cannot be sent now, the cron sends it from the outbox.
    const send = store
      .get(result.id)
      .then((row) => (row ? forwardLead(store, row, apiUrl, now, upstreamTimeout(c.env)) : undefined))
      .catch((error) => console.warn(`lead ${result.id}: forward failed (${(error as Error).name})`));
    try {
      c.executionCtx.waitUntil(send);
    } catch {
      await send;
    }
  }
  return result.created ? c.json({ id: result.id } satisfies LeadAnswer, 201) : c.json({ id: result.id, duplicate: true } satisfies LeadAnswer, 200);
});
