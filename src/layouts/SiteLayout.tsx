import type { ReactNode } from 'react';
import { PromoBanners } from '../components/banners/PromoBanners';
import { CampaignSync } from '../components/shell/CampaignSync';
import { ClickTracking } from '../components/shell/ClickTracking';
import { HydratedMarker } from '../components/shell/HydratedMarker';
import { BottomBar } from '../components/shell/BottomBar';
import { Footer } from '../components/shell/Footer';
import { Header } from '../components/shell/Header';
import { LeadPopupSection } from '../components/lead/LeadPopupSection';
import { createTranslator } from '../server/i18n';
import type { Locale } from '../shared/locales';

/** The default layout: fixed header, the page, footer, the phone's bottom bar and the promotional banners. */
export function SiteLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = createTranslator(locale);
  return (
    <>
      <CampaignSync />
      <ClickTracking />
      <HydratedMarker />
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header locale={locale} t={t} />
      {/* Before <main>, though it is drawn fixed at the bottom of a phone's screen: the first paint
          waits for <main> (LocaleDocument), so the bar is never drawn with some of its items and
          then re-spaced as the others arrive. */}
      <BottomBar locale={locale} t={t} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} t={t} />
      <LeadPopupSection locale={locale} />
      <PromoBanners locale={locale} />
    </>
  );
}
