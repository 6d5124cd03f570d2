import { Link } from 'waku';
import { SITE, telHref, whatsappHref } from '../../../content/site';
import { phoneText } from '../../server/content/phone-text';
import type { Translator } from '../../server/i18n';
import type { Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import { Compliance } from './Compliance';
import { SmeLegalLinks } from './SmeLegalLinks';
import { WeChatDialog } from '../content/contact/WeChatDialog';

const LEGAL_LINKS = [
  ['disclaimer', 'footer.disclaimer'],
  ['terms', 'footer.terms'],
  ['privacy', 'footer.privacy'],
  ['documentDisclaimer', 'footer.documentDisclaimer'],
  ['termCondition', 'footer.loanTerms'],
] as const;

/** Each network's own spelling of its name comes from the dictionary ('YouTube', not 'Youtube'). */
const SOCIAL_LINKS = [
  ['facebook', 'footer.social.facebook'],
  ['instagram', 'footer.social.instagram'],
  ['youtube', 'footer.social.youtube'],
] as const;

/** The government-advice image has its own English edition (docs/product-rules.md §1). */
function govAdviceImage(locale: Locale) {
  return locale === 'en-US' ? '/images/gov-advice-en.svg' : '/images/gov-advice-zh.svg';
}

export function Footer({ locale, t }: { locale: Locale; t: Translator['t'] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__compliance" aria-labelledby="footer-remarks">
          <Compliance t={t} />
          <img
            className="site-footer__gov-advice"
            src={govAdviceImage(locale)}
            alt={t('footer.govAdviceAlt')}
            width="320"
            height="80"
            loading="lazy"
            decoding="async"
          />
          <h2 id="footer-remarks" className="site-footer__heading">
            {t('footer.remarksTitle')}
          </h2>
          <p className="site-footer__remarks">{t('footer.remarks')}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contactTitle')}
          </h2>
          <ul className="site-footer__list">
            <li>
              {t('footer.hotline')}
              {t('footer.labelSeparator')}
              <a href={telHref(SITE.hotline)} data-track="footer:phone">
                {phoneText(SITE.hotline)}
              </a>
            </li>
            <li>
              {t('footer.whatsapp')}
              {t('footer.labelSeparator')}
              <a href={whatsappHref(SITE.whatsapp)} target="_blank" rel="noopener" data-track="footer:whatsapp">
                {phoneText(SITE.whatsapp)}
                <span className="visually-hidden">{t('a11y.newWindow')}</span>
              </a>
            </li>
            <li>
              {t('footer.email')}
              {t('footer.labelSeparator')}
              <a href={`mailto:${SITE.email}`} data-track="footer:email">
                {SITE.email}
              </a>
            </li>
            {/* Hidden unless the edge switched the web chat on (html[data-web-chat]). */}
            <li data-web-chat-entry="">
              {t('footer.chat')}
              {t('footer.labelSeparator')}
              <button type="button" className="site-footer__chat" data-web-chat-open="" data-track="footer:chat">
                {t('footer.chatOpen')}
              </button>
            </li>
            <li>{t('footer.officeHours')}</li>
          </ul>
          <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(([name, key]) => (
              <li key={name}>
                <a href={SITE.social[name]} target="_blank" rel="noopener" className="site-footer__social-link">
                  {t(key)}
                  <span className="visually-hidden">{t('a11y.newWindow')}</span>
                </a>
              </li>
            ))}
            {/* The WeChat QR popup is part of the shell (docs/product-rules.md §1, §2): a button
                hydrated with the page; the popup's own code comes on the first press. */}
            <li data-footer-wechat="">
              <WeChatDialog
                buttonLabel={t('footer.social.wechat')}
                locale={locale}
                track="footer:wechat"
                openerClassName="site-footer__social-link site-footer__wechat"
              />
            </li>
          </ul>
        </section>
        <nav aria-label={t('a11y.footerNav')}>
          <h2 className="site-footer__heading">{t('footer.legalTitle')}</h2>
          <ul className="site-footer__list">
            {LEGAL_LINKS.map(([name, key]) => (
              <li key={name}>
                <Link to={hrefFor(routeByName.get(name)!, locale)}>{t(key)}</Link>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__heading">{t('footer.smeLegal')}</h2>
          <ul className="site-footer__list">
            <SmeLegalLinks locale={locale} t={t} />
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright container">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
