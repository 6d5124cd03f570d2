import type { Banner } from '../../../../src/server/config/banners';
import { mediaPath } from '../../../../src/server/media/media-key';
import type { StoredBanners } from './store';

const IMAGE_FIELDS = ['image_desktop_zh', 'image_desktop_en', 'image_mobile_zh', 'image_mobile_en'] as const;

/** Whether a banner's picture field names this uploaded picture (as a path, or a full address of any host ending in it). */
const names = (value: string, key: string) => new URL(value, 'https://console.invalid').pathname === mediaPath(key);

/**
 * Which stored banners show an uploaded picture, whatever their schedule (an ended banner may be
 * scheduled again; a scheduled one will need it). A stored list the schema cannot read is
 * searched as text: if it mentions the key at all, the picture counts as used (`unreadable`), so
 * a broken list never loses a picture it may be repaired to show.
 */
export function bannersUsing(stored: StoredBanners, key: string): { ids: string[]; unreadable: boolean } {
  const ids = stored.banners.filter((b: Banner) => IMAGE_FIELDS.some((f) => names(b[f], key))).map((b) => String(b.id));
  return { ids, unreadable: stored.invalid && (stored.raw ?? '').includes(key) };
}
