import type { AdminCopy } from '../../../../content/i18n/admin.zh-HK';
import { readImageHeader, type ImageHeader } from '../../../../src/server/media/image-header';
import { mediaKey } from '../../../../src/server/media/media-key';
import { fill } from '../../copy';
import { UPLOAD_MAX_FILE_BYTES } from '../../upload-limit';

/** The sizes the site shows banner pictures at (src/server/banners/public-banner.ts), exactly. */
export const PICTURE_SIZES = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 640, height: 960 },
} as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
const isPictureSize = (v: unknown): v is PictureSize => v === 'desktop' || v === 'mobile';

export type CheckedPicture = { ok: true; bytes: Uint8Array<ArrayBuffer>; header: ImageHeader; key: string } | { ok: false; error: string };

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/**
 * A picture as uploaded, checked before anything is stored: a file at all, at most 1 MiB, a PNG,
 * JPEG or WebP by its own first bytes (the declared type and name are ignored: they are whatever
 * the browser or the sender says), and exactly the size its use needs, read from its header.
 */
export async function checkPicture(file: unknown, size: unknown, errors: AdminCopy['banners']['errors']): Promise<CheckedPicture> {
  if (!isPictureSize(size)) return { ok: false, error: errors.sizeChoice };
  if (!(file instanceof File) || file.size === 0) return { ok: false, error: errors.noFile };
  if (file.size > UPLOAD_MAX_FILE_BYTES) return { ok: false, error: fill(errors.fileTooBig, { size: megabytes(file.size) }) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, error: errors.fileType };
  const want = PICTURE_SIZES[size];
  if (header.width !== want.width || header.height !== want.height) {
    return { ok: false, error: fill(errors.fileDimensions, { actual: `${header.width}×${header.height}`, expected: `${want.width}×${want.height}` }) };
  }
  return { ok: true, bytes, header, key: await mediaKey(bytes, header.format) };
}
