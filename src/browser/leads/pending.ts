import type { ApiResult } from './api';
import { PENDING_KEY } from './pending-key';
import type { LeadRequest } from '../../shared/leads/schema';

export { PENDING_KEY };

/**
 * Leads the worker did not take yet (network failure, 5xx, 503 retryable, 429), kept in session
 * storage under `pendingLeads` so the next page load sends them again (docs/decisions.md#lead-outbox:
 * nothing is lost on the way). Each is sent again with the very same body, so the worker's
 * duplicate check makes a repeat harmless.
 */

/** More than this is not a visitor: the oldest go first. */
const MAX_PENDING = 20;

export interface PendingLead {
  body: LeadRequest;
  /** When it was first kept (ms since the epoch). */
  savedAt: number;
  /** Not before this time (a 429's Retry-After). */
  notBefore?: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isPending = (v: unknown): v is PendingLead =>
  typeof v === 'object' && v !== null && typeof (v as PendingLead).body === 'object' && (v as PendingLead).body !== null;

export function readPending(storage: KeyValueStorage): PendingLead[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writePending(storage: KeyValueStorage, list: PendingLead[]) {
  if (list.length === 0) storage.removeItem(PENDING_KEY);
  else storage.setItem(PENDING_KEY, JSON.stringify(list.slice(-MAX_PENDING)));
}

const sameBody = (a: LeadRequest, b: LeadRequest) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps a lead for later; the same body kept twice stays one entry. */
export function keepPending(storage: KeyValueStorage, body: LeadRequest, now: number, retryAfterSeconds?: number) {
  const list = readPending(storage);
  const notBefore = retryAfterSeconds ? now + retryAfterSeconds * 1000 : undefined;
  const existing = list.find((p) => sameBody(p.body, body));
  if (existing) {
    if (notBefore) existing.notBefore = notBefore;
    else delete existing.notBefore;
  } else {
    list.push(notBefore ? { body, savedAt: now, notBefore } : { body, savedAt: now });
  }
  writePending(storage, list);
}

export interface RetryReport {
  /** Taken by the worker, with the id it gave. */
  sent: { body: LeadRequest; id: string }[];
  /** Refused for good: dropped from the queue, reported here so the caller can log them. */
  refused: { body: LeadRequest; status: number }[];
  /** Still waiting. */
  kept: number;
}

/**
 * Sends every pending lead once (in order), removes those that are settled, keeps the rest.
 * The queue is read again before each write, so a lead kept meanwhile is not overwritten.
 */
export async function retryPending(storage: KeyValueStorage, send: (body: LeadRequest) => Promise<ApiResult>, now: number): Promise<RetryReport> {
  const report: RetryReport = { sent: [], refused: [], kept: 0 };
  for (const entry of readPending(storage)) {
    if (entry.notBefore && entry.notBefore > now) {
      report.kept += 1;
      continue;
    }
    const result = await send(entry.body);
    if (result.kind === 'retry') {
      if (result.retryAfterSeconds) keepPending(storage, entry.body, now, result.retryAfterSeconds);
      report.kept += 1;
      continue;
    }
    writePending(
      storage,
      readPending(storage).filter((p) => !sameBody(p.body, entry.body)),
    );
    if (result.kind === 'ok') report.sent.push({ body: entry.body, id: result.id });
    else report.refused.push({ body: entry.body, status: result.status });
  }
  return report;
}
