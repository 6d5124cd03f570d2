import { readImageHeader } from '../../../../src/server/media/image-header';
import { MEDIA_KEY } from '../../../../src/server/media/media-key';
import { decodePictureName, encodePictureName } from '../../../../src/server/media/picture-name';

/** An uploaded picture as the library shows it. */
export interface LibraryPicture {
  key: string;
  /** The file name it was uploaded with; null for a picture stored before names were kept. */
  name: string | null;
  bytes: number;
  /** Pixels; null when neither recorded at upload nor readable from the file's first bytes. */
  width: number | null;
  height: number | null;
  uploadedAt: Date;
}

export interface PictureDimensions {
  width: number;
  height: number;
}

/** Enough of a file for the header reader: a PNG or WebP needs 30 bytes, a JPEG's size follows its metadata segments. */
const HEADER_BYTES = 64 * 1024;
/** A picture stored without its size costs one ranged read per listing: bounded, so a bucket of them cannot make a page slow. */
const HEADER_READS_MAX = 20;
/** Far above what a banner library holds; bounds the listing's pages. */
const LIST_MAX = 2000;

/** The R2 custom metadata the upload writes (./index.tsx): the size, the cleaned name (percent-encoded) and the time. */
export const pictureMetadata = (dimensions: PictureDimensions, name: string | null, uploadedAt: Date): Record<string, string> => ({
  width: String(dimensions.width),
  height: String(dimensions.height),
  uploadedAt: uploadedAt.toISOString(),
  ...(name ? { name: encodePictureName(name) } : {}),
});

function recordedDimensions(meta: Record<string, string> | undefined): PictureDimensions | null {
  const width = Number(meta?.width);
  const height = Number(meta?.height);
  return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? { width, height } : null;
}

/** The size read from the stored file's header (a picture put into the bucket some other way than the upload form). */
async function headerDimensions(bucket: R2Bucket, key: string): Promise<PictureDimensions | null> {
  const object = await bucket.get(key, { range: { offset: 0, length: HEADER_BYTES } });
  if (!object) return null;
  const header = readImageHeader(new Uint8Array(await object.arrayBuffer()));
  return header ? { width: header.width, height: header.height } : null;
}

function uploadedAtOf(meta: Record<string, string> | undefined, stored: Date): Date {
  const recorded = meta?.uploadedAt ? new Date(meta.uploadedAt) : null;
  return recorded && !Number.isNaN(recorded.getTime()) ? recorded : stored;
}

/** Every uploaded picture in R2 `MEDIA`, newest first (the time recorded at upload, else R2's own). */
export async function listLibrary(bucket: R2Bucket): Promise<LibraryPicture[]> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    // With metadata included R2 may return fewer than a full page: follow the cursor while it says there is more.
    const page = await bucket.list({ include: ['customMetadata'], ...(cursor ? { cursor } : {}) });
    objects.push(...page.objects.filter((o) => MEDIA_KEY.test(o.key)));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor && objects.length < LIST_MAX);
  let headerReads = 0;
  const pictures = await Promise.all(
    objects.map(async (o): Promise<LibraryPicture> => {
      const dimensions = recordedDimensions(o.customMetadata) ?? (headerReads++ < HEADER_READS_MAX ? await headerDimensions(bucket, o.key) : null);
      return {
        key: o.key,
        name: decodePictureName(o.customMetadata?.name),
        bytes: o.size,
        width: dimensions?.width ?? null,
        height: dimensions?.height ?? null,
        uploadedAt: uploadedAtOf(o.customMetadata, o.uploaded),
      };
    }),
  );
  return pictures.sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime() || a.key.localeCompare(b.key));
}

/** One stored picture's size (recorded, else read from its header): `missing` when no such picture is stored, null when unreadable. */
export async function storedDimensions(bucket: R2Bucket, key: string): Promise<PictureDimensions | null | 'missing'> {
  const object = await bucket.head(key);
  if (!object) return 'missing';
  return recordedDimensions(object.customMetadata) ?? (await headerDimensions(bucket, key));
}
