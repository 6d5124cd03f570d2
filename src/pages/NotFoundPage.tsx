import { SiteLink } from '../components/shell/SiteLink';
import { PageHead } from '../components/head/PageHead';
import { createTranslator } from '../server/i18n';
import { localizePath, type Locale } from '../shared/locales';
import { requestedPathText } from '../server/routes/requested-path';

/**
 * The localized not-found page. The edge layer answers it with status 404 (it knows from the
 * route table that the path is not a page); client navigations render the same content.
 * Being the 404 answer, it names the address asked for, as text (React escapes it; a path like
 * `/en/<script>` reads as such). The error page of the route guard (`/error`) names nothing.
 * The page is prerendered once per locale (its own path, `/en/404`, in the build) and the edge
 * writes the address asked for into `[data-requested-path]` as text (worker/not-found-page.ts).
 * That element alone may differ from what the RSC payload renders: `suppressHydrationWarning`
 * lets hydration keep the edge's text there (React leaves a text mismatch in place under it).
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
                {requestedPathText(path)}
              </code>
            </p>
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
