'use client';

import { useEffect, type ReactNode } from 'react';
import { closeMobileMenu, useMobileMenu } from '../../browser/stores/mobile-menu';

/**
 * One mobile panel (loan types or menu). Its links are server-rendered children; this leaf only
 * shows or hides them, closes on Escape, on Back, and when a link inside is followed.
 */
export function MobilePanel({ which, label, closeLabel, children }: { which: 1 | 2; label: string; closeLabel: string; children: ReactNode }) {
  const open = useMobileMenu() === which;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeMobileMenu();
    const onPop = () => closeMobileMenu(true);
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPop);
    };
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation: the click comes from a link inside (Enter on a link clicks it too), the panel itself does nothing
    <div
      id={`mobile-panel-${which}`}
      className="mobile-panel"
      role="dialog"
      aria-label={label}
      hidden={!open}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) closeMobileMenu(true);
      }}
    >
      <div className="mobile-panel__bar">
        <span className="mobile-panel__title">{label}</span>
        <button type="button" className="mobile-panel__close" onClick={() => closeMobileMenu()} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </div>
  );
}
