import type { Locale } from '../../shared/locales';
import { variantName, type Banner } from '../config/banners';

export type BannerSource = 'mobile_web' | 'desktop_web';

/** The original site's image sizes: 1280×720 on desktop, 640×960 on a phone. */
const IMAGE_SIZE: Record<BannerSource, { width: number; height: number }> = {
  desktop_web: { width: 1280, height: 720 },
  mobile_web: { width: 640, height: 960 },
};

/** A banner as one visitor gets it: one language, one device, one variant. */
export interface PublicBanner {
  id: string;
  banner_type: Banner['banner_type'];
  campaign: string;
  variant: string;
  url: string;
  image: string;
  width: number;
  height: number;
}

/** zh-HK takes the `_zh` fields; every other locale the `_en` ones (docs/product-rules.md §3). */
export function publicBanner(b: Banner, locale: Locale, source: BannerSource): PublicBanner {
  const zh = locale === 'zh-HK';
  const desktop = source === 'desktop_web';
  return {
    id: String(b.id),
    banner_type: b.banner_type,
    campaign: b.campaign,
    variant: variantName(b),
    url: zh ? b.url_zh : b.url_en,
    image: desktop ? (zh ? b.image_desktop_zh : b.image_desktop_en) : zh ? b.image_mobile_zh : b.image_mobile_en,
    ...IMAGE_SIZE[source],
  };
}
