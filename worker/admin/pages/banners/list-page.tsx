/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { isDraft, scheduleStatus, variantName, type Banner } from '../../../../src/server/config/banners';
import { MEDIA_KEY, mediaPath } from '../../../../src/server/media/media-key';
import { formatHkDateTime } from '../../../../src/shared/format';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { CsrfField } from '../../csrf';
import { ConsolePage } from '../../layout';
import { consoleHref, sendHtml } from '../../document';
import { mayChange } from '../../sections';
import { bannersUsing } from './picture-references';
import { RevisionField } from './revision-field';
import type { StoredBanners } from './store';
import { PICTURE_SIZES, type PictureSize } from './upload';

/** An uploaded picture as R2 lists it (its size was read from the file at upload). */
export interface Picture {
  key: string;
  width: number;
  height: number;
}

/** The pictures in R2 `MEDIA`, with the size recorded at upload. */
export async function listPictures(bucket: R2Bucket): Promise<Picture[]> {
  const listed = await bucket.list({ limit: 500, include: ['customMetadata'] });
  return listed.objects.map((o) => ({ key: o.key, width: Number(o.customMetadata?.width), height: Number(o.customMetadata?.height) }));
}

/**
 * GET /admin/banners: the published list, the upload form and the uploaded pictures. `error`: why
 * the last change (an upload, a duplicate, a delete) was refused; the page then answers `status`
 * (400; 409 when the list changed since the operator read it).
 */
export async function showList(c: Context<AdminEnv>, stored: StoredBanners, pictures: Picture[], error: string | null = null, status: 400 | 404 | 409 = 400) {
  const { copy, operator } = c.var;
  const b = copy.banners;
  const canChange = mayChange(operator.role, 'banners');
  const notice = error
    ? null
    : c.req.query('uploaded')
      ? fill(b.uploaded, { path: mediaPath(c.req.query('uploaded')!) })
      : c.req.query('removed')
        ? b.removed
        : MEDIA_KEY.test(c.req.query('pictureDeleted') ?? '')
          ? fill(b.pictureDeleted, { path: mediaPath(c.req.query('pictureDeleted')!) })
          : c.req.query('saved')
            ? b.saved
            : c.req.query('draftSaved')
              ? b.drafts.draftSaved
              : c.req.query('published')
                ? fill(b.drafts.published, { id: c.req.query('published')! })
                : null;
  return sendHtml(
    c,
    <ConsolePage c={c} section="banners">
      <h1>{b.heading}</h1>
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
      <p>{b.intro}</p>
      {stored.invalid ? <p class="error">{b.storedInvalid}</p> : null}
      <h2>{b.listHeading}</h2>
      <BannerTable c={c} stored={stored} canChange={canChange} />
      {canChange ? (
        <>
          <p>
            <a href={consoleHref(c, '/admin/banners/new')}>{b.create}</a>
          </p>
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
                aria-describedby={error ? 'page-error' : undefined}
              />
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
      <h2>{b.picturesHeading}</h2>
      {pictures.length ? (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{b.picture}</th>
                <th scope="col">{b.address}</th>
                <th scope="col">{b.dimensions}</th>
                <th scope="col">{b.usedBy}</th>
                {canChange ? <th scope="col">{b.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {pictures.map((p) => {
                const used = bannersUsing(stored, p.key);
                return (
                  <tr data-picture={p.key}>
                    <td>
                      {/* A thumbnail only: its address is the next cell, so it is decorative. */}
                      <img src={mediaPath(p.key)} alt="" width={p.width >= p.height ? 128 : 64} height={p.width >= p.height ? 72 : 96} loading="lazy" />
                    </td>
                    <td>
                      <code data-picture-path="">{mediaPath(p.key)}</code>
                    </td>
                    <td>{`${p.width}×${p.height}`}</td>
                    <td>{used.ids.length ? used.ids.join(' ') : used.unreadable ? b.usedByUnreadable : b.unused}</td>
                    {canChange ? (
                      <td>
                        {/* Only an unused picture gets the button; the server checks again when it is pressed. */}
                        {used.ids.length || used.unreadable ? null : (
                          <form method="post" action={consoleHref(c, '/admin/banners/pictures/delete')}>
                            <CsrfField c={c} />
                            <input type="hidden" name="key" value={p.key} />
                            <button type="submit" class="secondary" aria-label={fill(b.deletePictureLabel, { path: mediaPath(p.key) })}>
                              {b.remove}
                            </button>
                          </form>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{b.noPictures}</p>
      )}
    </ConsolePage>,
    error ? status : 200,
  );
}

/** The stored banners, one row each; with `canChange`, each row's change forms carry the list's revision. */
export function BannerTable({ c, stored, canChange }: { c: Context<AdminEnv>; stored: StoredBanners; canChange: boolean }) {
  const { copy, locale } = c.var;
  const b = copy.banners;
  const now = new Date();
  const time = (iso: string | undefined) => (iso ? formatHkDateTime(new Date(iso), locale) : b.always);
  if (!stored.banners.length) return <p>{b.empty}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{b.id}</th>
            <th scope="col">{b.type}</th>
            <th scope="col">{b.campaign}</th>
            <th scope="col">{b.variant}</th>
            <th scope="col">{b.weight}</th>
            <th scope="col">{b.schedule}</th>
            <th scope="col">{b.status}</th>
            <th scope="col">{b.actions}</th>
          </tr>
        </thead>
        <tbody>
          {stored.banners.map((banner) => (
            <BannerRow
              c={c}
              banner={banner}
              canChange={canChange}
              revision={stored.revision}
              status={b.statuses[scheduleStatus(banner, now)]}
              when={fill(b.scheduleValue, { start: time(banner.starts_at), end: time(banner.ends_at) })}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BannerRow({
  c,
  banner,
  canChange,
  revision,
  status,
  when,
}: {
  c: Context<AdminEnv>;
  banner: Banner;
  canChange: boolean;
  revision: string;
  status: string;
  when: string;
}) {
  const b = c.var.copy.banners;
  const id = String(banner.id);
  return (
    <tr data-banner-id={id}>
      <td>{id}</td>
      <td>{b.types[banner.banner_type]}</td>
      <td>{banner.campaign}</td>
      <td>{variantName(banner)}</td>
      <td>{banner.weight ?? 1}</td>
      <td>{when}</td>
      <td>{status}</td>
      <td>
        <div class="buttons">
          <a href={consoleHref(c, '/admin/banners/preview', { id })} aria-label={fill(b.previewOf, { id })}>
            {b.previewHeading}
          </a>
          {canChange ? (
            <>
              <a href={consoleHref(c, '/admin/banners/edit', { id })} aria-label={fill(b.editLabel, { id })}>
                {b.edit}
              </a>
              {isDraft(banner) ? (
                <a href={consoleHref(c, '/admin/banners/publish', { id })} aria-label={fill(b.drafts.publishLabel, { id })}>
                  {b.drafts.publish}
                </a>
              ) : null}
              <form method="post" action={consoleHref(c, '/admin/banners/duplicate')}>
                <CsrfField c={c} />
                <RevisionField revision={revision} />
                <input type="hidden" name="id" value={id} />
                <button type="submit" class="secondary" aria-label={fill(b.duplicateLabel, { id })}>
                  {b.duplicate}
                </button>
              </form>
              <form method="post" action={consoleHref(c, '/admin/banners/delete')}>
                <CsrfField c={c} />
                <RevisionField revision={revision} />
                <input type="hidden" name="id" value={id} />
                <button type="submit" class="secondary" aria-label={fill(b.removeLabel, { id })}>
                  {b.remove}
                </button>
              </form>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
