import { escapeHtml } from '../src/server/escape-html';
import type { ValueSlot } from './page-template';

/**
 * A value that a page's own step writes into a stored page on each response, beside the request's
 * state that every page gets (html.ts): the not-found page names the address asked
 * for and points its language switch at it (not-found-page.ts). Kept as a template, the page has a
 * hole for each such value (page-template.ts), and a response is a copy with the values escaped
 * into the holes as the rewrite pass writes them (html.ts): escapeHtml's text, in an element's text
 * and in an attribute value alike.
 */
export interface PageValue {
  /** Names the value's hole in the template: the same on every response of the page (letters, digits, `-`). */
  readonly name: string;
  /** The elements the value goes into. */
  readonly selector: string;
  /** Written as this attribute's value; without it, as the elements' text. */
  readonly attribute?: string;
  /** This response's value, as text (not escaped). */
  readonly value: string;
}

export const valueSlot = (value: PageValue): ValueSlot => `value:${value.name}`;

/** The values as the HTML that goes into their holes, by slot. */
export function valueSlots(values: readonly PageValue[] | undefined): Record<ValueSlot, string> {
  const slots: Record<ValueSlot, string> = {};
  for (const value of values ?? []) slots[valueSlot(value)] = escapeHtml(value.value);
  return slots;
}
