/**
 * An apply button (`a[data-apply-button]`, a link to `?form=1`) tapped before the lead popup's
 * listener is attached is held by a few bytes of inline script in each page's <head>
 * (scripts/build/early-taps.ts), not followed: the popup opens in place once it is live.
 * The popup says it is live with this event on `window` (src/components/lead/LeadPopup.tsx).
 */
export const LEAD_POPUP_LIVE = 'lead-popup-live';

/**
 * How long a held tap waits for the popup before the link is followed after all (a full load of
 * the page with `?form=1`, which opens the popup once loaded): the page's scripts failed, or the
 * phone is so slow that a new page is the quicker way.
 */
export const HELD_TAP_LIMIT_MS = 8_000;
