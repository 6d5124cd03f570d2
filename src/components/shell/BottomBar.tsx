import { Link } from 'waku';
import { SITE } from '../../../content/site';
import type { Translator } from '../../server/i18n';
import type { Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import { MobileMenuButton } from '../menu/MobileMenuButton';
import { MemberLink } from './MemberLink';
import { ApplyLabel } from '../content/ApplyLabel';

const icon = (d: string) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The phone's bottom bar: Apply Now, Loan Types, Shops, My Account (hidden on the SME layout). */
export function BottomBar({ locale, t }: { locale: Locale; t: Translator['t'] }) {
  return (
    <nav className="bottom-bar" aria-label={t('a11y.bottomBar')}>
      <a href="?form=1" className="bottom-bar__item bottom-bar__item--apply" data-apply-button="" data-track="bottom_bar:apply" data-hide-in-maintenance="">
        {icon('M12 5v14M5 12h14')}
        <span>
          <ApplyLabel label={t('bottomBar.applyNow')} sentLabel={t('lead.sent.button')} />
        </span>
      </a>
      <MobileMenuButton which={1} className="bottom-bar__item" track="bottom_bar:loan_types">
        {icon('M4 6h16M4 12h16M4 18h10')}
        <span>{t('bottomBar.loanTypes')}</span>
      </MobileMenuButton>
      <Link to={hrefFor(routeByName.get('addressMap')!, locale)} className="bottom-bar__item" data-track="bottom_bar:shops">
        {icon('M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z')}
        <span>{t('bottomBar.shops')}</span>
      </Link>
      <MemberLink href={SITE.memberSiteUrl} className="bottom-bar__item" label={t('bottomBar.myAccount') + t('a11y.newWindow')} track="bottom_bar:my_account">
        {icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0')}
        <span>{t('bottomBar.myAccount')}</span>
      </MemberLink>
    </nav>
  );
}
