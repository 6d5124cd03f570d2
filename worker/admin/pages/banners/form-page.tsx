/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { CsrfField } from '../../csrf';
import { ConsolePage } from '../../layout';
import { consoleHref, sendHtml } from '../../document';
import type { BannerForm } from './form';
import { BannerTable } from './list-page';
import type { LibraryPicture } from './media-library';
import { PICTURE_FIELDS, type PictureField } from './picture-fields';
import { PicturePicker } from './picture-picker';
import { RevisionField } from './revision-field';
import type { StoredBanners } from './store';

/**
 * The banner form (new, edit, or sent back with the reasons it was refused). `originalId` names
 * the banner being edited; `revision` is the stored list's the form was read from (./store.ts).
 * Each picture is chosen from the uploaded ones of its shape (./picture-picker.tsx) or typed as
 * another address; `pictureErrors` says next to a field why its picture was refused
 * (./picture-ratio.ts). `conflict`: the list as it is now, after someone else changed it; the form
 * keeps what was typed and carries the new list's revision, so saving again (after comparing)
 * publishes.
 */
export function showForm(
  c: Context<AdminEnv>,
  {
    form,
    originalId,
    revision,
    errors = [],
    notice = null,
    conflict = null,
    pictures,
    pictureErrors = {},
    draft = false,
  }: {
    form: BannerForm;
    originalId: string | null;
    revision: string;
    errors?: string[];
    notice?: string | null;
    conflict?: StoredBanners | null;
    pictures: LibraryPicture[];
    pictureErrors?: Partial<Record<PictureField, string>>;
    /** The banner edited is a draft: saving keeps it one (publishing is its own step). */
    draft?: boolean;
  },
) {
  const b = c.var.copy.banners;
  const heading = originalId === null ? b.createHeading : fill(b.editHeading, { id: originalId });
  const described = errors.length || conflict ? 'banner-errors' : undefined;
  const text = (name: keyof BannerForm, label: string, options: { hint?: string; required?: boolean; type?: string } = {}) => (
    <div class="field wide">
      <label for={`banner-${name}`}>{label}</label>
      <input
        id={`banner-${name}`}
        name={name}
        type={options.type ?? 'text'}
        value={form[name]}
        required={options.required ?? true}
        aria-describedby={[options.hint ? `banner-${name}-hint` : '', described ?? ''].filter(Boolean).join(' ') || undefined}
      />
      {options.hint ? (
        <p class="hint" id={`banner-${name}-hint`}>
          {options.hint}
        </p>
      ) : null}
    </div>
  );
  return sendHtml(
    c,
    <ConsolePage c={c} section="banners">
      <h1 id="form-heading">{heading}</h1>
      {notice ? (
        <p class="notice" role="status">
          {notice}
        </p>
      ) : null}
      {errors.length ? (
        <div class="error" role="alert" id="banner-errors">
          <p>{b.errors.heading}</p>
          <ul>
            {errors.map((e) => (
              <li>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {conflict ? (
        <>
          <div class="error" role="alert" id="banner-errors" data-conflict="">
            <p>{b.errors.conflict}</p>
          </div>
          <section aria-labelledby="current-heading">
            <h2 id="current-heading">{b.currentHeading}</h2>
            <BannerTable c={c} stored={conflict} canChange={false} />
          </section>
          <h2>{b.yourEntries}</h2>
        </>
      ) : null}
      <form method="post" action={consoleHref(c, '/admin/banners/save')} aria-labelledby="form-heading">
        <CsrfField c={c} />
        <RevisionField revision={revision} />
        {originalId !== null ? <input type="hidden" name="original_id" value={originalId} /> : null}
        {text('id', b.id)}
        <div class="field">
          <label for="banner-banner_type">{b.type}</label>
          <select id="banner-banner_type" name="banner_type">
            {(['crazy_ad', 'floating_icon'] as const).map((t) => (
              <option value={t} selected={form.banner_type === t}>
                {b.types[t]}
              </option>
            ))}
          </select>
        </div>
        {text('campaign', b.campaign)}
        {text('variant', b.variant, { required: false })}
        {text('weight', b.weight, { required: false, hint: b.weightHint, type: 'text' })}
        {text('url_zh', b.urlZh, { hint: b.urlHint })}
        {text('url_en', b.urlEn, { hint: b.urlHint })}
        <p>
          <a href={consoleHref(c, '/admin/banners/media')}>{c.var.copy.media.formLink}</a>
        </p>
        {PICTURE_FIELDS.map(([name, label, use]) => (
          <PicturePicker
            c={c}
            field={name}
            label={b[label]}
            use={use}
            value={form[name]}
            pictures={pictures}
            error={pictureErrors[name]}
            describedBy={described}
          />
        ))}
        {text('starts_at', b.startsAt, { required: false, type: 'datetime-local' })}
        {text('ends_at', b.endsAt, { required: false, type: 'datetime-local' })}
        <div class="buttons">
          <button type="submit">{draft ? b.drafts.saveDraft : b.save}</button>
          <a href={consoleHref(c, '/admin/banners')}>{b.cancel}</a>
        </div>
      </form>
    </ConsolePage>,
    conflict ? 409 : errors.length ? 400 : 200,
  );
}
