import { MEDIA_KEY } from '../../../../src/server/media/media-key';
import type { PictureSize } from './upload';

/** A banner's four picture fields: the stored field, its label in the copy, and the use (so the shape) it needs. */
export const PICTURE_FIELDS = [
  ['image_desktop_zh', 'imageDesktopZh', 'desktop'],
  ['image_desktop_en', 'imageDesktopEn', 'desktop'],
  ['image_mobile_zh', 'imageMobileZh', 'mobile'],
  ['image_mobile_en', 'imageMobileEn', 'mobile'],
] as const satisfies readonly (readonly [string, string, PictureSize])[];

export type PictureField = (typeof PICTURE_FIELDS)[number][0];

/** The picker's last choice, "another address", whose value is then the text field `<field>_address`. */
export const OTHER_ADDRESS = 'other';

/**
 * What a picture field holds as sent: the chosen picture's path (`/media/<key>`, the value the
 * site reads), or the typed address when "another address" was chosen. A post that names the path
 * directly (the form before the picker, the tests, a script) is taken as it is.
 */
export function chosenPicture(body: Record<string, unknown>, field: PictureField): string {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
  const chosen = text(field);
  return chosen === OTHER_ADDRESS ? text(`${field}_address`) : chosen;
}

/** The uploaded picture a field's value names on this site (`/media/<key>`, relative), or null: another host's address or another file is not one. */
export function uploadedKeyOf(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const key = /^\/media\/([^/?#]+)(?:[?#].*)?$/.exec(value)?.[1] ?? '';
  return MEDIA_KEY.test(key) ? key : null;
}
