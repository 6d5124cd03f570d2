'use client';

import type { ReactNode } from 'react';

/**
 * Opens the member site in a 1000x1000 popup window (docs/product-rules.md §1). Without JavaScript, or if
 * the popup is blocked, the link still opens the member site in a new tab.
 */
export function MemberLink({
  href,
  className,
  children,
  label,
  track,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  label: string;
  track?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener"
      aria-label={label}
      data-member-link=""
      data-track={track}
      data-hide-in-maintenance=""
      onClick={(event) => {
        // 'noopener' in the features would make window.open return null even when the popup opened.
        // Read the address from the element: the edge may point it at the configured member site.
        const popup = window.open(event.currentTarget.href, 'member', 'popup,width=1000,height=1000');
        if (popup) {
          popup.opener = null;
          event.preventDefault();
        }
      }}
    >
      {children}
    </a>
  );
}
