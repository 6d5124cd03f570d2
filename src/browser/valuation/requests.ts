/**
 * The valuation calls of the browser, to this site's worker (never to the app service itself):
 * create one, then read it by its reference. No validation library here (only the contract's
 * types come from the shared schema); the answers are read field by field and anything
 * unexpected counts as "try again later".
 */
import type { Unread } from '../../shared/api-contract';
import type { ValuationAnswer, ValuationCreated, ValuationRequest } from '../../shared/valuation/schema';

const ENDPOINT = '/api/valuation';

export type CreateOutcome =
  | { kind: 'created'; ref: string }
  /** 400: field errors, keys of `lead.errors`. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** 429: too many requests from this visitor. */
  | { kind: 'tooMany' }
  /** No answer, a timeout or the service down (503): worth sending again. */
  | { kind: 'unavailable' }
  /** The service refused or answered nonsense (502, other 4xx): sending the same again will not help. */
  | { kind: 'rejected' };

export type ValuationState =
  | { kind: 'pending'; sample: boolean; share: string | null }
  | { kind: 'ready'; value: number; valuedAt: string | null; sample: boolean; share: string | null }
  | { kind: 'notFound' }
  | { kind: 'unavailable' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function request(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal, headers: { ...init.headers, accept: 'application/json' } });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  } finally {
    clearTimeout(timer);
  }
}

export async function createValuation(body: ValuationRequest): Promise<CreateOutcome> {
  // The worker waits up to 8 s for the service; a little more here.
  const { status, body: json } = await request(
    ENDPOINT,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    12_000,
  );
  const answer: Unread<ValuationCreated> & { fields?: unknown } = isRecord(json) ? json : {};
  if (status === 201 && typeof answer.ref === 'string') return { kind: 'created', ref: answer.ref };
  if (status === 400) {
    const fields: Record<string, string> = {};
    if (isRecord(answer.fields)) for (const [k, v] of Object.entries(answer.fields)) if (typeof v === 'string') fields[k] = v;
    return { kind: 'invalid', fields };
  }
  if (status === 429) return { kind: 'tooMany' };
  if (status === 0 || status === 408 || status === 503 || status === 504) return { kind: 'unavailable' };
  return { kind: 'rejected' };
}

/**
 * Reads a valuation as the browser that asked for it (its cookie goes along), or with the share
 * link's `share` token. The asker's answer carries a share token of its own to pass on.
 */
export async function readValuation(ref: string, share: string | null): Promise<ValuationState> {
  const query = share ? `?${new URLSearchParams({ share })}` : '';
  const { status, body: json } = await request(`${ENDPOINT}/${encodeURIComponent(ref)}${query}`, { method: 'GET' }, 12_000);
  if (status === 404) return { kind: 'notFound' };
  if (status === 200 && isRecord(json)) {
    const body: Unread<ValuationAnswer> = json;
    const sample = body.sample === true;
    const shareToken = typeof body.share === 'string' ? body.share : null;
    if (body.status === 'pending') return { kind: 'pending', sample, share: shareToken };
    if (body.status === 'ready' && typeof body.value === 'number') {
      return { kind: 'ready', value: body.value, valuedAt: typeof body.valuedAt === 'string' ? body.valuedAt : null, sample, share: shareToken };
    }
  }
  return { kind: 'unavailable' };
}
