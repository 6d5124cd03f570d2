import { isLoanCode, loanName } from '../src/server/leads/loan-types';
import type { LeadRow, LeadStore } from './db/lead-store';

/** Attempts before a lead is flagged 'failed' for operations (`npm run ops -- leads retry`). */
const MAX_ATTEMPTS = 8;
/** Time the upstream gets to answer (LEAD_API_TIMEOUT_MS overrides); a visitor never waits for it. */
const UPSTREAM_TIMEOUT_MS = 8000;

export function upstreamTimeout(env: { LEAD_API_TIMEOUT_MS?: string | undefined }): number {
  const ms = Number(env.LEAD_API_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : UPSTREAM_TIMEOUT_MS;
}

/** Minutes to wait after the n-th failed attempt: 1, 2, 4, ... capped at 6 hours. */
function backoffMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360);
}

/**
 * The original site's insertToShortForm body, field for field and nothing more: `loan_type` is the
 * product name in the visitor's language, as that site sent it. A lead stored before the name was
 * kept (loan_text null) goes with the Traditional Chinese name, the original site's default.
 */
function upstreamBody(lead: LeadRow) {
  const loanText = lead.loan_text ?? (isLoanCode(lead.loan_code) ? loanName(lead.loan_code, 'zh-HK') : lead.loan_type);
  return {
    mobile: lead.mobile,
    gender: lead.gender,
    first_name: lead.first_name,
    last_name: lead.last_name,
    loan_type: loanText,
    utm: lead.utm,
    referrer: lead.referrer,
    gclid: lead.gclid,
    theclub_id: lead.theclub_id,
    tapngo_id: lead.tapngo_id,
    is_opt_in: lead.is_opt_in === 1 ? 1 : 0,
  };
}

/** What became of one lead: sent and accepted, a failed attempt, or left to the run that has it. */
export type ForwardOutcome = 'forwarded' | 'failed' | 'busy';

/**
 * Sends one lead upstream and records the outcome in the outbox. Accepted means a 2xx answer whose
 * body has an id; anything else (network error, timeout, non-2xx, garbage) is a failed attempt,
 * retried with backoff. A lead another request or cron run is sending right now is left to it
 * ('busy'). Errors are recorded without any personal data.
 */
export async function forwardLead(store: LeadStore, lead: LeadRow, apiUrl: string, now = new Date(), timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<ForwardOutcome> {
  // Longer than the upstream timeout: a claimed lead is never sent twice at once.
  if (!(await store.claim(lead.id, now, 2 * timeoutMs + 10_000))) return 'busy';
  let problem: string;
  try {
    const res = await fetch(new URL('/api/insertToShortForm', apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
      body: JSON.stringify(upstreamBody(lead)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (res.ok) {
      let id: unknown;
      try {
        id = (JSON.parse(text) as { id?: unknown }).id;
      } catch {
        id = undefined;
      }
      if (typeof id === 'string' || typeof id === 'number') {
        await store.markForwarded(lead.id, String(id), now);
        return 'forwarded';
      }
      problem = `upstream ${res.status} without an id`;
    } else {
      problem = `upstream ${res.status}`;
    }
  } catch (error) {
    problem = (error as Error).name === 'TimeoutError' ? 'upstream timeout' : `upstream unreachable (${(error as Error).name})`;
  }
  const attempts = lead.forward_attempts + 1;
  const next = attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + backoffMinutes(attempts) * 60_000);
  await store.markAttemptFailed(lead.id, problem, next);
  console.warn(`lead ${lead.id}: forward attempt ${attempts} failed (${problem})${next ? '' : '; flagged for operations'}`);
  return 'failed';
}

/** The cron's outbox pass: every due lead, one after another. */
export async function forwardDue(store: LeadStore, apiUrl: string, now = new Date(), timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Record<ForwardOutcome, number>> {
  const outcomes: Record<ForwardOutcome, number> = { forwarded: 0, failed: 0, busy: 0 };
  for (const lead of await store.due(now)) outcomes[await forwardLead(store, lead, apiUrl, now, timeoutMs)] += 1;
  return outcomes;
}
