import { SITE } from '../../../content/site';
import { createTranslator } from '../../server/i18n';
import { LOCALE_INFO, type Locale } from '../../shared/locales';
import { BannerIslands } from './BannerIslands';
import type { BannerLabels } from './labels';

/**
 * The floating banner and the full-screen popup of every page. The banners themselves come from
 * /api/banners in the browser (pages are prerendered; the variant is per visitor). zh-HK pages get
 * the Chinese banner, every other locale the English one (docs/product-rules.md §3), and the compliance line
 * follows the banner's language.
 */
export function PromoBanners({ locale }: { locale: Locale }) {
  const { t } = createTranslator(locale);
  const bannerLocale: Locale = locale === 'zh-HK' ? 'zh-HK' : 'en-US';
  const bannerT = createTranslator(bannerLocale).t;
  const labels: BannerLabels = {
    region: t('banners.region'),
    popupTitle: t('banners.popupTitle'),
    open: bannerT('banners.open'),
    close: t('banners.close'),
    licence: bannerT('footer.licence', { licence: SITE.licenceNo }),
    warning: bannerT('footer.riskWarning'),
    lang: bannerLocale === locale ? undefined : LOCALE_INFO[bannerLocale].htmlLang,
  };
  return <BannerIslands locale={locale} labels={labels} />;
}
