'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../lib/locales';
import { trackTaggedClicks } from '../../lib/leads/track';
import { openLeadForm, openLeadPopup, useLeadPopup } from '../../stores/lead-popup';
import { loadLeadDialog, loadLeadForm } from './lead-chunks';
import type { LeadLinks, LeadPopupCopy, LoanOption } from './types';

// The dialog and the form (with the shared zod schema) are their own chunks, fetched when the
// popup first opens, or earlier when the visitor points at an apply button or arrives with `?form=`.
const LeadDialog = lazy(loadLeadDialog);
const preloadPopup = () => {
  void loadLeadDialog();
  void loadLeadForm();
};

const maintenanceOn = () => document.documentElement.hasAttribute('data-maintenance');

export interface LeadPopupProps {
  locale: Locale;
  copy: LeadPopupCopy;
  loanOptions: readonly LoanOption[];
  links: LeadLinks;
}

/**
 * The lead-form popup, mounted once in the layout (spec sections 2 and 4): the dialog (LeadDialog)
 * is fetched and mounted the first time the popup opens, and stays mounted afterwards.
 *
 * It also owns the page's small enhancements: every apply button (`a[data-apply-button]`, a
 * server-rendered link to `?form=1`) opens it in place; `?form=...` opens it after 1 second;
 * tagged clicks (`data-track`) are tracked.
 */
export function LeadPopup(props: LeadPopupProps) {
  const { open } = useLeadPopup();
  const opener = useRef<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  // Apply buttons, ?form=, tagged clicks: once per page life (the layout stays across navigations).
  useEffect(() => {
    const applyButton = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-apply-button]');
    const onClick = (event: globalThis.MouseEvent) => {
      const link = applyButton(event.target);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener.current = link;
      openLeadPopup();
    };
    const preload = (event: Event) => {
      if (applyButton(event.target)) preloadPopup();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', preload, { passive: true });
    document.addEventListener('focusin', preload);
    const stopTracking = trackTaggedClicks();

    let timer: ReturnType<typeof setTimeout> | undefined;
    if (new URLSearchParams(location.search).has('form') && !maintenanceOn()) {
      preloadPopup();
      timer = setTimeout(openLeadForm, 1000);
    }
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
      stopTracking();
      clearTimeout(timer);
    };
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <LeadDialog {...props} opener={opener} />
    </Suspense>
  ) : null;
}
