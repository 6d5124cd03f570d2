import { campaignFields, type CampaignFields } from '../../shared/campaigns/fields';

/**
 * What the browser adds to a lead or an analytics event: the stored campaign string, the ad click
 * id while it is valid, the page's own path (the anonymous id cookie is read with
 * ../browser-cookies.ts). Each read tolerates storage being unavailable (private mode, full
 * quota): a lead is never held up by it.
 */

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Session storage `utm`: the campaign query string of this visit (docs/product-rules.md §2). */
export const storedUtm = (): string => safely(() => sessionStorage.getItem('utm') ?? '', '');

/** Local storage `gclid` ({ value, expiryDate }), only while it has not expired. */
export function validGclid(now = Date.now()): string {
  return safely(() => {
    const raw = localStorage.getItem('gclid');
    if (!raw) return '';
    const stored = JSON.parse(raw) as { value?: unknown; expiryDate?: unknown };
    const expiry = typeof stored.expiryDate === 'string' ? Date.parse(stored.expiryDate) : Number(stored.expiryDate);
    return typeof stored.value === 'string' && Number.isFinite(expiry) && expiry > now ? stored.value : '';
  }, '');
}

/** The page the visitor is on: path and query. */
export const currentPath = () => location.pathname + location.search;

/** The campaign fields of a stored utm string, for an event's context (src/shared/campaigns/fields.ts). */
export const campaignOf = (utm: string): CampaignFields => campaignFields(utm);
