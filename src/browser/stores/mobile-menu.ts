'use client';

import { proxy, useSnapshot } from 'valtio';

/** Which mobile panel is open: none, the loan types (1) or the menu (2) (docs/product-rules.md §4). */
type MobileMenuState = 0 | 1 | 2;

interface MobileMenuStore {
  open: MobileMenuState;
}

let browserStore: MobileMenuStore | undefined;

/**
 * The browser's one store. During server rendering every call gets a fresh, never-mutated proxy,
 * so no state is shared between requests.
 */
function store(): MobileMenuStore {
  if (typeof window === 'undefined') return proxy<MobileMenuStore>({ open: 0 });
  return (browserStore ??= proxy<MobileMenuStore>({ open: 0 }));
}

/**
 * The panels are native popovers (`popover` on the panel, `popovertarget` on its buttons): the
 * browser opens and closes them, before the page's scripts have run as after, and closes one on
 * Escape, on a tap outside it and when the other opens. The store follows what the browser did
 * (`mobilePanelToggled`, from each panel's `toggle` event) and adds what the browser does not: the
 * history entry that lets the phone's Back button close the panel.
 */
const panelElement = (which: 1 | 2) => document.getElementById(`mobile-panel-${which}`);

/** Safari before 17 and Firefox before 125: the store opens and closes the panels (`data-open`). */
export const popoversSupported = () => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

let historyEntryPushed = false;

/** What the browser did to a panel (its `toggle` event), or what the store did without popovers. */
export function mobilePanelToggled(which: 1 | 2, shown: boolean) {
  const mobileMenu = store();
  if (shown) {
    mobileMenu.open = which;
    // An extra history entry lets the phone's Back button close the panel instead of leaving the page.
    if (!historyEntryPushed) {
      history.pushState({ ...history.state, mobileMenu: true }, '');
      historyEntryPushed = true;
    }
    return;
  }
  // The other panel opening closed this one: it is the open one now, and keeps the history entry.
  const otherShown = popoversSupported() && panelElement(which === 1 ? 2 : 1)?.matches(':popover-open');
  if (mobileMenu.open !== which || otherShown) return;
  mobileMenu.open = 0;
  if (historyEntryPushed) {
    historyEntryPushed = false;
    history.back();
  }
}

/** Without popovers: tapping the open panel's button closes it; tapping the other switches to it. */
export function toggleMobileMenu(which: 1 | 2) {
  const open = store().open;
  if (open && open !== which) store().open = which;
  else mobilePanelToggled(which, open !== which);
}

/**
 * Closes the open panel while the history entry it added is already gone (Back) or now leads
 * somewhere else (a link inside was followed): nothing to take back.
 */
export function closeMobileMenuKeepingHistory() {
  historyEntryPushed = false;
  if (!popoversSupported()) {
    store().open = 0;
    return;
  }
  // The browser's state, not the store's: a panel opened before hydration is open all the same.
  for (const which of [1, 2] as const) {
    const panel = panelElement(which);
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }
}

export function useMobileMenu() {
  return useSnapshot(store()).open;
}
