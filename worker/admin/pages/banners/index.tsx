/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { isDraft, type Banner } from '../../../../src/server/config/banners';
import { MEDIA_KEY, mediaPath } from '../../../../src/server/media/media-key';
import { cleanPictureName, decodePictureName } from '../../../../src/server/media/picture-name';
import { AuditLog } from '../../../db/audit-log';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { consoleHref, refuseAction, Refusal, sendHtml } from '../../document';
import { mayChange } from '../../sections';
import { bannerOf, formOf, localizedIssues, readForm } from './form';
import { showForm } from './form-page';
import { showList } from './list-page';
import { listLibrary, pictureMetadata } from './media-library';
import { showLibrary } from './media-page';
import { PICTURE_FIELDS } from './picture-fields';
import { pictureShapeProblems } from './picture-ratio';
import { showPreview } from './preview-page';
import { showPublish } from './publish-page';
import { bannersUsing } from './picture-references';
import { publishBanners, readBanners, sentRevision, type PublishResult, type StoredBanners } from './store';
import { checkPicture } from './upload';
import { duplicateAsVariant, publishDraft } from './variants';

const byId = (list: Banner[], id: unknown) => list.find((b) => String(b.id) === id) ?? null;
const may = (c: Context<AdminEnv>) => mayChange(c.var.operator.role, 'banners');

/** A duplicate or delete made on a list someone else changed since: the list as it is now, and what was not done (409). */
async function listConflict(c: Context<AdminEnv>, stored: StoredBanners, message: string, id: unknown) {
  return showList(c, stored, fill(message, { id: typeof id === 'string' ? id : '' }), 409);
}

/** A duplicate or delete refused by the publish step: a conflict as above, or the schema's reasons (400). */
async function refusedOnList(c: Context<AdminEnv>, stored: StoredBanners, result: Exclude<PublishResult, { ok: true }>, message: string, id: unknown) {
  if ('conflict' in result) return listConflict(c, stored, message, id);
  return showList(c, stored, localizedIssues(result.issues, result.list, c.var.copy.banners).join(' '));
}

function notFound(c: Context<AdminEnv>) {
  const copy = c.var.copy;
  return sendHtml(c, <Refusal c={c} title={copy.refusal.notFoundTitle} text={copy.banners.notFound} />, 404);
}

/**
 * /admin/banners (docs/admin.md): every role sees the banners (published and drafts), their
 * previews and the picture library (/admin/banners/media); marketing creates, edits, duplicates
 * as a variant (a draft), publishes a draft, deletes, uploads and deletes unused pictures. Each
 * change writes the whole list through ./store.ts (the revision the form was read from, the
 * site's schema, then KV, then the audit log) or is sent back with the reasons and writes nothing.
 */
