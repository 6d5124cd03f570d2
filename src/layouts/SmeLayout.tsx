import type { ReactNode } from 'react';
import { CampaignSync } from '../components/shell/CampaignSync';
import { ClickTracking } from '../components/shell/ClickTracking';
import { HydratedMarker } from '../components/shell/HydratedMarker';
import { Link } from 'waku';
import { SITE, telHref } from '../../content/site';
import { Compliance } from '../components/shell/Compliance';
import { SmeLegalLinks } from '../components/shell/SmeLegalLinks';
import { Logo } from '../components/shell/Logo';
import { LeadPopupSection } from '../components/lead/LeadPopupSection';
import { phoneText } from '../server/content/phone-text';
import { createTranslator } from '../server/i18n';
import { localizePath, type Locale } from '../shared/locales';

/**
 * The SME layout: its own slim header and footer, and no bottom bar (docs/product-rules.md §2). The lead
 * popup is the default layout's (`?form=1` opens it after 1 second; its dialog and form are
 * fetched only then), so a campaign link with `?form=1` works here as on every other page.
 */
export function SmeLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = createTranslator(locale);
  const home = localizePath('/', locale);
  return (
    <>
      <CampaignSync />
      <ClickTracking />
      <HydratedMarker />
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <header className="sme-header">
        <div className="container sme-header__inner">
          <Link to={home} aria-label={t('header.homeLink')}>
            <Logo brand={t('brand')} />
          </Link>
          <Link to={home} className="sme-header__back" data-track="header:back_to_main">
            {t('sme.backToMain')}
          </Link>
        </div>
      </header>
      <main id="main" className="site-main site-main--sme" tabIndex={-1}>
        {children}
      </main>
      <footer className="sme-footer">
        <div className="container">
          <Compliance t={t} />
          <p>
            <a href={telHref(SITE.hotline)} data-track="footer:phone">
              {phoneText(t('sme.enquiry', { phone: SITE.hotline }))}
            </a>
          </p>
          <p className="sme-footer__note">{t('sme.footerNote')}</p>
          <nav aria-label={t('footer.smeLegal')}>
            <ul className="sme-footer__legal">
              <SmeLegalLinks locale={locale} t={t} />
            </ul>
          </nav>
          <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
      <LeadPopupSection locale={locale} />
    </>
  );
}
