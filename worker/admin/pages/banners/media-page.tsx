/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { MEDIA_KEY, mediaPath } from '../../../../src/server/media/media-key';
import { formatHkDateTime } from '../../../../src/shared/format';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { CsrfField } from '../../csrf';
import { ConsolePage } from '../../layout';
import { consoleHref, sendHtml } from '../../document';
import { mayChange } from '../../sections';
import type { LibraryPicture } from './media-library';
import { bannersUsing } from './picture-references';
import { THUMBNAIL, pictureLabel } from './picture-picker';
import type { StoredBanners } from './store';
import { PICTURE_SIZES, type PictureSize } from './upload';

/** The thumbnail's box: a taller-than-wide picture gets the phone one, anything else (an unknown size too) the desktop one. */
const thumbnailOf = (p: LibraryPicture) => THUMBNAIL[p.width !== null && p.height !== null && p.height > p.width ? 'mobile' : 'desktop'];

/**
 * GET /admin/banners/media, the picture library: every uploaded picture, newest first, with the
 * name it was uploaded with, its file size, pixels, upload time (Hong Kong) and the banners that
 * show it; marketing uploads here and deletes unused pictures. `error`: why the last upload or
 * delete was refused; the page then answers `status`.
 */
export function showLibrary(
  c: Context<AdminEnv>,
  stored: StoredBanners,
  pictures: LibraryPicture[],
  error: string | null = null,
  status: 400 | 404 | 409 = 400,
) {
  const { copy, operator, locale } = c.var;
  const b = copy.banners;
  const m = copy.media;
  const canChange = mayChange(operator.role, 'media');
  const label = (p: LibraryPicture) => pictureLabel(p, m.nameNotRecorded);
  const uploaded = pictures.find((p) => p.key === c.req.query('uploaded'));
  const deleted = c.req.query('pictureDeleted') ?? '';
  const notice = error
    ? null
    : uploaded
      ? fill(m.uploaded, { name: label(uploaded) })
      : MEDIA_KEY.test(deleted)
        ? fill(b.pictureDeleted, { path: mediaPath(deleted) })
        : null;
  const kib = new Intl.NumberFormat(locale === 'en-US' ? 'en' : 'zh-HK', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return sendHtml(
    c,
    <ConsolePage c={c} section="media">
      <h1>{m.heading}</h1>
      {error ? (
        <div class="error" role="alert" id="page-error">
          <p>{error}</p>
        </div>
      ) : null}
      {notice ? (
        <p class="notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>{m.intro}</p>
      {stored.invalid ? <p class="error">{b.storedInvalid}</p> : null}
      {canChange ? (
        <>
          <h2 id="upload-heading">{b.uploadHeading}</h2>
          <p>{b.uploadIntro}</p>
          <form method="post" action={consoleHref(c, '/admin/banners/upload')} enctype="multipart/form-data" aria-labelledby="upload-heading">
            <CsrfField c={c} />
            <div class="field">
              <label for="upload-file">{b.uploadFile}</label>
              <input
                id="upload-file"
                name="file"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                required
                aria-describedby={error ? 'upload-name-hint page-error' : 'upload-name-hint'}
              />
              <p class="hint" id="upload-name-hint">
                {m.nameHint}
              </p>
            </div>
            <fieldset>
              <legend>{b.uploadSize}</legend>
              {(Object.keys(PICTURE_SIZES) as PictureSize[]).map((size, i) => (
                <label class="choice">
                  <input type="radio" name="size" value={size} required checked={i === 0} /> {b.sizes[size]}
                </label>
              ))}
            </fieldset>
            <button type="submit">{b.upload}</button>
          </form>
        </>
      ) : (
        <p>{b.readOnly}</p>
      )}
      <h2 id="pictures-heading">{fill(m.listHeading, { count: pictures.length })}</h2>
      {pictures.length ? (
        <ul class="library" aria-labelledby="pictures-heading">
          {pictures.map((p) => {
            const used = bannersUsing(stored, p.key);
            const inUse = used.ids.length > 0 || used.unreadable;
            return (
              <li data-picture={p.key}>
                {/* Decorative: the name under it says which picture this is. */}
                <img src={mediaPath(p.key)} alt="" width={thumbnailOf(p).width} height={thumbnailOf(p).height} loading="lazy" />
                <div>
                  <h3 data-picture-name="" class={p.name ? undefined : 'unnamed'}>
                    {label(p)}
                  </h3>
                  <dl>
                    <dt>{m.address}</dt>
                    <dd>
                      <code data-picture-path="">{mediaPath(p.key)}</code>
                    </dd>
                    <dt>{m.fileSize}</dt>
                    <dd data-picture-bytes="">{fill(m.kib, { size: kib.format(p.bytes / 1024) })}</dd>
                    <dt>{m.dimensions}</dt>
                    <dd data-picture-dimensions="">{p.width !== null && p.height !== null ? `${p.width}×${p.height}` : m.unknown}</dd>
                    <dt>{m.uploadedAt}</dt>
                    <dd data-picture-uploaded="">{formatHkDateTime(p.uploadedAt, locale)}</dd>
                    <dt>{b.usedBy}</dt>
                    <dd data-picture-used-by="">{used.ids.length ? used.ids.join(' ') : used.unreadable ? b.usedByUnreadable : b.unused}</dd>
                  </dl>
                  {/* Only an unused picture gets the button; the server checks again when it is pressed. */}
                  {canChange && !inUse ? (
                    <form method="post" action={consoleHref(c, '/admin/banners/pictures/delete')}>
                      <CsrfField c={c} />
                      <input type="hidden" name="key" value={p.key} />
                      <button type="submit" class="secondary" aria-label={fill(m.deleteLabel, { name: label(p) })}>
                        {b.remove}
                      </button>
                    </form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{b.noPictures}</p>
      )}
    </ConsolePage>,
    error ? status : 200,
  );
}
