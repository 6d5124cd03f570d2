import type { ReactNode } from 'react';
import '../styles/site.css';
import { CookieNotice } from '../components/shell/CookieNotice';
import { LandscapeNotice } from '../components/shell/LandscapeNotice';
import { createTranslator } from '../server/i18n';
import { LOCALE_INFO, type Locale } from '../shared/locales';

/**
 * The document of one locale: `<html lang>` is set here, per locale group, because Waku's root
 * component is rendered once for the whole app. Waku adds `<meta charset>` and the viewport itself.
 */
export function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = createTranslator(locale);
  return (
    // The edge adds request-scoped attributes to <html> (worker/html.ts: the web-vitals sample rate,
    // maintenance, the announcement, the switches): React's development build reported each as a
    // hydration mismatch. Only this element's own attributes are exempt.
    <html lang={LOCALE_INFO[locale].htmlLang} suppressHydrationWarning>
      <head>
        {/* No frame is painted before the page's <main> is in the document (Chromium ends the
            wait when the element is inserted), so the header, and the phone's bottom bar placed
            before <main>, are never drawn half-arrived. Drawn in pieces they grew into place: the
            header's right-aligned buttons slid left as each came, the announcement's items resized
            when their summaries came, the bottom bar re-spaced its items (layout shift in about 1
            load in 3 at 6x CPU slowdown). Waiting for the whole page instead made the first
            layout one long task (mobile Total Blocking Time about doubled), so the page below
            may paint as it arrives, and its own CSS keeps arriving content from moving what is
            already drawn. */}
        <link rel="expect" href="#main" blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0a3d7a" />
      </head>
      <body className="has-announcement">
        {children}
        {/* Every layout, SME included: the same notices. After the page, so the skip link stays
            the first stop of the keyboard; the notice overlays the bottom corner meanwhile. */}
        <CookieNotice locale={locale} t={t} />
        <LandscapeNotice t={t} />
      </body>
    </html>
  );
}
