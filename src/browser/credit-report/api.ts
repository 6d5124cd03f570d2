import { CREDIT_REPORT_ENDPOINTS } from '../../shared/credit-report/endpoints';
import type { Unchecked } from '../../shared/api-contract';
import type { CreditReportAgreed, CreditReportAgreeRequest, CreditReportEnquiry, CreditReportTerms } from '../../shared/credit-report/schema';
import type { Locale } from '../../shared/locales';

/**
 * The free credit report's calls to this site's worker (worker/api/credit-report.ts) and what
 * their answers mean for the page. The worker has checked the app service's answers already;
 * here only the outcome is sorted. Bodies and answers are the contract's types (the shared schema).
 */
export type Terms = CreditReportTerms;
export type Enquiry = CreditReportEnquiry;

export type Outcome<T> =
  | { kind: 'ok'; data: T }
  /** 400: field -> message key (the form shows the field's own message). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** 503, no answer, a timeout: the service may be back in a moment. */
  | { kind: 'unavailable' }
  /** 429: this visitor sent too often. */
  | { kind: 'too_many' }
  /** 502, 404 and anything else: sending the same again will not help now. */
  | { kind: 'refused' };

/** A read is tried twice by the worker (8 s each at most): the page waits a little longer. */
const TIMEOUT_MS = 20_000;

async function request<T>(url: string, init: RequestInit = {}): Promise<Outcome<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal, headers: { accept: 'application/json', ...init.headers } });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok && body && typeof body === 'object') return { kind: 'ok', data: body as T };
    if (res.status === 400) {
      const fields = (body as { fields?: unknown } | null)?.fields;
      return { kind: 'invalid', fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : {} };
    }
    if (res.status === 429) return { kind: 'too_many' };
    if (res.status === 503 || res.status === 408 || res.status === 504) return { kind: 'unavailable' };
    return { kind: 'refused' };
  } catch {
    return { kind: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

export const fetchTerms = (locale: Locale) => request<Terms>(`${CREDIT_REPORT_ENDPOINTS.terms}?locale=${encodeURIComponent(locale)}`);

export const sendAgreement = (body: Unchecked<CreditReportAgreeRequest>) =>
  request<CreditReportAgreed>(CREDIT_REPORT_ENDPOINTS.agree, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export const fetchEnquiry = (ref: string) => request<Enquiry>(CREDIT_REPORT_ENDPOINTS.enquiry(ref));
