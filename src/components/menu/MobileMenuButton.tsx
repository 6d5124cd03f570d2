'use client';

import type { ReactNode } from 'react';
import { toggleMobileMenu, useMobileMenu } from '../../browser/stores/mobile-menu';

/** A bottom-bar or header button that opens or closes one of the two mobile panels. */
export function MobileMenuButton({ which, className, children, track }: { which: 1 | 2; className: string; children: ReactNode; track?: string }) {
  const open = useMobileMenu();
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open === which}
      aria-controls={`mobile-panel-${which}`}
      data-track={track}
      onClick={() => toggleMobileMenu(which)}
    >
      {children}
    </button>
  );
}
