import type { ReactNode } from 'react';
import { Link } from 'waku';
import { splitLocale, type Locale } from '../../shared/locales';

/**
 * A link to a page of this site. Within the reader's language it is a client navigation (Waku's
 * Link); into another language's document (a Simplified Chinese page linking to a Traditional
 * Chinese product page) it is a full navigation, so the new `<html lang>` loads.
 */
export function PageLink({
  to,
  locale,
  className,
  children,
  ariaLabel,
  track,
}: {
  to: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
  /** The click-tracking tag (`data-track`, section:action). */
  track?: string;
}) {
  if (splitLocale(to).locale === locale) {
    return (
      <Link to={to} className={className} aria-label={ariaLabel} data-track={track}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} aria-label={ariaLabel} data-track={track}>
      {children}
    </a>
  );
}
