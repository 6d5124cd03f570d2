'use client';

import { readCookie } from '../../browser/browser-cookies';
import { useEffectInOwnTask } from '../../browser/hydration/use-effect-in-own-task';

const GCLID_DAYS = 90;

/**
 * Keeps the original site's browser storage in step with the campaign cookies the edge sets: session
 * storage `utm` (the campaign query string) and local storage `gclid` ({ value, expiryDate }),
 * where the lead form reads them. Renders nothing.
 * The campaigns report's landings are recorded by the edge from the page request itself
 * (worker/campaigns/landing.ts), not sent from here.
 */
export function CampaignSync() {
  useEffectInOwnTask(() => {
    try {
      const utm = readCookie('utm');
      if (utm && sessionStorage.getItem('utm') !== utm) sessionStorage.setItem('utm', utm);
      const gclid = readCookie('gclid');
      if (gclid) {
        const stored = localStorage.getItem('gclid');
        const current = stored ? (JSON.parse(stored) as { value?: string }) : null;
        if (current?.value !== gclid) {
          const expiryDate = Date.now() + GCLID_DAYS * 24 * 3600 * 1000;
          localStorage.setItem('gclid', JSON.stringify({ value: gclid, expiryDate }));
        }
      }
    } catch {
      // Storage can be unavailable (private mode, full quota): the cookies still carry the values.
    }
  }, []);
  return null;
}
