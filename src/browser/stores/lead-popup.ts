'use client';

import { proxy, useSnapshot } from 'valtio';
import { track } from '../leads/track';

/**
 * The lead popup's client state (docs/product-rules.md §3 and §4): `showPopup` (opened by an apply
 * button or the quick-start field), `showLeadForm` (the `?form=...` flag), and the data an opening
 * may carry (`fromLead`, `tel`: the quick start's number). The popup is visible while either flag
 * is set. The original site toggled it; here every opener opens and the dialog's close closes.
 */
export interface LeadPopupState {
  showPopup: boolean;
  showLeadForm: boolean;
  fromLead: boolean;
  tel: string;
}

/** What an opening may carry: where it came from and a number to prefill. */
export interface LeadPopupData {
  fromLead?: boolean;
  tel?: string;
}

export const initialLeadPopupState = (): LeadPopupState => ({ showPopup: false, showLeadForm: false, fromLead: false, tel: '' });

export const isLeadPopupOpen = (state: Pick<LeadPopupState, 'showPopup' | 'showLeadForm'>) => state.showPopup || state.showLeadForm;

// The transitions, on any state object (the browser's proxy, or a plain object in unit tests).

function storeData(state: LeadPopupState, data?: LeadPopupData) {
  state.fromLead = data?.fromLead ?? false;
  state.tel = data?.tel ?? '';
}

/** Closing while the form flag is set only clears that flag; otherwise it closes the popup. */
export function closeTransition(state: LeadPopupState) {
  if (state.showLeadForm) state.showLeadForm = false;
  else state.showPopup = false;
}

/** Opens the popup, storing the data given (or resetting it when none is given). */
export function openTransition(state: LeadPopupState, data?: LeadPopupData) {
  storeData(state, data);
  state.showPopup = true;
}

/** The `?form=...` flag: shows the popup with the lead form. */
export function openLeadFormTransition(state: LeadPopupState) {
  state.showLeadForm = true;
}

/** Closes the popup whatever opened it (its code could not be fetched: nothing to show). */
export function dismissTransition(state: LeadPopupState) {
  Object.assign(state, initialLeadPopupState());
}

let browserStore: LeadPopupState | undefined;

/**
 * The browser's one store. During server rendering every call gets a fresh, never-mutated proxy,
 * so no state is shared between requests (the pattern of mobile-menu.ts).
 */
function store(): LeadPopupState {
  if (typeof window === 'undefined') return proxy(initialLeadPopupState());
  return (browserStore ??= proxy(initialLeadPopupState()));
}

/** `lead_form_open` when a closed popup opens (the campaigns report's form opens); reopening an open one is not another. */
function trackedOpen(open: (state: LeadPopupState) => void) {
  const state = store();
  const wasOpen = isLeadPopupOpen(state);
  open(state);
  if (!wasOpen && typeof window !== 'undefined') track('lead_form_open', { path: location.pathname });
}

export const openLeadPopup = (data?: LeadPopupData) => trackedOpen((s) => openTransition(s, data));
export const closeLeadPopup = () => closeTransition(store());
export const openLeadForm = () => trackedOpen(openLeadFormTransition);
export const dismissLeadPopup = () => dismissTransition(store());

export function useLeadPopup(): Readonly<LeadPopupState> & { open: boolean } {
  const snap = useSnapshot(store());
  return { ...snap, open: isLeadPopupOpen(snap) };
}
