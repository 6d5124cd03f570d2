import { CONTENT } from '../../../content';
import { HOLIDAYS, OFFICE_HOURS } from '../../../content/office-hours';
import { SITE, telHref, whatsappHref } from '../../../content/site';
import { CallbackFormSection } from '../../components/lead/CallbackFormSection';
import { ContactFormSection } from '../../components/lead/ContactFormSection';
import { WeChatDialog } from '../../components/content/contact/WeChatDialog';
import { Icon } from '../../components/content/Icon';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { Section } from '../../components/content/Section';
import { Island } from '../../components/lazy/Island';
import { formatDate } from '../../shared/format';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';
import { phoneText } from '../../server/content/phone-text';

/**
 * Contact us: every channel (phone, WhatsApp, e-mail, social, WeChat QR popup), office hours with
 * an indicator worked out in Hong Kong time, then the contact and callback forms.
 */
export function ContactBody({ locale, t }: PageBodyProps) {
  const newWindow = t('a11y.newWindow');
  const holidays = CONTENT[locale].holidays;
  return (
    <>
      <PageIntro heading={t('pages.contactus.heading')} lead={t('pages.contactus.lead')} />
      <Section id="channels" title={t('sections.contact.channelsTitle')}>
        <ul className="c-grid c-grid--3">
          <li className="c-card c-channel">
            <span className="c-iconcard__icon">
              <Icon name="phone" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.phoneTitle')}</h3>
            <p className="c-channel__value">
              <a href={telHref(SITE.hotline)} data-track="channels:phone">
                {phoneText(SITE.hotline)}
              </a>
            </p>
            <p className="c-card__text">{t('sections.contact.phoneText')}</p>
          </li>
          <li className="c-card c-channel">
            <span className="c-iconcard__icon">
              <Icon name="chat" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.whatsappTitle')}</h3>
            <p className="c-channel__value">{SITE.whatsapp}</p>
            <p className="c-card__text">
              {t('sections.contact.whatsappText', {
                date: formatDate(SITE.whatsappChangeDate, locale),
                old: phoneText(SITE.whatsappOld),
                new: phoneText(SITE.whatsapp),
              })}
            </p>
            <a className="btn btn--ghost" href={whatsappHref(SITE.whatsapp)} target="_blank" rel="noopener" data-track="channels:whatsapp">
              {t('sections.contact.whatsappLink')}
              <span className="visually-hidden">{newWindow}</span>
            </a>
          </li>
          <li className="c-card c-channel">
            <span className="c-iconcard__icon">
              <Icon name="mail" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.emailTitle')}</h3>
            <p className="c-channel__value">
              <a href={`mailto:${SITE.email}`} data-track="channels:email">
                {SITE.email}
              </a>
            </p>
            <p className="c-card__text">{t('sections.contact.emailText')}</p>
          </li>
          {/* Hidden unless the edge switched the web chat on (html[data-web-chat]); the chat's
              loader opens the conversation on a press of [data-web-chat-open]. */}
          <li className="c-card c-channel" data-web-chat-entry="">
            <span className="c-iconcard__icon">
              <Icon name="chat" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.chatTitle')}</h3>
            <p className="c-card__text">{t('sections.contact.chatText')}</p>
            <button type="button" className="btn btn--ghost" data-web-chat-open="" data-track="channels:chat">
              {t('sections.contact.chatButton')}
            </button>
          </li>
          <li className="c-card c-channel">
            <span className="c-iconcard__icon">
              <Icon name="user" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.socialTitle')}</h3>
            <p className="c-card__text">{t('sections.contact.socialText')}</p>
            <ul className="c-social">
              {Object.entries(SITE.social).map(([name, href]) => (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener">
                    {t(`footer.social.${name as keyof typeof SITE.social}`)}
                    <span className="visually-hidden">{newWindow}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
          <li className="c-card c-channel">
            <span className="c-iconcard__icon">
              <Icon name="chat" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.wechatTitle')}</h3>
            <p className="c-card__text">{t('sections.contact.wechatText')}</p>
            {/* The footer's opener too (a shell island): each has a popup of its own. */}
            <WeChatDialog buttonLabel={t('sections.contact.wechatButton')} locale={locale} track="channels:wechat" />
          </li>
          <li className="c-card c-channel">
            <span className="c-iconcard__icon">
              <Icon name="pin" />
            </span>
            <h3 className="c-card__title">{t('sections.contact.branchesTitle')}</h3>
            <p className="c-card__text">{t('sections.contact.branchesText')}</p>
            <PageLink to={hrefFor(routeByName.get('addressMap')!, locale)} locale={locale} className="btn btn--ghost">
              {t('sections.contact.branchesLink')}
            </PageLink>
          </li>
        </ul>
      </Section>
      <Section id="hours" tone="alt" title={t('sections.contact.hoursTitle')}>
        <div className="c-hours">
          <div className="c-card">
            {/* A deferred island: a file of its own that only this page loads, when its part of the page comes near the screen. */}
            <Island
              name="OfficeHoursStatus"
              props={{
                schedule: OFFICE_HOURS,
                holidays: [...HOLIDAYS],
                openText: t('sections.contact.statusOpen'),
                closedText: t('sections.contact.statusClosed'),
                checkingText: t('sections.contact.statusChecking'),
              }}
            />
            <dl className="c-hours__table">
              <div>
                <dt>{t('sections.branches.weekdays')}</dt>
                <dd>{`${OFFICE_HOURS.weekday.opens}–${OFFICE_HOURS.weekday.closes}`}</dd>
              </div>
              <div>
                <dt>{t('sections.branches.saturday')}</dt>
                <dd>{`${OFFICE_HOURS.saturday.opens}–${OFFICE_HOURS.saturday.closes}`}</dd>
              </div>
              <div>
                <dt>{t('sections.branches.sundayHoliday')}</dt>
                <dd>{t('sections.branches.closed')}</dd>
              </div>
            </dl>
          </div>
          {holidayYears(holidays).map(([year, days]) => (
            <div key={year} className="c-card c-holidays">
              <h3 className="c-card__title">{t('sections.contact.holidaysTitle', { year })}</h3>
              <ul>
                {days.map((h) => (
                  <li key={h.date}>
                    <time dateTime={h.date}>{formatDate(h.date, locale)}</time>
                    <span>{h.name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <div className="c-section">
        <div className="container c-forms">
          <ContactFormSection locale={locale} className="c-card" />
          <CallbackFormSection locale={locale} className="c-card" />
        </div>
      </div>
    </>
  );
}

/** The holidays by year, in date order: one list per year. */
function holidayYears<H extends { date: string }>(holidays: readonly H[]): [string, H[]][] {
  const years = new Map<string, H[]>();
  for (const h of holidays) {
    const year = h.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), h]);
  }
  return [...years];
}
