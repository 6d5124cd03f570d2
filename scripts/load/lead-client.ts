import { LEAD_ENDPOINT } from '../../src/shared/leads/endpoints';
import type { LeadRequest } from '../../src/shared/leads/schema';
import type { LoanCode } from '../../src/shared/routes/loan-codes';

/**
 * One simulated visitor submitting the short lead form, shared by the lead load test
 * (`npm run load:leads`) and the reliability run (`npm run stress`). The body is the contract's
 * type (LeadRequest), so a change to the lead's fields fails the type check here.
 */

/** Products the simulated visitors choose: lead codes, so a product removed fails the type check here. */
const LOAN_CODES_SENT = [1, 2, 3, 5, 9, 11, 21] as const satisfies readonly LoanCode[];

/** A valid lead body, different for every n (mobile numbers are unique up to 10^7 leads). */
export function leadBody(n: number): LeadRequest {
  return {
    mobile: `${5 + (n % 5)}${String(n).padStart(7, '0')}`,
    gender: n % 2 ? 'F' : 'M',
    first_name: 'Load',
    last_name: 'Test',
    loan_type: LOAN_CODES_SENT[n % LOAN_CODES_SENT.length]!,
    terms: true,
    is_opt_in: 0,
    referrer: '/loan/n-loan',
  };
}

/**
 * A visitor address for lead n from client c: every request looks like another visitor
 * (CF-Connecting-IP), so the per-client write limit does not turn a load test into a test of 429s.
 */
export const visitorAddress = (clientNo: number, n: number) => `10.${clientNo & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface Submitted {
  /** HTTP status; -1 when the request failed (connection refused, reset, timeout). */
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

/** POSTs one lead to /api/insertToShortForm. */
export const submitLead = (base: string, body: LeadRequest, address: string, timeoutMs = 30_000) =>
  postJson(`${base}${LEAD_ENDPOINT}`, body, address, timeoutMs);

/** POSTs a JSON body as one visitor (CF-Connecting-IP), never throwing: a failed request is status -1. */
export async function postJson(url: string, body: object, address: string, timeoutMs = 30_000): Promise<Submitted> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('Retry-After'), body: text };
  } catch {
    return { status: -1, ms: performance.now() - started, retryAfter: null, body: '' };
  }
}
