import { PageHead } from '../components/head/PageHead';
import { createTranslator } from '../lib/i18n';
import type { Locale } from '../lib/locales';
import type { RouteDef } from '../lib/routes/table';

/** A page of the route table in one locale: its metadata, heading and lead paragraph. */
export function RoutePage({ route, locale }: { route: RouteDef; locale: Locale }) {
  const { t } = createTranslator(locale);
  const key = route.name as 'home';
  return (
    <>
      <PageHead
        route={route}
        locale={locale}
        title={t(`pages.${key}.title`)}
        description={t(`pages.${key}.description`)}
      />
      <div className={`page page--${route.kind}`} data-route={route.name}>
        <div className="page__hero">
          <div className="container">
            <h1 className="page__title">{t(`pages.${key}.heading`)}</h1>
            <p className="page__lead">{t(`pages.${key}.lead`)}</p>
          </div>
        </div>
      </div>
    </>
  );
}
