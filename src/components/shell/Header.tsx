import { Link } from 'waku';
import { SITE } from '../../../content/site';
import type { Translator } from '../../server/i18n';
import { LOCALE_INFO, LOCALES, localizePath, type Locale } from '../../shared/locales';
import { loanMenu, mainMenu } from '../../server/menus';
import { hrefFor, isPublished } from '../../shared/routes/availability';
import { ROUTES } from '../../shared/routes/table';
import { Disclosure } from '../menu/Disclosure';
import { MobileMenuButton } from '../menu/MobileMenuButton';
import { MobilePanel } from '../menu/MobilePanel';
import { AnnouncementBar } from './AnnouncementBar';
import { LanguageSwitch, type LanguageTarget } from './LanguageSwitch';
import { Logo } from './Logo';
import { MemberLink } from './MemberLink';
import { ApplyLabel } from '../content/ApplyLabel';

function languageTargets(locale: Locale): LanguageTarget[] {
  return LOCALES.filter((l) => l !== locale).map((l) => ({
    prefix: LOCALE_INFO[l].prefix,
    fromPrefix: LOCALE_INFO[locale].prefix,
    hreflang: LOCALE_INFO[l].htmlLang,
    short: LOCALE_INFO[l].short,
    name: LOCALE_INFO[l].endonym,
    unpublished: ROUTES.filter((r) => !isPublished(r, l)).map((r) => r.path),
    // Simplified Chinese is offered on phones only, unless the reader is already in it.
    mobileOnly: l === 'zh-CN',
  }));
}

/** Loan products with their headline limit; shared by the mega-menu and the mobile panel. */
function LoanLinks({ locale, t, section }: { locale: Locale; t: Translator['t']; section: string }) {
  return (
    <ul className="loan-links">
      {loanMenu().map((route) => (
        <li key={route.name}>
          <Link to={hrefFor(route, locale)} className="loan-links__link" data-track={`${section}:${route.name}`}>
            <span className="loan-links__name">{t(`loanNames.${route.name}` as 'loanNames.nLoan')}</span>
            <span className="loan-links__tagline">{t(`loanTaglines.${route.name}` as 'loanTaglines.nLoan')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MainLinks({ locale, t, className }: { locale: Locale; t: Translator['t']; className: string }) {
  return (
    <ul className={className}>
      {mainMenu(locale).map(({ route, labelKey }) => (
        <li key={route.name}>
          <Link to={hrefFor(route, locale)}>{t(labelKey)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The fixed header: announcement bar, logo and listing note, menus, language switch, account and apply. */
export function Header({ locale, t }: { locale: Locale; t: Translator['t'] }) {
  // A query-only link keeps the visitor on the page they are reading; `?form=1` opens the lead form.
  const applyHref = '?form=1';
  return (
    <header className="site-header">
      <AnnouncementBar locale={locale} t={t} />
      <div className="site-header__bar">
        <div className="site-header__inner container">
          <div className="site-header__brand">
            <Link to={localizePath('/', locale)} className="site-header__home" aria-label={t('header.homeLink')}>
              <Logo brand={t('brand')} />
            </Link>
            {/* The listing note on every screen: in full from the tablet up, in short on phones. */}
            <p className="site-header__listing">
              <span className="site-header__listing-full">{t('header.listingNote', { code: SITE.stockCode })}</span>
              <span className="site-header__listing-short">{t('header.listingNoteShort', { code: SITE.stockCode })}</span>
            </p>
          </div>
          <nav className="desktop-nav" aria-label={t('a11y.mainNav')}>
            <Disclosure className="disclosure mega-menu" label={t('header.loanProducts')}>
              <LoanLinks locale={locale} t={t} section="loan_menu" />
            </Disclosure>
            <MainLinks locale={locale} t={t} className="desktop-nav__links" />
          </nav>
          <div className="site-header__actions">
            <LanguageSwitch targets={languageTargets(locale)} label={t('language.switchLabel')} />
            <MemberLink
              href={SITE.memberSiteUrl}
              className="btn btn--ghost site-header__account"
              label={t('header.myAccount') + t('a11y.newWindow')}
              track="header:my_account"
            >
              {t('header.myAccount')}
            </MemberLink>
            <a href={applyHref} className="btn btn--primary site-header__apply" data-apply-button="" data-track="header:apply" data-hide-in-maintenance="">
              <ApplyLabel label={t('header.apply')} sentLabel={t('lead.sent.button')} />
            </a>
            {/* Laptops and tablets (822-1399px) have neither the mega-menu nor the bottom bar's
                Loan Types: this opens the same product panel. */}
            <MobileMenuButton which={1} className="btn btn--ghost loans-button" track="header:loan_types">
              {t('header.loanProducts')}
            </MobileMenuButton>
            <MobileMenuButton which={2} className="menu-button">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t('header.menu')}</span>
            </MobileMenuButton>
          </div>
        </div>
      </div>
      <MobilePanel which={1} label={t('bottomBar.loanTypes')} closeLabel={t('a11y.close')}>
        <LoanLinks locale={locale} t={t} section="loan_panel" />
      </MobilePanel>
      <MobilePanel which={2} label={t('header.menu')} closeLabel={t('a11y.close')}>
        {/* Both menus are in the page at once (CSS shows one): each landmark needs its own name. */}
        <nav aria-label={t('a11y.mobileNav')}>
          <ul className="mobile-panel__links">
            <li>
              <Link to={localizePath('/', locale)}>{t('nav.home')}</Link>
            </li>
          </ul>
          <MainLinks locale={locale} t={t} className="mobile-panel__links" />
        </nav>
      </MobilePanel>
    </header>
  );
}
