import { Link } from 'waku';
import { PageHead } from '../components/head/PageHead';
import { createTranslator } from '../server/i18n';
import { localizePath, type Locale } from '../shared/locales';
import { requestedPathText } from '../server/routes/requested-path';

/**
 * The localized not-found page, answered with status 404 by the edge and rendered alike by client
 * navigations. It names the address asked for, as text; the edge writes it into the prerendered
 * page's `[data-requested-path]` (worker/not-found-page.ts), and `suppressHydrationWarning` lets
 * hydration keep that text. The route guard's error page (`/error`) names nothing.
 */
export function NotFoundPage({ locale, path }: { locale: Locale; path: string }) {
  const { t } = createTranslator(locale);
  return (
    <>
      <PageHead route={null} locale={locale} title={t('pages.notFound.title')} description={t('pages.notFound.description')} />
      <div className="page page--not-found" data-route="notFound">
        <div className="page__hero">
          <div className="container">
            <h1 className="page__title">{t('pages.notFound.heading')}</h1>
            <p className="page__lead">{t('pages.notFound.lead')}</p>
            <p className="page__requested" data-error-message="">
              {t('notFound.requested')}
              <code data-requested-path="" suppressHydrationWarning>
                {requestedPathText(path, { encoded: true })}
              </code>
            </p>
            <p>
              <Link to={localizePath('/', locale)} className="btn btn--primary">
                {t('notFound.backHome')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
