/**
 * Calls to this site's own worker (docs/product-rules.md §7) and what their answers mean for the
 * browser. No validation library here: the retrier in the layout loads this without zod (only the
 * contract's types come from the shared schema). The answers are read as untrusted, field by field.
 */
import type { ApiFailure, Unread } from '../../shared/api-contract';
import type { ContactAnswer, LeadAnswer } from '../../shared/leads/schema';

export type ApiResult =
  /** 201 (new) or 200 (the same lead again): the answer's id. */
  | { kind: 'ok'; status: number; id: string; duplicate: boolean }
  /** 400 with field errors: values are keys of `lead.errors`. */
  | { kind: 'invalid'; status: 400; fields: Record<string, string> }
  /** Refused for good (413, 415, other 4xx): sending the same body again cannot help. */
  | { kind: 'rejected'; status: number }
  /** 429 `daily_limit`: this connection's requests for the day are used up; sending again today cannot help. */
  | { kind: 'limited'; status: 429 }
  /** Worth sending again later: network failure, timeout, 5xx, 503 retryable, 408, 429. */
  | { kind: 'retry'; status: number; retryAfterSeconds?: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answers this reads: a lead's or a contact request's, or a refusal's field errors. */
type Stored = Unread<LeadAnswer> | Unread<ContactAnswer>;
type Failure = Unread<Extract<ApiFailure, { error: 'invalid' }>>;

/** Reads Retry-After as seconds (a number, or an HTTP date). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** What an HTTP answer means (status 0: no answer at all). */
export function classifyAnswer(status: number, body: unknown, retryAfter?: string | null): ApiResult {
  const answer: Stored & Failure = isRecord(body) ? body : {};
  if (status === 200 || status === 201) {
    const id = typeof answer.id === 'string' || typeof answer.id === 'number' ? String(answer.id) : '';
    return { kind: 'ok', status, id, duplicate: 'duplicate' in answer && answer.duplicate === true };
  }
  if (status === 400) {
    const fields: Record<string, string> = {};
    if (isRecord(answer.fields)) {
      for (const [field, key] of Object.entries(answer.fields)) if (typeof key === 'string') fields[field] = key;
    }
    return { kind: 'invalid', status: 400, fields };
  }
  if (status === 429 && answer.error === ('daily_limit' satisfies ApiFailure['error'])) return { kind: 'limited', status: 429 };
  if (status === 0 || status === 408 || status === 429 || status >= 500) {
    const seconds = retryAfterSeconds(retryAfter ?? null);
    return seconds === undefined ? { kind: 'retry', status } : { kind: 'retry', status, retryAfterSeconds: seconds };
  }
  if (status >= 200 && status < 300) return { kind: 'ok', status, id: '', duplicate: false };
  return { kind: 'rejected', status };
}

/** POSTs JSON and classifies the answer; a network failure or a timeout counts as status 0. */
export async function postJson(url: string, body: unknown, timeoutMs = 10_000): Promise<ApiResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      // An empty or non-JSON body: the status says enough.
    }
    return classifyAnswer(res.status, json, res.headers.get('Retry-After'));
  } catch {
    return { kind: 'retry', status: 0 };
  } finally {
    clearTimeout(timer);
  }
}
