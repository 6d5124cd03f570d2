import type { BannersCopy } from './types';

/** The promotional banners' words in English (the banner itself is an image). */
export const bannersEnUS: BannersCopy = {
  region: 'Promotion',
  popupTitle: 'Latest offer',
  open: 'See the offer (opens in a new tab)',
  close: 'Close promotion',
};
