import type { PublicBanner } from '../../server/banners/public-banner';
import { readCookie } from '../../browser/browser-cookies';

/**
 * Sends a banner_impression or banner_click event to the site's own /api/track with the variant the
 * visitor was given; `npm run ops -- ab report` counts them. Fire and forget: analytics never
 * block the page, and keepalive lets a click's event leave while the new tab opens.
 */
export function trackBanner(event: 'banner_impression' | 'banner_click', banner: PublicBanner, locale: string): void {
  const anonymousId = readCookie('anon_id');
  if (!anonymousId) return;
  const body = {
    event,
    anonymousId,
    properties: {
      banner_id: banner.id,
      banner_type: banner.banner_type,
      campaign: banner.campaign,
      variant: banner.variant,
      // The API gave this banner the image size of the source it was asked for (public-banner.ts).
      source: banner.width > banner.height ? 'desktop_web' : 'mobile_web',
      locale,
    },
    context: { page: { path: location.pathname } },
  };
  fetch('/api/track', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
}
