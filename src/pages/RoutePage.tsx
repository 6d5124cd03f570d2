import { PageHead } from '../components/head/PageHead';
import { CalculatorSection } from '../components/calculators/CalculatorSection';
import { createTranslator } from '../server/i18n';
import type { Locale } from '../shared/locales';
import type { RouteDef } from '../shared/routes/table';
import { pageBodyFor } from './bodies';

/** A page of the route table in one locale: its metadata, then its body. */
export function RoutePage({ route, locale }: { route: RouteDef; locale: Locale }) {
  const { t } = createTranslator(locale);
  const key = route.name as 'home';
  const Body = pageBodyFor(route);
  return (
    <>
      <PageHead route={route} locale={locale} title={t(`pages.${key}.title`)} description={t(`pages.${key}.description`)} />
      <div className={`page page--${route.kind}`} data-route={route.name}>
        {/* eslint-disable-next-line react-hooks/static-components -- not created here: pageBodyFor looks the body up in a fixed table (bodies/index.ts), and this is a server component, which keeps no state to lose */}
        <Body route={route} locale={locale} t={t} calculator={<CalculatorSection route={route} locale={locale} />} />
      </div>
    </>
  );
}
