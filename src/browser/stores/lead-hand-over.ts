'use client';

import { HAND_OVER_GLOBAL, LEAD_ID, type HandOverName } from '../../shared/leads/hand-over';
import { MOBILE } from '../../shared/leads/mobile-rule';
import { LATIN_NAME } from '../../shared/leads/name-rule';

/**
 * The lead this page was landed on with (docs/lead-form.md, "After submit"): what the visitor sent,
 * in memory only (never session or local storage, never a cookie), for the page's confirmation and
 * the 7x24 popup's prefill. The inline script of the page's <head> took it out of the address
 * (scripts/build/lead-hand-over.ts); a reload or another page no longer has it.
 */
export interface LeadHandOver {
  mobile: string;
  gender: 'M' | 'F';
  firstName: string;
  lastName: string;
  optIn: boolean;
  /** The lead's id; empty when the lead is kept to be sent again. */
  id: string;
}

const name = (value: unknown) => (typeof value === 'string' && value.length <= 50 && LATIN_NAME.test(value) ? value : null);

/**
 * The names the inline script took, when they make a lead this site sends: anyone can write an
 * address with a fragment, so a value the form could not have sent (a mobile or name of another
 * form, an id the worker does not issue, words to show as a reference) makes it no lead at all.
 */
export function readHandOver(raw: unknown): LeadHandOver | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Partial<Record<HandOverName, unknown>>;
  const [firstName, lastName] = [name(v.param_firstname), name(v.param_lastname)];
  const id = v.id ?? '';
  if (typeof v.param_mobile !== 'string' || !MOBILE.test(v.param_mobile) || !firstName || !lastName) return null;
  if ((v.param_gender !== 'M' && v.param_gender !== 'F') || (v.param_is_opt_in !== '1' && v.param_is_opt_in !== '0')) return null;
  if (typeof id !== 'string' || (id !== '' && !LEAD_ID.test(id))) return null;
  return { mobile: v.param_mobile, gender: v.param_gender, firstName, lastName, optIn: v.param_is_opt_in === '1', id };
}

let taken: LeadHandOver | null | undefined;

/** This page's lead, or null: taken from the inline script's global once, which is then deleted. */
export function leadHandOver(): LeadHandOver | null {
  if (taken !== undefined) return taken;
  if (typeof window === 'undefined') return null;
  const slot = window as unknown as Record<string, unknown>;
  taken = readHandOver(slot[HAND_OVER_GLOBAL]);
  delete slot[HAND_OVER_GLOBAL];
  return taken;
}
