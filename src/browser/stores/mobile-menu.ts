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

let historyEntryPushed = false;

function freezePage(frozen: boolean) {
  document.documentElement.classList.toggle('is-frozen', frozen);
}

/** Tapping the open panel's button closes it; tapping the other switches to it. */
export function toggleMobileMenu(which: 1 | 2) {
  const mobileMenu = store();
  const next: MobileMenuState = mobileMenu.open === which ? 0 : which;
  if (next === 0) {
    closeMobileMenu();
    return;
  }
  mobileMenu.open = next;
  freezePage(true);
  // An extra history entry lets the phone's Back button close the panel instead of leaving the page.
  if (!historyEntryPushed) {
    history.pushState({ ...history.state, mobileMenu: true }, '');
    historyEntryPushed = true;
  }
}

export function closeMobileMenu(fromPopState = false) {
  const mobileMenu = store();
  if (mobileMenu.open === 0) return;
  mobileMenu.open = 0;
  freezePage(false);
  if (historyEntryPushed) {
    historyEntryPushed = false;
    if (!fromPopState) history.back();
  }
}

export function useMobileMenu() {
  return useSnapshot(store()).open;
}
