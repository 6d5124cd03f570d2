'use client';

import { startTransition, Suspense, use, useEffect, useRef, useState, type RefObject } from 'react';
import type { Locale } from '../../shared/locales';
import { dismissLeadPopup, openLeadForm, openLeadPopup, useLeadPopup } from '../../browser/stores/lead-popup';
import { LEAD_POPUP_LIVE } from '../../shared/leads/early-apply-taps';
import { ChunkErrorBoundary } from '../lazy/ChunkErrorBoundary';
import { fullLoadOnce } from '../../browser/chunks/full-load';
import { applyAddress } from './full-load-fallback';
import { loadLeadForm } from './form-chunk';
import { loadedLeadContent, loadedLeadDialog, loadLeadContent, loadLeadDialog } from './lead-chunks';
import { enhanceQuickStart } from './quick-start';

// The dialog and the form are their own chunks, fetched on the visitor's first interaction with the
// page (a touch, a press, a key, a scroll), when they point at an apply button, or on arrival with
// `?form=`; never by a page nobody touches. The form's checks (zod) come when the form is focused.
// A failed fetch is not retried in this document: the browser keeps the failure for the module's
// address (https://github.com/whatwg/html/issues/6768), so the way to try again is a full load.
/** The dialog: at once when its code is here (fetched on the first interaction), else once it has come. */
function LeadDialogChunk({ locale, openerRef }: LeadPopupProps & { openerRef: RefObject<HTMLElement | null> }) {
  const { default: LeadDialog } = loadedLeadDialog() ?? use(loadLeadDialog());
  const content = loadedLeadContent(locale) ?? use(loadLeadContent(locale));
  return <LeadDialog locale={locale} {...content} openerRef={openerRef} />;
}
const ignore = () => undefined;
const preloadPopup = (locale: Locale) => {
  // Only warming up: opening the popup meets the failure and handles it.
  loadLeadDialog().catch(ignore);
  loadLeadContent(locale).catch(ignore);
  loadLeadForm().catch(ignore);
};

/** What counts as the visitor's first interaction: any touch, press, key or scroll. */
const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

const maintenanceOn = () => document.documentElement.hasAttribute('data-maintenance');

export interface LeadPopupProps {
  locale: Locale;
}

/**
 * The lead-form popup, mounted once in the layout (docs/product-rules.md §2 and §4): the dialog (LeadDialog)
 * is fetched and mounted, closed, on the visitor's first interaction with the page (or when the
 * popup first opens, if that is sooner), and stays mounted afterwards.
 *
 * It also owns the page's small enhancements: every apply button (`a[data-apply-button]`, a
 * server-rendered link to `?form=1`) opens it in place, a tap before hydration too (held by the
 * page's inline script until this says it is live, src/shared/leads/early-apply-taps.ts); the heroes' quick-start field opens it
 * with the number filled in (quick-start.ts); `?form=...` opens it after 1 second.
 * (Tagged clicks are tracked by the layouts' ClickTracking.)
 */
export function LeadPopup(props: LeadPopupProps) {
  const { locale } = props;
  const { open } = useLeadPopup();
  const opener = useRef<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) {
    // Opened before any interaction warmed it up (a tap held until hydration, a banner): the dialog,
    // its copy and the form are asked for together, not one after the other. Idempotent.
    preloadPopup(locale);
    setMounted(true);
  }
  // Each failure is met by a fresh boundary the next time the popup opens.
  const [attempt, setAttempt] = useState(0);

  // The dialog's or the form's code could not be fetched: load the apply link's page instead, or
  // (tried a moment ago already) close the popup, leaving the page as it was.
  const onChunkError = () => {
    if (fullLoadOnce(applyAddress(opener.current))) return;
    dismissLeadPopup();
    setMounted(false);
    setAttempt((n) => n + 1);
  };

  // Apply buttons, the quick start, ?form=: once per page life (the layout stays across navigations).
  useEffect(() => {
    const applyButton = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-apply-button]');
    // What opens the popup: its code is fetched as soon as the visitor points at it or focuses it.
    const opensPopup = (target: EventTarget | null) => (target as Element | null)?.closest?.('a[data-apply-button], form[data-quick-start]');
    const onClick = (event: globalThis.MouseEvent) => {
      const link = applyButton(event.target);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener.current = link;
      openLeadPopup();
    };
    const preload = (event: Event) => {
      if (opensPopup(event.target)) preloadPopup(locale);
    };
    const stopQuickStart = enhanceQuickStart((tel) => openLeadPopup({ fromLead: true, tel }));
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', preload, { passive: true });
    document.addEventListener('focusin', preload);
    // A tap on an apply button before now was held by the page's inline script: it comes again.
    window.dispatchEvent(new Event(LEAD_POPUP_LIVE));
    // The first opening should not wait for the network nor compile and mount the dialog inside
    // the tap: at the visitor's first sign of life (long before a tap on an apply button, as a rule)
    // the popup's code is fetched (a few KiB) and the dialog mounted, closed, in a transition. A page
    // nobody touches fetches none of it.
    const prepare = () => {
      for (const type of FIRST_INTERACTION) removeEventListener(type, prepare, true);
      preloadPopup(locale);
      Promise.all([loadLeadDialog(), loadLeadContent(locale)]).then(() => startTransition(() => setMounted(true)), ignore);
    };
    for (const type of FIRST_INTERACTION) addEventListener(type, prepare, { capture: true, passive: true });

    let timer: ReturnType<typeof setTimeout> | undefined;
    if (new URLSearchParams(location.search).has('form') && !maintenanceOn()) {
      preloadPopup(locale);
      timer = setTimeout(openLeadForm, 1000);
    }
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
      for (const type of FIRST_INTERACTION) removeEventListener(type, prepare, true);
      stopQuickStart();
      clearTimeout(timer);
    };
  }, [locale]);

  return mounted ? (
    <ChunkErrorBoundary key={attempt} onError={onChunkError}>
      <Suspense fallback={null}>
        <LeadDialogChunk {...props} openerRef={opener} />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
