'use client';

import type { ReactNode } from 'react';
import { popoversSupported, toggleMobileMenu, useMobileMenu } from '../../browser/stores/mobile-menu';

/**
 * A bottom-bar or header button that opens or closes one of the two mobile panels: the browser
 * does it (`popovertarget`), also before the page has hydrated, and exposes the button as expanded
 * or collapsed by the popover's state. `aria-expanded` is written only while the store knows the
 * panel is open, so the server's HTML never contradicts what the browser says before hydration.
 */
export function MobileMenuButton({ which, className, children, track }: { which: 1 | 2; className: string; children: ReactNode; track?: string }) {
  const open = useMobileMenu() === which;
  return (
    <button
      type="button"
      className={className}
      popoverTarget={`mobile-panel-${which}`}
      aria-expanded={open || undefined}
      aria-controls={`mobile-panel-${which}`}
      data-track={track}
      onClick={() => !popoversSupported() && toggleMobileMenu(which)}
    >
      {children}
    </button>
  );
}