export const banners = new Hono<AdminEnv>()
  .get('/', async (c) => showList(c, await readBanners(c)))
  .get('/media', async (c) => showLibrary(c, await readBanners(c), await listLibrary(c.env.MEDIA)))
  .get('/preview', async (c) => {
    const { banners: list } = await readBanners(c);
    const banner = byId(list, c.req.query('id'));
    return banner ? showPreview(c, list, banner) : notFound(c);
  })
  .get('/new', async (c) => {
    if (!may(c)) return refuseAction(c);
    const { revision } = await readBanners(c);
    return showForm(c, { form: formOf(null), originalId: null, revision, pictures: await listLibrary(c.env.MEDIA) });
  })
  .get('/edit', async (c) => {
    if (!may(c)) return refuseAction(c);
    const stored = await readBanners(c);
    const banner = byId(stored.banners, c.req.query('id'));
    if (!banner) return notFound(c);
    const duplicated = c.req.query('duplicated');
    const notice = duplicated ? fill(c.var.copy.banners.duplicated, { variant: duplicated }) : isDraft(banner) ? c.var.copy.banners.drafts.draftNote : null;
    return showForm(c, {
      form: formOf(banner),
      originalId: String(banner.id),
      revision: stored.revision,
      notice,
      pictures: await listLibrary(c.env.MEDIA),
      draft: isDraft(banner),
    });
  })
  .post('/save', async (c) => {
    if (!may(c)) return refuseAction(c);
    const body = await c.req.parseBody();
    const stored = await readBanners(c);
    const revision = sentRevision(body);
    const originalId = typeof body.original_id === 'string' ? body.original_id : null;
    const original = originalId === null ? null : byId(stored.banners, originalId);
    const form = readForm(body);
    // An uploaded picture of the wrong shape for its field: refused next to that field, nothing
    // written. What was typed is judged before the list it would join (a conflict comes after).
    const pictureErrors = await pictureShapeProblems(form, c.env.MEDIA, c.var.copy.media);
    if (Object.keys(pictureErrors).length) {
      const b = c.var.copy.banners;
      const errors = PICTURE_FIELDS.flatMap(([field]) => {
        const problem = pictureErrors[field];
        return problem ? [fill(b.errors.banner, { id: form.id, field: b.fields[field], problem })] : [];
      });
      return showForm(c, {
        form,
        originalId,
        revision,
        errors,
        pictureErrors,
        pictures: await listLibrary(c.env.MEDIA),
        draft: !!original && isDraft(original),
      });
    }
    // Someone else published since this form was read: nothing is written; the form comes back
    // as typed, next to the list as it is now (an edited banner they deleted is offered as new).
    const conflict = async () =>
      showForm(c, {
        form,
        originalId: original ? originalId : null,
        revision: stored.revision,
        conflict: stored,
        pictures: await listLibrary(c.env.MEDIA),
        draft: !!original && isDraft(original),
      });
    if (revision !== stored.revision) return conflict();
    if (originalId !== null && !original) return notFound(c);
    const banner = bannerOf(form, original);
    const next: unknown[] = original ? stored.banners.map((b) => (b === original ? banner : b)) : [...stored.banners, banner];
    const result = await publishBanners(c, original ? 'banner.update' : 'banner.create', `kv:banners#${form.id}`, stored, revision, next);
    if (result.ok) return c.redirect(consoleHref(c, '/admin/banners', original && isDraft(original) ? { draftSaved: '1' } : { saved: '1' }), 303);
    if ('conflict' in result) return conflict();
    const errors = localizedIssues(result.issues, result.list, c.var.copy.banners);
    return showForm(c, { form, originalId, revision, errors, pictures: await listLibrary(c.env.MEDIA), draft: !!original && isDraft(original) });
  })
  .post('/duplicate', async (c) => {
    if (!may(c)) return refuseAction(c);
    const body = await c.req.parseBody();
    const stored = await readBanners(c);
    const source = byId(stored.banners, body.id);
    if (sentRevision(body) !== stored.revision) return listConflict(c, stored, c.var.copy.banners.errors.conflictDuplicate, body.id);
    if (!source) return notFound(c);
    const { list, copy } = duplicateAsVariant(stored.banners, source);
    const result = await publishBanners(c, 'banner.duplicate', `kv:banners#${copy.id}`, stored, sentRevision(body), list);
    if (!result.ok) return refusedOnList(c, stored, result, c.var.copy.banners.errors.conflictDuplicate, body.id);
    return c.redirect(consoleHref(c, '/admin/banners/edit', { id: String(copy.id), duplicated: copy.variant ?? '' }), 303);
  })
  // Publishing a draft: first what will go live and when (GET), then the change itself (POST).
  .get('/publish', async (c) => {
    if (!may(c)) return refuseAction(c);
    const stored = await readBanners(c);
    const banner = byId(stored.banners, c.req.query('id'));
    if (!banner) return notFound(c);
    if (!isDraft(banner)) return showList(c, stored, fill(c.var.copy.banners.drafts.notDraft, { id: String(banner.id) }), 409);
    return showPublish(c, stored, banner);
  })
  .post('/publish', async (c) => {
    if (!may(c)) return refuseAction(c);
    const body = await c.req.parseBody();
    const stored = await readBanners(c);
    const banner = byId(stored.banners, body.id);
    const d = c.var.copy.banners.drafts;
    if (sentRevision(body) !== stored.revision) return listConflict(c, stored, d.conflictPublish, body.id);
    if (!banner) return notFound(c);
    if (!isDraft(banner)) return showList(c, stored, fill(d.notDraft, { id: String(banner.id) }), 409);
    const list = publishDraft(stored.banners, banner);
    const result = await publishBanners(c, 'banner.publish', `kv:banners#${banner.id}`, stored, sentRevision(body), list);
    if (!result.ok) return refusedOnList(c, stored, result, d.conflictPublish, body.id);
    return c.redirect(consoleHref(c, '/admin/banners', { published: String(banner.id) }), 303);
  })
  .post('/delete', async (c) => {
    if (!may(c)) return refuseAction(c);
    const body = await c.req.parseBody();
    const stored = await readBanners(c);
    const banner = byId(stored.banners, body.id);
    if (sentRevision(body) !== stored.revision) return listConflict(c, stored, c.var.copy.banners.errors.conflictDelete, body.id);
    if (!banner) return notFound(c);
    const result = await publishBanners(
      c,
      'banner.delete',
      `kv:banners#${banner.id}`,
      stored,
      sentRevision(body),
      stored.banners.filter((b) => b !== banner),
    );
    if (!result.ok) return refusedOnList(c, stored, result, c.var.copy.banners.errors.conflictDelete, body.id);
    return c.redirect(consoleHref(c, '/admin/banners', { removed: '1' }), 303);
  })
  // The one route with a larger body: the console's CSRF step lets it through up to 2 MiB (../../upload-limit.ts).
  .post('/upload', async (c) => {
    if (!may(c)) return refuseAction(c);
    const body = await c.req.parseBody();
    const checked = await checkPicture(body.file, body.size, c.var.copy.banners.errors);
    if (!checked.ok) return showLibrary(c, await readBanners(c), await listLibrary(c.env.MEDIA), checked.error);
    const { key, bytes, header } = checked;
    const name = cleanPictureName(body.file instanceof File ? body.file.name : '');
    // The same bytes always have the same key: an upload of a stored picture writes nothing new,
    // unless it was stored before names were kept: then it is stored again with this one.
    const existing = await c.env.MEDIA.head(key);
    if (!existing || (!decodePictureName(existing.customMetadata?.name) && name)) {
      const now = new Date();
      await c.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: header.contentType }, customMetadata: pictureMetadata(header, name, now) });
      await new AuditLog(c.env.DB).record(
        {
          actor: c.var.operator.email,
          action: 'media.upload',
          target: `r2:${key}`,
          before: existing ? { key, name: null } : null,
          after: { key, name, type: header.contentType, width: header.width, height: header.height, bytes: bytes.length },
        },
        now,
      );
    }
    return c.redirect(consoleHref(c, '/admin/banners/media', { uploaded: key }), 303);
  })
  // Deletes an uploaded picture no stored banner shows; one in use is refused with the banners' ids.
  .post('/pictures/delete', async (c) => {
    if (!may(c)) return refuseAction(c);
    const body = await c.req.parseBody();
    const key = typeof body.key === 'string' ? body.key : '';
    const errors = c.var.copy.banners.errors;
    const stored = await readBanners(c);
    const object = MEDIA_KEY.test(key) ? await c.env.MEDIA.head(key) : null;
    if (!object) return showLibrary(c, stored, await listLibrary(c.env.MEDIA), errors.pictureNotFound, 404);
    const used = bannersUsing(stored, key);
    if (used.ids.length || used.unreadable) {
      const ids = new Intl.ListFormat(c.var.locale === 'en-US' ? 'en' : 'zh-HK', { type: 'conjunction' }).format(used.ids);
      const reason = used.ids.length
        ? fill(errors.pictureInUse, { path: mediaPath(key), ids })
        : fill(errors.pictureInUnreadableList, { path: mediaPath(key) });
      return showLibrary(c, stored, await listLibrary(c.env.MEDIA), reason, 409);
    }
    await c.env.MEDIA.delete(key);
    await new AuditLog(c.env.DB).record(
      {
        actor: c.var.operator.email,
        action: 'media.delete',
        target: `r2:${key}`,
        before: {
          key,
          name: decodePictureName(object.customMetadata?.name),
          type: object.httpMetadata?.contentType ?? null,
          width: Number(object.customMetadata?.width),
          height: Number(object.customMetadata?.height),
          bytes: object.size,
        },
        after: null,
      },
      new Date(),
    );
    return c.redirect(consoleHref(c, '/admin/banners/media', { pictureDeleted: key }), 303);
  });
