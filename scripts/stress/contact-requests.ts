/**
 * Visitors leaving a contact-us or callback request in the reliability run: every request the site
 * answers 201 must be in the customer-service queue exactly once, including those first refused
 * (503 + Retry-After while D1 fails) and sent again, as the browser keeps them.
 */
import type { Unread } from '../../src/shared/api-contract';
import { CONTACT_ENDPOINT } from '../../src/shared/leads/endpoints';
import type { ContactAnswer, ContactRequest } from '../../src/shared/leads/schema';
import { TIME_SLOTS } from '../../src/shared/leads/time-slots';
import { postJson, type Submitted } from '../load/lead-client';

export interface ContactRecord {
  n: number;
  attempts: number;
  /** The request's id from the 201 answer; null while not acknowledged. */
  id: string | null;
  statuses: number[];
}

/** Request n: contact-us forms and callbacks alternately, each with a number of its own (the contract's type). */
export function contactBody(n: number): ContactRequest {
  // Numbers from 4: the leads' load uses 5-9, so the two never meet in a report.
  const mobile = `4${String(n).padStart(7, '0')}`;
  const slot = TIME_SLOTS[n % TIME_SLOTS.length]!;
  if (n % 2) return { kind: 'callback', mobile, time_slot: slot, referrer: '/contactus', utm: 'utm_source=stress&utm_campaign=queue' };
  return {
    kind: 'contact',
    title: 'Miss',
    surname: 'Stress',
    given_name: 'Queue',
    mobile,
    time_slot: slot,
    loan_type: 1,
    terms: true,
    is_opt_in: 0,
    referrer: '/contactus',
  };
}

export const submitContact = (base: string, n: number, address: string): Promise<Submitted> => postJson(`${base}${CONTACT_ENDPOINT}`, contactBody(n), address);

/** The id a 201 answer names, or null. */
export function acknowledgedId(res: Submitted): string | null {
  if (res.status !== 201) return null;
  try {
    const { id } = JSON.parse(res.body) as Unread<ContactAnswer>;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export interface QueueVerdict {
  ok: boolean;
  detail: string;
  acknowledged: number;
  rows: number;
  refusedThenStored: number;
}

/**
 * The queue as customer service reads it (every row of contact_requests, which the console lists
 * newest first) against what the visitors were told: each acknowledged id there once, each
 * request's number there once, nothing there that no visitor was told was received.
 */
export function queueVerdict(records: ContactRecord[], rows: { id: string; mobile: string }[]): QueueVerdict {
  const acked = records.filter((r) => r.id);
  const ids = new Map<string, number>();
  for (const row of rows) ids.set(row.id, (ids.get(row.id) ?? 0) + 1);
  const byMobile = new Map<string, number>();
  for (const row of rows) byMobile.set(row.mobile, (byMobile.get(row.mobile) ?? 0) + 1);
  const missing = acked.filter((r) => !ids.has(r.id!)).length;
  const twice = acked.filter((r) => (byMobile.get(contactBody(r.n).mobile) ?? 0) > 1).length;
  const ackedIds = new Set(acked.map((r) => r.id!));
  const unexplained = rows.filter((row) => !ackedIds.has(row.id)).length;
  const unacknowledged = records.length - acked.length;
  const refusedThenStored = acked.filter((r) => r.statuses.includes(503)).length;
  return {
    ok: acked.length > 0 && missing === 0 && twice === 0 && unexplained === 0 && unacknowledged === 0 && rows.length === acked.length,
    acknowledged: acked.length,
    rows: rows.length,
    refusedThenStored,
    detail:
      `${records.length} contact and callback requests, ${acked.length} answered 201 (${refusedThenStored} first refused with 503 and sent again), ` +
      `${unacknowledged} never acknowledged; ${rows.length} in the queue: ${missing} acknowledged but missing, ${twice} there more than once, ${unexplained} nobody was told about`,
  };
}
