import { SiteLink } from '../components/shell/SiteLink';
import { PageHead } from '../components/head/PageHead';
import { createTranslator } from '../lib/i18n';
import { localizePath, type Locale } from '../lib/locales';

/**
 * The localized not-found page. The edge layer answers it with status 404 (it knows from the
 * route table that the path is not a page); client navigations render the same content.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const { t } = createTranslator(locale);
  return (
    <>
      <PageHead route={null} locale={locale} title={t('pages.notFound.title')} description={t('pages.notFound.description')} />
      <div className="page page--not-found" data-route="notFound">
        <div className="page__hero">
          <div className="container">
            <h1 className="page__title">{t('pages.notFound.heading')}</h1>
            <p className="page__lead">{t('pages.notFound.lead')}</p>
            <p>
              <SiteLink to={localizePath('/', locale)} className="btn btn--primary">
                {t('notFound.backHome')}
              </SiteLink>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
