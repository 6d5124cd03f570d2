import { SITE } from '../../../content/site';
import { formatDate } from '../../shared/format';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import { phoneText } from '../../server/content/phone-text';
import type { Translator } from '../../server/i18n';
import type { Locale } from '../../shared/locales';
import { AnnouncementBehaviour } from './AnnouncementBehaviour';
import { AnnouncementClose } from './AnnouncementClose';

/**
 * The announcement bar: the WhatsApp number change and the staff-impersonation warning, which links
 * to the tag check. Items are native exclusive `<details>` (one panel open at a time, no script
 * needed).
 */
export function AnnouncementBar({ locale, t }: { locale: Locale; t: Translator['t'] }) {
  const date = formatDate(SITE.whatsappChangeDate, locale);
  return (
    <section className="announcement" aria-label={t('announcement.label')}>
      <div className="announcement__inner container">
        <details name="announcement" className="announcement__item">
          <summary>{t('announcement.whatsappTitle')}</summary>
          <p className="announcement__panel">{t('announcement.whatsappText', { date, old: phoneText(SITE.whatsappOld), new: phoneText(SITE.whatsapp) })}</p>
        </details>
        <details name="announcement" className="announcement__item">
          <summary>{t('announcement.scamTitle')}</summary>
          <p className="announcement__panel">
            {t('announcement.scamText', { hotline: phoneText(SITE.hotline) })}{' '}
            {/* A full navigation, not the client router's: the layout, this bar with its open panel
                included, would otherwise stay as it is over the new page. */}
            <a href={hrefFor(routeByName.get('tagCheck')!, locale)}>{t('tagCheck.links.announcement')}</a>
          </p>
        </details>
        <AnnouncementClose label={t('announcement.close')} />
        <AnnouncementBehaviour />
      </div>
    </section>
  );
}
