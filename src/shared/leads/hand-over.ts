/**
 * The lead's hand-over to its product page (docs/product-rules.md §7, "After submit"): the names
 * the spec gives it, carried in the address's fragment, never its query (docs/decisions.md#lead-hand-over).
 * The inline script of scripts/build/lead-hand-over.ts takes them out of the address before
 * anything else runs and leaves them on `window[HAND_OVER_GLOBAL]` for the page's store.
 */
import { queryKey } from './campaign-params';

/** The spec's post-submit names, in its order: mobile, title, given name, surname, opt-in (1/0), the lead id. */
export const HAND_OVER_NAMES = ['param_mobile', 'param_gender', 'param_firstname', 'param_lastname', 'param_is_opt_in', 'id'] as const;
export type HandOverName = (typeof HAND_OVER_NAMES)[number];

/** Where the inline script leaves the names it took, for src/browser/stores/lead-hand-over.ts (which deletes it). */
export const HAND_OVER_GLOBAL = '__leadHandOver';

/** A lead id as the worker issues it (crypto.randomUUID in worker/db/lead-store.ts). */
export const LEAD_ID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

const isHandOverName = (pair: string) => (HAND_OVER_NAMES as readonly string[]).includes(queryKey(pair).toLowerCase());

/**
 * A query string (no `?`) without the hand-over's names (in any case), the other pairs as
 * written, in order; null when it held none of them.
 */
export function withoutHandOverNames(query: string): string | null {
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => pair !== '' && !isHandOverName(pair));
  return kept.length === pairs.filter((pair) => pair !== '').length ? null : kept.join('&');
}
