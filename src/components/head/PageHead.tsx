import { SITE } from '../../../content/site';
import { createTranslator } from '../../server/i18n';
import { LOCALE_INFO, localizePath, type Locale } from '../../shared/locales';
import { localesOf } from '../../shared/routes/availability';
import type { RouteDef } from '../../shared/routes/table';

/**
 * Title, description, canonical link, hreflang alternates (every locale that publishes the page,
 * plus x-default for the Traditional Chinese page) and Open Graph tags. React hoists them to <head>.
 * The share image is drawn per locale by scripts/make-og-images.ts (1200×630, the size the
 * networks show in full).
 */
export function PageHead({ route, locale, title, description }: { route: RouteDef | null; locale: Locale; title: string; description: string }) {
  const url = (path: string) => SITE.origin + path;
  const alternates = route ? localesOf(route) : [];
  const { t } = createTranslator(locale);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {route?.noIndex || !route ? <meta name="robots" content="noindex" /> : null}
      {route ? <link rel="canonical" href={url(localizePath(route.path, locale))} /> : null}
      {route ? alternates.map((l) => <link key={l} rel="alternate" hrefLang={LOCALE_INFO[l].htmlLang} href={url(localizePath(route.path, l))} />) : null}
      {route ? <link rel="alternate" hrefLang="x-default" href={url(route.path)} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={LOCALE_INFO[locale].og} />
      {alternates
        .filter((l) => l !== locale)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={LOCALE_INFO[l].og} />
        ))}
      <meta property="og:site_name" content={t('brand')} />
      {route ? <meta property="og:url" content={url(localizePath(route.path, locale))} /> : null}
      <meta property="og:image" content={url(`/images/og/${locale}.png`)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={t('share.imageAlt')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
