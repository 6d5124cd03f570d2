import { readCookie } from '../browser-cookies';
import { storedUtm } from './browser-context';
import { partnerOfVisit, type PartnerVisit } from './partner';

/**
 * The partner campaign of this visit (The Club, Tap & Go; partner.ts), in the browser: this page's
 * address first, then the campaign kept for the session (session storage `utm`, or the edge's `utm`
 * cookie before the page has copied it there), so the visit holds across the session's pages.
 * A module of its own, apart from browser-context.ts (which every page loads for analytics): only
 * the forms need it.
 */
export function visitPartner(): PartnerVisit | null {
  let cookie = '';
  try {
    cookie = readCookie('utm') ?? '';
  } catch {
    // No cookie access (a sandboxed frame): the address and session storage still count.
  }
  return partnerOfVisit([location.search, storedUtm(), cookie]);
}
