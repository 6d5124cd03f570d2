import { TRACK_ENDPOINT } from '../../shared/leads/endpoints';
import { readCookie } from '../browser-cookies';
import { campaignOf, storedUtm } from './browser-context';

export type TrackProperties = Record<string, string | number | boolean>;

/**
 * Sends one analytics event to this site's worker (`POST /api/track`, answered 204). It must
 * survive the navigation that usually follows, so it goes with `fetch(..., { keepalive })`, or a
 * beacon where keepalive is missing. Never throws; analytics never holds up the visitor.
 */
export function track(event: string, properties: TrackProperties = {}) {
  try {
    const body = JSON.stringify({
      event,
      anonymousId: readCookie('anon_id') ?? '',
      properties,
      context: { campaign: campaignOf(storedUtm()) },
    });
    if (typeof fetch === 'function' && 'keepalive' in Request.prototype) {
      fetch(TRACK_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      })
        // An error answer's body (503 JSON) is let go of, so the request ends rather than hangs open.
        .then((res) => res.body?.cancel())
        .catch(() => undefined);
    } else {
      navigator.sendBeacon?.(TRACK_ENDPOINT, new Blob([body], { type: 'application/json' }));
    }
  } catch {
    // Analytics is best effort.
  }
}

/** Lower-case words joined by underscores: 'Apply now' -> 'apply_now'. */
const slugPart = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The event name of a tagged click, page_section_action: the page is the route name the page
 * carries (`data-route`), the section and action come from `data-track="section:action"`.
 * Returns null for a tag without both parts.
 */
export function clickEventName(page: string, tag: string): string | null {
  const [section = '', action = ''] = tag.split(':');
  const parts = [slugPart(page) || 'page', slugPart(section), slugPart(action)];
  return parts[1] && parts[2] ? parts.join('_') : null;
}

/**
 * Runs `send` once the frame that answers a click has been painted, or as soon as the page is
 * hidden or left, if that comes first (a followed link; keepalive lets the request outlive the
 * page). Sending inside the click made its frame wait: reading the stored campaign and starting the
 * request took 14-40 ms on a phone slowed 4x, in the tap that opens the lead popup too.
 */
function afterClickPainted(send: () => void) {
  let done = false;
  const now = () => {
    if (done) return;
    done = true;
    removeEventListener('pagehide', now);
    document.removeEventListener('visibilitychange', now);
    send();
  };
  addEventListener('pagehide', now);
  document.addEventListener('visibilitychange', now);
  requestAnimationFrame(() => setTimeout(now, 0));
}

/** Tracks clicks on elements tagged `data-track="section:action"` (one listener on the document). */
export function trackTaggedClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const el = (event.target as Element | null)?.closest?.('[data-track]');
    if (!el) return;
    const page = document.querySelector<HTMLElement>('[data-route]')?.dataset.route ?? 'page';
    const tag = el.getAttribute('data-track') ?? '';
    const name = clickEventName(page, tag);
    const path = location.pathname;
    if (name) afterClickPainted(() => track(name, { page, section: tag.split(':')[0] ?? '', action: tag.split(':')[1] ?? '', path }));
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
