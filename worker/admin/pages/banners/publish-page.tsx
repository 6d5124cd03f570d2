/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { variantName, type Banner } from '../../../../src/server/config/banners';
import { formatHkDateTime } from '../../../../src/shared/format';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { CsrfField } from '../../csrf';
import { ConsolePage } from '../../layout';
import { consoleHref, sendHtml } from '../../document';
import { PictureBox } from './picture-box';
import { RevisionField } from './revision-field';
import type { StoredBanners } from './store';
import { testAfterPublishing } from './variants';

const PICTURES = [
  ['desktop', 'zh'],
  ['desktop', 'en'],
  ['mobile', 'zh'],
  ['mobile', 'en'],
] as const;

/**
 * GET /admin/banners/publish?id=: what publishing a draft puts live, before it does: the variant,
 * its four pictures (./picture-box.tsx), its links, its weight and share in the test it joins
 * (the other variants as they will be), and when visitors get it (now, or its scheduled start in
 * Hong Kong time). The button posts the id with the list's revision; nothing changes before.
 */
export function showPublish(c: Context<AdminEnv>, stored: StoredBanners, draft: Banner) {
  const { copy, locale } = c.var;
  const b = copy.banners;
  const d = b.drafts;
  const now = new Date();
  const id = String(draft.id);
  const variant = variantName(draft);
  const scheduled = draft.starts_at !== undefined && Date.parse(draft.starts_at) > now.getTime();
  const members = testAfterPublishing(stored.banners, draft, now);
  return sendHtml(
    c,
    <ConsolePage c={c} section="banners">
      <h1 id="publish-heading">{fill(d.publishHeading, { variant, id })}</h1>
      <p>{d.publishIntro}</p>
      <dl>
        <dt>{d.when}</dt>
        <dd data-publish-when={scheduled ? 'scheduled' : 'now'}>
          {scheduled ? fill(d.whenScheduled, { start: formatHkDateTime(new Date(draft.starts_at!), locale) }) : d.whenNow}
          {draft.ends_at ? ` ${fill(d.until, { end: formatHkDateTime(new Date(draft.ends_at), locale) })}` : ''}
        </dd>
        <dt>{d.links}</dt>
        <dd>
          <code>{fill(d.linkZh, { url: draft.url_zh })}</code>
          <br />
          <code>{fill(d.linkEn, { url: draft.url_en })}</code>
        </dd>
      </dl>
      <h2>{d.test}</h2>
      <div class="table-wrap">
        <table data-publish-test="">
          <caption>{fill(d.testCaption, { campaign: draft.campaign, type: b.types[draft.banner_type] })}</caption>
          <thead>
            <tr>
              <th scope="col">{b.variant}</th>
              <th scope="col">{b.id}</th>
              <th scope="col">{b.weight}</th>
              <th scope="col">{d.share}</th>
            </tr>
          </thead>
          <tbody>
            {members.map(({ banner, share }) => {
              const original = stored.banners.find((s) => s.id === banner.id);
              const name =
                banner.id === draft.id
                  ? fill(d.thisOne, { variant: variantName(banner) })
                  : original && variantName(original) !== variantName(banner)
                    ? fill(d.renamed, { variant: variantName(original) })
                    : variantName(banner);
              return (
                <tr data-variant={variantName(banner)}>
                  <th scope="row">{name}</th>
                  <td>{String(banner.id)}</td>
                  <td>{banner.weight ?? 1}</td>
                  <td>{`${(share * 100).toFixed(1)}%`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {members.length > 1 ? <p class="notice">{d.movesVisitors}</p> : null}
      <h2>{b.previewHeading}</h2>
      <div class="previews">
        {PICTURES.map(([size, language]) => {
          const sizeName = size === 'desktop' ? b.previewDesktop : b.previewMobile;
          return (
            <PictureBox
              size={size}
              src={draft[`image_${size}_${language}`]}
              caption={`${sizeName}, ${b.previewLanguage[language]}`}
              alt={fill(b.previewAlt, { id, size: sizeName, language: b.previewLanguage[language] })}
            />
          );
        })}
      </div>
      <form method="post" action={consoleHref(c, '/admin/banners/publish')} aria-labelledby="publish-heading">
        <CsrfField c={c} />
        <RevisionField revision={stored.revision} />
        <input type="hidden" name="id" value={id} />
        <div class="buttons">
          <button type="submit">{scheduled ? d.confirmScheduled : d.confirm}</button>
          <a href={consoleHref(c, '/admin/banners')}>{b.cancel}</a>
        </div>
      </form>
    </ConsolePage>,
  );
}
