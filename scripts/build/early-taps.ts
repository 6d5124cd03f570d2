/**
 * The inline script (in <head>, about 0.35 KiB gzip) that makes a phone's first taps work before
 * hydration: a tap on an apply button is held until the lead popup is live, then replayed (the link
 * followed after HELD_TAP_LIMIT_MS), and taps on apply and panel buttons stop at `window`. It also
 * marks a session that has sent a lead (`m`, on `pageshow` too) before the body is drawn. Why and
 * how: docs/lead-form.md ("Popup behaviour", "The sent state"); docs/performance.md, "Taps and interactions".
 */
import { HELD_TAP_LIMIT_MS, LEAD_POPUP_LIVE } from '../../src/shared/leads/early-apply-taps';
import { SENT_LEAD_ATTRIBUTE, SENT_LEAD_KEY } from '../../src/shared/leads/sent-lead-mark';

// Written small by hand: it is in every page's HTML. `T`: a tap's events; `r` stops listening; `h` stops
// a tap's event on the buttons and holds a click on an apply button.
export const EARLY_TAPS =
  `(()=>{const m=()=>{try{document.documentElement.toggleAttribute("${SENT_LEAD_ATTRIBUTE}",!!sessionStorage.getItem("${SENT_LEAD_KEY}"))}catch{}};` +
  'm();addEventListener("pageshow",m);let a,t;const T=["pointerdown","pointerup","touchstart","touchend","mousedown","mouseup","click"],' +
  'r=()=>T.map(n=>removeEventListener(n,h,!0)),' +
  'h=e=>{const b=e.target.closest?.("a[data-apply-button],[popovertarget]");if(!b)return;e.stopImmediatePropagation();' +
  'if(e.type!="click"||!b.href||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  `e.preventDefault();a=b;t||=setTimeout(()=>{r();location=a.href},${HELD_TAP_LIMIT_MS})};` +
  'T.map(n=>addEventListener(n,h,!0));' +
  `addEventListener("${LEAD_POPUP_LIVE}",()=>{r();clearTimeout(t);a&&setTimeout(()=>a.click())},{once:!0})})()`;
