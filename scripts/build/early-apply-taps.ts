/**
 * The inline script that holds a tap on an apply button until the lead popup can open in place
 * (src/shared/leads/early-apply-taps.ts). The page's scripts start after its first contentful
 * paint (./first-paint-html.ts) and hydrate in time slices, so on a slow phone an apply button is
 * on screen for a second or more before the popup's listener is attached; a tap then followed the
 * link (`?form=1`), a full load of the same page that opened the popup when loaded.
 *
 * This script, in <head> so it runs before anything is drawn, listens for clicks in the capture
 * phase on `window` (before React's listeners and the islands' trigger) and holds a plain left
 * click on an apply button: default prevented, propagation stopped, the link remembered. Once the
 * popup is live it clicks that link again, in a task of its own, as the islands' trigger does
 * with clicks it held (src/browser/hydration/island-trigger.ts); the popup's own listener then
 * opens it, and the click tracker counts the tap once. A modified click (new tab, new window)
 * is left to the browser. If the popup is not live `HELD_TAP_LIMIT_MS` after the tap, the link is
 * followed after all. Without JavaScript none of this runs and the link works as a link.
 *
 * About 0.4 KiB per page (0.2 gzip); the worker gives it the response's nonce like every script.
 */
import { HELD_TAP_LIMIT_MS, LEAD_POPUP_LIVE } from '../../src/shared/leads/early-apply-taps';

// Written small by hand: it is in every page's HTML. `r` stops holding; `h` holds a tap.
export const EARLY_APPLY_TAPS =
  '(()=>{let a,t;const r=()=>removeEventListener("click",h,!0),h=e=>{const l=e.target.closest?.("a[data-apply-button]");' +
  'l&&!(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&(e.preventDefault(),e.stopImmediatePropagation(),a=l,' +
  `t||=setTimeout(()=>{r();location=a.href},${HELD_TAP_LIMIT_MS}))};` +
  'addEventListener("click",h,!0);' +
  `addEventListener("${LEAD_POPUP_LIVE}",()=>{r();clearTimeout(t);a&&setTimeout(()=>a.click())},{once:!0})})()`;
