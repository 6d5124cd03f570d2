import { SITE, telHref } from '../../../content/site';
import { phoneText } from '../../server/content/phone-text';
import type { Translator } from '../../server/i18n';

/** Licence number, the regulator's risk warning and the complaint hotline, in the page's language. */
export function Compliance({ t, className = 'compliance' }: { t: Translator['t']; className?: string }) {
  return (
    <div className={className} data-compliance="">
      <p className="compliance__licence">{t('footer.licence', { licence: SITE.licenceNo })}</p>
      <p className="compliance__warning">
        <strong>{t('footer.riskWarning')}</strong>
      </p>
      <p className="compliance__complaint">
        <a href={telHref(SITE.complaintHotline)}>{phoneText(t('footer.complaintHotline', { phone: SITE.complaintHotline }))}</a>
      </p>
    </div>
  );
}
