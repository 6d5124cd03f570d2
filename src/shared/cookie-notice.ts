/**
 * The cookie notice's one fact shared by the page and the edge: the cookie that says the visitor
 * dismissed it (docs/decisions.md#cookie-notice). The edge reads it and marks `<html>`
 * (`data-cookie-notice="off"`), which the stylesheet hides the notice by, so a later page is sent
 * already without it on screen: no flash.
 */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
export const COOKIE_NOTICE_DISMISSED = 'dismissed';
/** The mark on `<html>`, set by the edge and by the dismiss button's script alike. */
const COOKIE_NOTICE_MARK = 'data-cookie-notice';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The dismiss button's script, inline after the notice (named by hash in the page CSP like every
 * inline script, worker/inline-hashes.ts). Written small by hand: it is in every page's HTML, and
 * no chunk or client component is needed for one click. One listener on the document, not on the
 * button: React may replace the notice's elements (a client navigation to another locale), and
 * the listener must still be there. It remembers the dismissal for a year and hides the notice at
 * once, as the edge will on every later page.
 */
export const COOKIE_NOTICE_SCRIPT =
  `document.addEventListener("click",e=>{if(e.target.closest?.("[data-cookie-notice-dismiss]")){` +
  `document.cookie="${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_DISMISSED};path=/;max-age=${YEAR_SECONDS};samesite=lax"+(location.protocol=="https:"?";secure":"");` +
  `document.documentElement.setAttribute("${COOKIE_NOTICE_MARK}","off")}})`;
