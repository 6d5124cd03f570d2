/**
 * What the session keeps of a sent lead (docs/lead-form.md, "After submit"): its reference, its
 * product (the lead code) and when it was sent. Nothing personal: no number, no name. It is kept
 * in session storage under SENT_LEAD_KEY (./sent-lead-mark.ts); the page's early inline script marks
 * the document with SENT_LEAD_ATTRIBUTE while it is there, and the stylesheet then labels every apply
 * button as sent.
 */
import { LEAD_ID } from './hand-over';

export interface SentLead {
  /** The lead's id from the worker; empty while the lead is kept to be sent again. */
  ref: string;
  /** The lead code of the product applied for. */
  product: number;
  /** When it was sent (milliseconds since the epoch). */
  sentAt: number;
}

/** The stored record, or null for anything else (another script's value, an edited one). */
export function readSentLead(raw: string | null): SentLead | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SentLead>;
    if (typeof v.ref !== 'string' || (v.ref !== '' && !LEAD_ID.test(v.ref))) return null;
    if (!Number.isInteger(v.product) || !Number.isFinite(v.sentAt)) return null;
    return { ref: v.ref, product: v.product!, sentAt: v.sentAt! };
  } catch {
    return null;
  }
}
