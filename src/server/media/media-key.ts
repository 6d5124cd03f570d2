import type { ImageFormat } from './image-header';

/**
 * Uploaded pictures are stored under their content's SHA-256 and served at /media/<key>: the same
 * file always has the same address (uploading it again changes nothing), and an address never
 * shows other bytes later, so browsers and the edge may keep it for a year (`immutable`).
 */
export const MEDIA_KEY = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export async function mediaKey(bytes: Uint8Array<ArrayBuffer>, format: ImageFormat): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}.${EXTENSION[format]}`;
}

/** The picture's address on this site, as a banner's image field names it. */
export const mediaPath = (key: string) => `/media/${key}`;
