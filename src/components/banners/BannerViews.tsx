import { FloatingBanner } from './FloatingBanner';
import type { BannerLabels } from './labels';
import { PromoPopup } from './PromoPopup';

/** The two banner islands, one chunk loaded by BannerIslands when there is a banner to show. */
export default function BannerViews({ locale, labels }: { locale: string; labels: BannerLabels }) {
  return (
    <>
      <FloatingBanner locale={locale} labels={labels} />
      <PromoPopup locale={locale} labels={labels} />
    </>
  );
}
