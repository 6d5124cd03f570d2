import type { AdminCopy } from '../../../../content/i18n/admin.zh-HK';
import { fill } from '../../copy';
import type { BannerForm } from './form';
import { storedDimensions, type PictureDimensions } from './media-library';
import { PICTURE_FIELDS, uploadedKeyOf, type PictureField } from './picture-fields';
import { PICTURE_SIZES, type PictureSize } from './upload';

/**
 * Whether a picture has the shape its use needs: desktop 16:9 (1280×720), phone 2:3 (640×960),
 * within 1% (a 1366×768 "16:9" screen capture is 0.05% off). The site draws banners at those
 * sizes (src/server/banners/public-banner.ts): another shape would be stretched or cut.
 */
export function fitsUse({ width, height }: PictureDimensions, use: PictureSize): boolean {
  const want = PICTURE_SIZES[use];
  return Math.abs(width * want.height - height * want.width) <= 0.01 * height * want.width;
}

/**
 * The picture fields whose uploaded picture has the wrong shape (or a size that cannot be read),
 * each with its reason in the console's language. A field naming no uploaded picture (a file of
 * the site, marketing's image host) is left to the banner schema, as before pictures were checked.
 */
export async function pictureShapeProblems(form: BannerForm, bucket: R2Bucket, copy: AdminCopy['media']): Promise<Partial<Record<PictureField, string>>> {
  const problems: Partial<Record<PictureField, string>> = {};
  await Promise.all(
    PICTURE_FIELDS.map(async ([field, , use]) => {
      const key = uploadedKeyOf(form[field]);
      if (!key) return;
      const dimensions = await storedDimensions(bucket, key);
      if (dimensions === 'missing') return;
      if (!dimensions) problems[field] = copy.sizeUnknown;
      else if (!fitsUse(dimensions, use)) problems[field] = fill(copy.wrongShape[use], { actual: `${dimensions.width}×${dimensions.height}` });
    }),
  );
  return problems;
}
