'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { closeMobileMenuKeepingHistory, mobilePanelToggled, popoversSupported, useMobileMenu } from '../../browser/stores/mobile-menu';

/**
 * One mobile panel (loan types or menu), a native popover: its buttons open it (`popovertarget`),
 * and the browser closes it on Escape, on a tap outside it and when the other panel opens, all
 * without the page's scripts, so a tap before hydration works. Its links are server-rendered
 * children; this leaf tells the store what the browser did and closes the panel on Back and when
 * a link inside is followed. The page behind does not scroll while one is open (CSS, `:has()`).
 */
export function MobilePanel({ which, label, closeLabel, children }: { which: 1 | 2; label: string; closeLabel: string; children: ReactNode }) {
  const open = useMobileMenu() === which;
  const panel = useRef<HTMLDivElement>(null);
  const id = `mobile-panel-${which}`;

  // Opened by a tap before the page hydrated: its `toggle` event came before React listened.
  useEffect(() => {
    if (popoversSupported() && panel.current?.matches(':popover-open')) mobilePanelToggled(which, true);
  }, [which]);

  // Back closes the open panel. Listening from hydration on, not from the store's update on: the
  // update re-renders first, and a Back pressed in between would take the entry and leave the panel open.
  // (With nothing open it closes nothing.)
  useEffect(() => {
    window.addEventListener('popstate', closeMobileMenuKeepingHistory);
    return () => window.removeEventListener('popstate', closeMobileMenuKeepingHistory);
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation: the click comes from a link inside (Enter on a link clicks it too), the panel itself does nothing
    <div
      ref={panel}
      id={id}
      className="mobile-panel"
      role="dialog"
      aria-label={label}
      popover="auto"
      // Only browsers without popovers read it (global.css): the store shows the panel there.
      data-open={open ? '' : undefined}
      onToggle={(event) => mobilePanelToggled(which, event.newState === 'open')}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) closeMobileMenuKeepingHistory();
      }}
    >
      <div className="mobile-panel__bar">
        <span className="mobile-panel__title">{label}</span>
        <button
          type="button"
          className="mobile-panel__close"
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={() => !popoversSupported() && mobilePanelToggled(which, false)}
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </div>
  );
}
