/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { mediaPath } from '../../../../src/server/media/media-key';
import { formatHkDateTime } from '../../../../src/shared/format';
import type { AdminEnv } from '../../context';
import type { LibraryPicture } from './media-library';
import { OTHER_ADDRESS, type PictureField } from './picture-fields';
import { fitsUse } from './picture-ratio';
import type { PictureSize } from './upload';

/** A thumbnail's box: the shape of its use, small enough for two or three in a row on a phone. */
export const THUMBNAIL: Record<PictureSize, { width: number; height: number }> = {
  desktop: { width: 128, height: 72 },
  mobile: { width: 64, height: 96 },
};

/** A picture's name as staff read it: the file name, or that none was kept, with the start of its hash to tell such pictures apart. */
export const pictureLabel = (picture: LibraryPicture, notRecorded: string) => picture.name ?? `${notRecorded} (${picture.key.slice(0, 12)}…)`;

/**
 * One picture field of the banner form as a choice of uploaded pictures (radio buttons with their
 * thumbnail, name, pixels and upload time: no script), offering those of the shape the field
 * needs, newest first, then "another address" with a text field, for a picture the library does
 * not hold (a file of the site, marketing's image host) or one of another shape. A stored value
 * that is none of the offered pictures comes back there, so editing a banner never changes a
 * picture unseen. `error`: why the server refused this field, shown under its legend.
 */
export function PicturePicker({
  c,
  field,
  label,
  use,
  value,
  pictures,
  error,
  describedBy,
}: {
  c: Context<AdminEnv>;
  field: PictureField;
  label: string;
  use: PictureSize;
  value: string;
  pictures: LibraryPicture[];
  error: string | undefined;
  describedBy: string | undefined;
}) {
  const { copy, locale } = c.var;
  const m = copy.media;
  const offered = pictures.filter((p) => p.width !== null && p.height !== null && fitsUse({ width: p.width, height: p.height }, use));
  const other = value !== '' && !offered.some((p) => mediaPath(p.key) === value);
  const hintId = `banner-${field}-hint`;
  const errorId = `banner-${field}-error`;
  return (
    <fieldset class="picker" id={`picker-${field}`} aria-describedby={[hintId, error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ')}>
      <legend>{label}</legend>
      <p class="hint" id={hintId}>
        {m.pickHint[use]}
      </p>
      {error ? (
        <p class="field-error" id={errorId} data-field-error={field}>
          {error}
        </p>
      ) : null}
      {offered.length ? (
        <div class="picks">
          {offered.map((p) => (
            <label class="pick" data-pick={p.key}>
              <input type="radio" name={field} value={mediaPath(p.key)} checked={mediaPath(p.key) === value} required />
              {/* Decorative: the name beside it says which picture this is. */}
              <img src={mediaPath(p.key)} alt="" width={THUMBNAIL[use].width} height={THUMBNAIL[use].height} loading="lazy" />
              <span class="pick-name">{pictureLabel(p, m.nameNotRecorded)}</span>
              <span class="hint">{`${p.width}×${p.height} · ${formatHkDateTime(p.uploadedAt, locale)}`}</span>
            </label>
          ))}
        </div>
      ) : (
        <p>{m.pickNone}</p>
      )}
      <label class="choice">
        <input type="radio" name={field} value={OTHER_ADDRESS} checked={other} required /> {m.pickOther}
      </label>
      <div class="field wide">
        <label for={`banner-${field}-address`}>{m.pickOtherAddress}</label>
        <input id={`banner-${field}-address`} name={`${field}_address`} type="text" value={other ? value : ''} />
      </div>
    </fieldset>
  );
}
