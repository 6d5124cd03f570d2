/**
 * The inline script that makes a phone's first taps work before the page has hydrated. The page's
 * scripts start after its first contentful paint (./first-paint-html.ts) and hydrate in time
 * slices, so on a slow phone the header and the bottom bar are on screen for a second or more
 * before React is.
 *
 * - An apply button (`a[data-apply-button]`, a link to `?form=1`) tapped before the lead popup's
 *   listener is attached followed its link: a full load of the same page, which opened the popup
 *   when loaded. Now a plain left click on one is held: default prevented, the link remembered.
 *   Once the popup is live (`LEAD_POPUP_LIVE`, src/shared/leads/early-apply-taps.ts) that link is
 *   clicked again, in a task of its own, as the islands' trigger does with clicks it held
 *   (src/browser/hydration/island-trigger.ts); the popup's own listener then opens it in place,
 *   and the click tracker counts the tap once. A modified click (new tab, new window) is left to
 *   the browser. If the popup is not live `HELD_TAP_LIMIT_MS` after the tap, the link is followed.
 * - A tap on an apply button or a mobile panel's button (`[popovertarget]`: the browser opens the
 *   panel itself) is kept from React until then. React answers a tap on a page it is still
 *   hydrating by hydrating all of it at once, inside the tap (its capture listeners on the
 *   document, for pointerdown, click and the like): a long task, the tap's frame waiting for it.
 *   These taps need nothing from React, so their events stop at `window`, where this script
 *   listens first, and the hydration goes on in its time slices.
 *
 * Without JavaScript none of this runs: the panels still open (popovers), and the link loads
 * `?form=1`. About 0.5 KiB per page (0.3 gzip), in <head> so it runs before anything is drawn;
 * the worker gives it the response's nonce like every script.
 */
import { HELD_TAP_LIMIT_MS, LEAD_POPUP_LIVE } from '../../src/shared/leads/early-apply-taps';

// Written small by hand: it is in every page's HTML. `T`: a tap's events; `r` stops listening; `h` stops
// a tap's event on the buttons and holds a click on an apply button.
export const EARLY_TAPS =
  '(()=>{let a,t;const T=["pointerdown","pointerup","touchstart","touchend","mousedown","mouseup","click"],' +
  'r=()=>T.map(n=>removeEventListener(n,h,!0)),' +
  'h=e=>{const b=e.target.closest?.("a[data-apply-button],[popovertarget]");if(!b)return;e.stopImmediatePropagation();' +
  'if(e.type!="click"||!b.href||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  `e.preventDefault();a=b;t||=setTimeout(()=>{r();location=a.href},${HELD_TAP_LIMIT_MS})};` +
  'T.map(n=>addEventListener(n,h,!0));' +
  `addEventListener("${LEAD_POPUP_LIVE}",()=>{r();clearTimeout(t);a&&setTimeout(()=>a.click())},{once:!0})})()`;
