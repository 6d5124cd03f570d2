/**
 * Going to the product page a sent lead lands on (./redirect.ts gives the address).
 */
import { markLeaving } from '../chunks/leaving';

/**
 * A lead sent from the very page it lands on (an apply button on that product page) differs from
 * it by the fragment alone, and assigning such an address only moves within the page: the lead's
 * details would sit in the address with nothing to take them out. That page is loaded again at its
 * new address instead, as any other landing is loaded, and its <head> script takes them out.
 */
export function goToLanding(url: string): void {
  // The popup's chunks may still be loading: their failure as the page goes must not bring it back.
  markLeaving();
  const target = new URL(url, location.href);
  const samePage = target.pathname === location.pathname && target.search === location.search;
  location.assign(target.href);
  if (samePage) location.reload();
}
