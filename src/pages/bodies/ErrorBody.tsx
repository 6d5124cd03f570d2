import { SITE, telHref } from '../../../content/site';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { localizePath } from '../../shared/locales';
import type { PageBodyProps } from '../page-body';
import { phoneText } from '../../server/content/phone-text';

/** The error page (the retired revolving route lands here): a way home and a way to reach us. */
export function ErrorBody({ locale, t }: PageBodyProps) {
  return (
    <PageIntro heading={t('pages.error.heading')} lead={t('pages.error.lead')}>
      <div className="c-actions">
        <PageLink to={localizePath('/', locale)} locale={locale} className="btn btn--primary">
          {t('sections.error.backHome')}
        </PageLink>
        <a className="btn btn--ghost" href={telHref(SITE.hotline)}>
          {phoneText(t('sections.common.callUs', { phone: SITE.hotline }))}
        </a>
      </div>
    </PageIntro>
  );
}
