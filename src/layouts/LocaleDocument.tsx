import type { ReactNode } from 'react';
import '../styles/global.css';
import { LandscapeNotice } from '../components/shell/LandscapeNotice';
import { createTranslator } from '../lib/i18n';
import { LOCALE_INFO, type Locale } from '../lib/locales';

/**
 * The document of one locale: `<html lang>` is set here, per locale group, because Waku's root
 * component is rendered once for the whole app. Waku adds `<meta charset>` and the viewport itself.
 */
export function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={LOCALE_INFO[locale].htmlLang}>
      <head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0a3d7a" />
      </head>
      <body className="has-announcement">
        {children}
        {/* Every layout, SME included: phones held sideways get the same notice. */}
        <LandscapeNotice t={createTranslator(locale).t} />
      </body>
    </html>
  );
}
