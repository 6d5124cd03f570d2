import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makePng } from '../test-pictures';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * The console's Banners page (docs/admin.md): marketing uploads pictures to R2 and publishes
 * banners to KV `banners` through the site's own schema; what the site's /api/banners then serves;
 * refused uploads and lists leave R2 and KV as they were; the other roles and cross-site requests
 * change nothing; every change is in the audit log; /media serves the pictures.
 */
const keys = new AccessKeys();
let worker: TestWorker;
let kv: KVNamespace;
let db: D1Database;
let media: R2Bucket;

const EMAILS = { ops: 'ops@lender.example', marketing: 'marketing@lender.example', viewer: 'viewer@lender.example' } as const;
type Role = keyof typeof EMAILS;

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({
    vars: keys.vars({ [EMAILS.ops]: 'ops', [EMAILS.marketing]: 'marketing', [OTHER_MARKETER]: 'marketing', [EMAILS.viewer]: 'viewer' }),
    logs: [],
  });
  kv = await worker.kv();
  db = await worker.db();
  media = (await worker.mf.getR2Bucket('MEDIA')) as unknown as R2Bucket;
});
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});
beforeEach(async () => {
  await kv.delete('banners');
  await db.exec('DELETE FROM audit_log');
  const stored = await media.list();
  for (const o of stored.objects) await media.delete(o.key);
});

const DESKTOP = makePng(1280, 720, { shade: 0x40 });
const MOBILE = makePng(640, 960, { shade: 0xc0 });
/** The key a picture must be stored under: the SHA-256 of its bytes, worked out here, and its type's extension. */
const keyOf = (bytes: Buffer) => `${createHash('sha256').update(bytes).digest('hex')}.png`;

/** A second marketer, for two people changing the banners at once. */
const OTHER_MARKETER = 'marketing.two@lender.example';

async function session(role: Role, email: string = EMAILS[role]) {
  const token = await keys.sign({ email });
  const page = await worker.get('/admin/banners', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  expect(page.status).toBe(200);
  const cookie = page.headers.get('Set-Cookie')!.split(';')[0]!;
  const csrf = cookie.split('=')[1]!;
  const headers = (extra: Record<string, string> = {}) => ({ 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, ...extra });
  /** The stored list's revision as a banner form just opened carries it ('' for a role that gets no form). */
  const openedRevision = async () => formRevision(await (await worker.get('/admin/banners/new', { headers: headers() })).text()) ?? '';
  return {
    get: (path: string) => worker.get(path, { headers: headers() }),
    /** A form post as the browser sends it; a banner change carries the revision of a form opened just now unless `fields` names one. */
    post: async (path: string, fields: Record<string, string> = {}, extra: Record<string, string> = { Origin: 'http://localhost' }, withCsrf = true) => {
      const revision =
        /^\/admin\/banners\/(save|duplicate|delete|publish)/.test(path) && !('revision' in fields)
          ? { revision: await openedRevision() }
          : ({} as Record<string, string>);
      return worker.get(path, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', ...extra }),
        body: new URLSearchParams({ ...(withCsrf ? { csrf } : {}), ...revision, ...fields }).toString(),
      });
    },
    /** The upload form as a browser sends it: multipart, with a declared type the server must not trust. */
    upload: async (file: Buffer, size: string, { type = 'image/png', withCsrf = true, lang = '' } = {}) => {
      const form = new FormData();
      if (withCsrf) form.set('csrf', csrf);
      form.set('size', size);
      form.set('file', new Blob([new Uint8Array(file)], { type }), 'picture.png');
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      return worker.get(`/admin/banners/upload${lang}`, {
        method: 'POST',
        headers: headers({ Origin: 'http://localhost', 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) }),
        body,
      });
    },
  };
}

const bannerFields = (overrides: Record<string, string> = {}) => ({
  id: 'spring-a',
  banner_type: 'crazy_ad',
  campaign: 'spring-2027',
  variant: 'A',
  weight: '1',
  url_zh: '/loan/n-loan',
  url_en: 'https://www.example.com/offer?lang=en',
  image_desktop_zh: `/media/${keyOf(DESKTOP)}`,
  image_desktop_en: `/media/${keyOf(DESKTOP)}`,
  image_mobile_zh: `/media/${keyOf(MOBILE)}`,
  image_mobile_en: `/media/${keyOf(MOBILE)}`,
  starts_at: '',
  ends_at: '',
  ...overrides,
});

/** The hidden revision field of a console page's banner form. */
const formRevision = (html: string) => /name="revision" value="([^"]*)"/.exec(html)?.[1];

const storedBanners = async () => JSON.parse((await kv.get('banners')) ?? 'null') as Record<string, unknown>[] | null;
const auditRows = async () =>
  (await db.prepare('SELECT actor, action, target, before_json, after_json FROM audit_log ORDER BY id').all<Record<string, string | null>>()).results;
const mediaKeys = async () => (await media.list()).objects.map((o) => o.key);

describe('marketing publishes a banner with uploaded pictures', () => {
  it('uploads both sizes, publishes, and the site serves the banner with those pictures', async () => {
    const marketing = await session('marketing');
    const desktop = await marketing.upload(DESKTOP, 'desktop');
    expect(desktop.status).toBe(303);
    expect(desktop.headers.get('Location')).toBe(`/admin/banners/media?uploaded=${keyOf(DESKTOP)}`);
    expect((await marketing.upload(MOBILE, 'mobile')).status).toBe(303);
    expect((await mediaKeys()).sort()).toEqual([keyOf(DESKTOP), keyOf(MOBILE)].sort());

    const page = await (await marketing.get(`/admin/banners/media?uploaded=${keyOf(MOBILE)}&lang=en`)).text();
    expect(page).toContain('Uploaded: picture.png.');
    expect(page).toContain('640×960');

    const saved = await marketing.post('/admin/banners/save', bannerFields());
    expect(saved.status).toBe(303);
    expect(await storedBanners()).toEqual([
      {
        id: 'spring-a',
        banner_type: 'crazy_ad',
        campaign: 'spring-2027',
        variant: 'A',
        weight: 1,
        url_zh: '/loan/n-loan',
        url_en: 'https://www.example.com/offer?lang=en',
        image_desktop_zh: `/media/${keyOf(DESKTOP)}`,
        image_desktop_en: `/media/${keyOf(DESKTOP)}`,
        image_mobile_zh: `/media/${keyOf(MOBILE)}`,
        image_mobile_en: `/media/${keyOf(MOBILE)}`,
      },
    ]);

    const api = (await (await worker.get('/api/banners?source=desktop_web')).json()) as { banners: Record<string, unknown>[] };
    expect(api.banners).toEqual([
      {
        id: 'spring-a',
        banner_type: 'crazy_ad',
        campaign: 'spring-2027',
        variant: 'A',
        url: '/loan/n-loan',
        image: `/media/${keyOf(DESKTOP)}`,
        width: 1280,
        height: 720,
      },
    ]);
    const mobileEn = (await (await worker.get('/api/banners?source=mobile_web&locale=en-US')).json()) as { banners: Record<string, unknown>[] };
    expect(mobileEn.banners[0]).toMatchObject({ url: 'https://www.example.com/offer?lang=en', image: `/media/${keyOf(MOBILE)}`, width: 640, height: 960 });

    // The picture the banner names is served by the site itself.
    const picture = await worker.get(`/media/${keyOf(DESKTOP)}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(DESKTOP)).toBe(true);

    const rows = await auditRows();
    expect(rows.map((r) => [r.actor, r.action, r.target])).toEqual([
      [EMAILS.marketing, 'media.upload', `r2:${keyOf(DESKTOP)}`],
      [EMAILS.marketing, 'media.upload', `r2:${keyOf(MOBILE)}`],
      [EMAILS.marketing, 'banner.create', 'kv:banners#spring-a'],
    ]);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ type: 'image/png', width: 1280, height: 720, bytes: DESKTOP.length });
    expect(JSON.parse(rows[2]!.before_json!)).toEqual([]);
    expect(JSON.parse(rows[2]!.after_json!)).toEqual(await storedBanners());
  });

  it('duplicates a banner as the next variant, sets the weights, and schedules one for later', async () => {
    const marketing = await session('marketing');
    expect((await marketing.post('/admin/banners/save', bannerFields({ id: 'spring', variant: '' }))).status).toBe(303);
    const duplicated = await marketing.post('/admin/banners/duplicate', { id: 'spring' });
    expect(duplicated.status).toBe(303);
    expect(duplicated.headers.get('Location')).toBe('/admin/banners/edit?id=spring-2027-b&duplicated=B');
    // The copy is B, a draft, in the same campaign and type; the original keeps its name until B is published.
    expect((await storedBanners())!.map((b) => [b.id, b.campaign, b.banner_type, b.variant, b.draft])).toEqual([
      ['spring', 'spring-2027', 'crazy_ad', undefined, undefined],
      ['spring-2027-b', 'spring-2027', 'crazy_ad', 'B', true],
    ]);
    const edit = await (await marketing.get('/admin/banners/edit?id=spring-2027-b&duplicated=B&lang=en')).text();
    expect(edit).toContain('Duplicated as variant B, a draft');

    // B gets three times A's share and starts tomorrow (Hong Kong time) and ends the day after.
    const hk = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);
    const start = Date.now() + 24 * 3600_000;
    const saved = await marketing.post(
      '/admin/banners/save',
      bannerFields({ original_id: 'spring-2027-b', id: 'spring-2027-b', variant: 'B', weight: '3', starts_at: hk(start), ends_at: hk(start + 24 * 3600_000) }),
    );
    expect(saved.status).toBe(303);
    const b = (await storedBanners())![1]!;
    expect(b.weight).toBe(3);
    expect(b.starts_at).toBe(`${hk(start)}:00+08:00`);
    // Published: the original, unnamed, becomes A (the report's baseline) at the same moment.
    expect((await marketing.post('/admin/banners/publish', { id: 'spring-2027-b' })).status).toBe(303);
    expect((await storedBanners())!.map((x) => [x.id, x.variant, x.draft])).toEqual([
      ['spring', 'A', undefined],
      ['spring-2027-b', 'B', undefined],
    ]);

    const list = await (await marketing.get('/admin/banners?lang=en')).text();
    expect(list).toMatch(/data-banner-id="spring-2027-b"[\s\S]*?Scheduled/);
    expect(list).toMatch(/data-banner-id="spring"[\s\S]*?Live/);
    // Until it starts, visitors only get A.
    for (let i = 0; i < 5; i += 1) {
      const api = (await (await worker.get('/api/banners?source=desktop_web')).json()) as { banners: { variant: string }[] };
      expect(api.banners.map((x) => x.variant)).toEqual(['A']);
    }
    expect((await auditRows()).map((r) => r.action)).toEqual(['banner.create', 'banner.duplicate', 'banner.update', 'banner.publish']);
  });

  it('deletes a banner, with the list before and after in the log', async () => {
    const marketing = await session('marketing');
    await marketing.post('/admin/banners/save', bannerFields());
    await marketing.post('/admin/banners/save', bannerFields({ id: 'spring-b', variant: 'B' }));
    const removed = await marketing.post('/admin/banners/delete', { id: 'spring-a' });
    expect(removed.status).toBe(303);
    expect((await storedBanners())!.map((b) => b.id)).toEqual(['spring-b']);
    const last = (await auditRows()).at(-1)!;
    expect([last.action, last.target]).toEqual(['banner.delete', 'kv:banners#spring-a']);
    expect(JSON.parse(last.before_json!).map((b: { id: string }) => b.id)).toEqual(['spring-a', 'spring-b']);
    expect(JSON.parse(last.after_json!).map((b: { id: string }) => b.id)).toEqual(['spring-b']);
  });
});

describe('two people change the banners at once', () => {
  /** The stored list with banners spring-a and spring-b (A and B of spring-2027), as marketing published them. */
  const storeTwo = async () => {
    const banner = (id: string, variant: string) => {
      const { starts_at: _s, ends_at: _e, ...fields } = bannerFields({ id, variant });
      return { ...fields, weight: 1 };
    };
    await kv.put('banners', JSON.stringify([banner('spring-a', 'A'), banner('spring-b', 'B')]));
  };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('both open the same banner and save: the second is refused, KV keeps the first, and the second keeps what they typed', async () => {
    await storeTwo();
    const alice = await session('marketing');
    const bob = await session('marketing', OTHER_MARKETER);
    const aliceRevision = formRevision(await (await alice.get('/admin/banners/edit?id=spring-a')).text());
    const bobRevision = formRevision(await (await bob.get('/admin/banners/edit?id=spring-a')).text());
    // The revision is the SHA-256 of the stored text (docs/admin.md): both read the same list.
    expect(aliceRevision).toBe(sha256((await kv.get('banners'))!));
    expect(bobRevision).toBe(aliceRevision);

    const first = await alice.post('/admin/banners/save', bannerFields({ original_id: 'spring-a', weight: '2', revision: aliceRevision! }));
    expect(first.status).toBe(303);
    const second = await bob.post(
      '/admin/banners/save?lang=en',
      bannerFields({ original_id: 'spring-a', weight: '5', url_en: 'https://www.example.com/bob-offer', revision: bobRevision! }),
    );
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain('Not published, nothing was changed: someone else changed the banners after you opened this form.');
    // What Bob typed is still in the form ...
    expect(html).toContain('value="https://www.example.com/bob-offer"');
    expect(html).toMatch(/name="weight"[^>]*value="5"/);
    // ... next to the list as it is now: Alice's weight 2.
    expect(html).toContain('The banners published now (changed by someone else)');
    expect(html).toMatch(/data-banner-id="spring-a">(?:<td>[^<]*<\/td>){4}<td>2<\/td>/);
    // KV holds Alice's save, and only her change is in the log.
    expect((await storedBanners())!.map((b) => [b.id, b.weight, b.url_en])).toEqual([
      ['spring-a', 2, 'https://www.example.com/offer?lang=en'],
      ['spring-b', 1, 'https://www.example.com/offer?lang=en'],
    ]);
    expect((await auditRows()).map((r) => [r.actor, r.action])).toEqual([[EMAILS.marketing, 'banner.update']]);

    // The same in Chinese.
    const zh = await bob.post('/admin/banners/save', bannerFields({ original_id: 'spring-a', weight: '5', revision: bobRevision! }));
    expect(zh.status).toBe(409);
    const zhHtml = await zh.text();
    expect(zhHtml).toContain('你開啟此表格後，其他人已更改了橫額');

    // Having seen the list as it is now, Bob saves the form he was given back: it carries the new revision.
    const newRevision = formRevision(zhHtml);
    expect(newRevision).toBe(sha256((await kv.get('banners'))!));
    expect((await bob.post('/admin/banners/save', bannerFields({ original_id: 'spring-a', weight: '5', revision: newRevision! }))).status).toBe(303);
    expect((await storedBanners())![0]!.weight).toBe(5);
    expect((await auditRows()).map((r) => r.actor)).toEqual([EMAILS.marketing, OTHER_MARKETER]);
  });

  it('a new banner, a duplicate or a delete made on a list changed since is refused, and so is a form with no revision', async () => {
    await storeTwo();
    const alice = await session('marketing');
    const bob = await session('marketing', OTHER_MARKETER);
    const listRevision = formRevision(await (await bob.get('/admin/banners')).text())!;
    const newFormRevision = formRevision(await (await bob.get('/admin/banners/new')).text())!;
    expect((await alice.post('/admin/banners/delete', { id: 'spring-b', revision: listRevision })).status).toBe(303);
    const after = await kv.get('banners');

    const duplicate = await bob.post('/admin/banners/duplicate?lang=en', { id: 'spring-a', revision: listRevision });
    expect(duplicate.status).toBe(409);
    const page = await duplicate.text();
    expect(page).toContain('Banner spring-a was not duplicated: someone else changed the banners after you opened this page.');
    // The list shown is the one stored now: spring-b is gone.
    expect(page).toContain('data-banner-id="spring-a"');
    expect(page).not.toContain('data-banner-id="spring-b"');
    const removal = await bob.post('/admin/banners/delete', { id: 'spring-a', revision: listRevision });
    expect(removal.status).toBe(409);
    expect(await removal.text()).toContain('未有刪除橫額 spring-a');
    const created = await bob.post('/admin/banners/save', bannerFields({ id: 'summer-a', campaign: 'summer-2027', revision: newFormRevision }));
    expect(created.status).toBe(409);
    expect(await created.text()).toContain('value="summer-a"');
    expect((await bob.post('/admin/banners/delete', { id: 'spring-a', revision: '' })).status).toBe(409);

    expect(await kv.get('banners')).toBe(after);
    expect((await auditRows()).map((r) => [r.actor, r.action])).toEqual([[EMAILS.marketing, 'banner.delete']]);
  });
});

describe('deleting an uploaded picture', () => {
  const UNUSED = makePng(1280, 720, { shade: 0x80 });

  it('deletes a picture no banner uses, audited; refuses one in use, naming the banners', async () => {
    const marketing = await session('marketing');
    for (const [file, size] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
      [UNUSED, 'desktop'],
    ] as const)
      expect((await marketing.upload(file, size)).status).toBe(303);
    expect((await marketing.post('/admin/banners/save', bannerFields())).status).toBe(303);
    // spring-b shares the phone pictures, with desktop pictures of its own.
    expect(
      (
        await marketing.post(
          '/admin/banners/save',
          bannerFields({ id: 'spring-b', variant: 'B', image_desktop_zh: '/images/banners/b.png', image_desktop_en: '/images/banners/b.png' }),
        )
      ).status,
    ).toBe(303);

    const page = await (await marketing.get('/admin/banners/media?lang=en')).text();
    const row = (key: string) => new RegExp(`<li data-picture="${key}">([\\s\\S]*?)</li>`).exec(page)?.[1] ?? '';
    expect(row(keyOf(DESKTOP))).toContain('<dd data-picture-used-by="">spring-a</dd>');
    expect(row(keyOf(MOBILE))).toContain('<dd data-picture-used-by="">spring-a spring-b</dd>');
    expect(row(keyOf(UNUSED))).toContain('<dd data-picture-used-by="">No banner</dd>');
    // Only the unused picture has a delete button.
    expect(row(keyOf(UNUSED))).toContain('action="/admin/banners/pictures/delete?lang=en"');
    expect(row(keyOf(DESKTOP))).not.toContain('<form');

    const inUse = await marketing.post('/admin/banners/pictures/delete?lang=en', { key: keyOf(MOBILE) });
    expect(inUse.status).toBe(409);
    expect(await inUse.text()).toContain(`Not deleted: /media/${keyOf(MOBILE)} is used by banner spring-a and spring-b. Change or delete those banners first.`);
    const zh = await (await marketing.post('/admin/banners/pictures/delete', { key: keyOf(DESKTOP) })).text();
    expect(zh).toContain(`未有刪除 /media/${keyOf(DESKTOP)}：橫額 spring-a 正在使用此圖片。`);

    const deleted = await marketing.post('/admin/banners/pictures/delete', { key: keyOf(UNUSED) });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('Location')).toBe(`/admin/banners/media?pictureDeleted=${keyOf(UNUSED)}`);
    expect(await (await marketing.get(`/admin/banners/media?pictureDeleted=${keyOf(UNUSED)}&lang=en`)).text()).toContain(
      `Picture deleted: /media/${keyOf(UNUSED)}.`,
    );
    expect((await mediaKeys()).sort()).toEqual([keyOf(DESKTOP), keyOf(MOBILE)].sort());
    expect((await worker.get(`/media/${keyOf(UNUSED)}`)).status).toBe(404);
    // The banners' pictures are still served.
    expect((await worker.get(`/media/${keyOf(MOBILE)}`)).status).toBe(200);

    const deletions = (await auditRows()).filter((r) => r.action === 'media.delete');
    expect(deletions.map((r) => [r.actor, r.target])).toEqual([[EMAILS.marketing, `r2:${keyOf(UNUSED)}`]]);
    expect(JSON.parse(deletions[0]!.before_json!)).toEqual({
      key: keyOf(UNUSED),
      name: 'picture.png',
      type: 'image/png',
      width: 1280,
      height: 720,
      bytes: UNUSED.length,
    });
    expect(deletions[0]!.after_json).toBeNull();

    // Gone already, or no picture's key at all.
    const again = await marketing.post('/admin/banners/pictures/delete?lang=en', { key: keyOf(UNUSED) });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('No such picture; it may have been deleted.');
    expect((await marketing.post('/admin/banners/pictures/delete', { key: '../wrangler.jsonc' })).status).toBe(404);
  });

  it('keeps a picture a stored list names even when the list cannot be read', async () => {
    const marketing = await session('marketing');
    await marketing.upload(UNUSED, 'desktop');
    await kv.put('banners', JSON.stringify([{ id: 'broken', image_desktop_zh: `/media/${keyOf(UNUSED)}` }]));
    const res = await marketing.post('/admin/banners/pictures/delete?lang=en', { key: keyOf(UNUSED) });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('is named in the stored banner list, which cannot be read.');
    expect(await mediaKeys()).toEqual([keyOf(UNUSED)]);
  });

  it('is marketing’s only, and needs the CSRF token', async () => {
    await (await session('marketing')).upload(UNUSED, 'desktop');
    for (const role of ['viewer', 'ops'] as const) {
      const s = await session(role);
      expect((await s.post('/admin/banners/pictures/delete', { key: keyOf(UNUSED) })).status).toBe(403);
      expect(await (await s.get('/admin/banners/media')).text()).not.toContain('/admin/banners/pictures/delete');
    }
    const marketing = await session('marketing');
    expect((await marketing.post('/admin/banners/pictures/delete', { key: keyOf(UNUSED) }, { Origin: 'http://localhost' }, false)).status).toBe(403);
    expect((await marketing.post('/admin/banners/pictures/delete', { key: keyOf(UNUSED) }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await mediaKeys()).toEqual([keyOf(UNUSED)]);
    expect((await auditRows()).map((r) => r.action)).toEqual(['media.upload']);
  });
});

describe('refused uploads store nothing', () => {
  it('a file that is not a PNG, JPEG or WebP, whatever type it declares', async () => {
    const marketing = await session('marketing');
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x00, 0x05, 0xd0, 0x02]), Buffer.alloc(64)]);
    const res = await marketing.upload(gif, 'desktop', { type: 'image/png' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('檔案不是 PNG、JPEG 或 WebP 圖片。');
    const en = await marketing.upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'desktop', { lang: '?lang=en' });
    expect(await en.text()).toContain('The file is not a PNG, JPEG or WebP picture.');
    expect(await mediaKeys()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('a picture over 1 MB', async () => {
    const marketing = await session('marketing');
    // 1280×720 and a valid header, padded to 1.2 MiB.
    const big = makePng(1280, 720, { padding: 1.2 * 1024 * 1024 });
    const res = await marketing.upload(big, 'desktop', { lang: '?lang=en' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`The file is larger than 1 MB (${(big.length / 1024 / 1024).toFixed(2)} MB).`);
    expect(await mediaKeys()).toEqual([]);
  });

  it('a picture of other dimensions than its use needs', async () => {
    const marketing = await session('marketing');
    const res = await marketing.upload(makePng(1280, 721), 'desktop');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('圖片是 1280×721 像素，此用途必須剛好 1280×720 像素。');
    // A desktop picture offered as the phone one.
    const swapped = await marketing.upload(DESKTOP, 'mobile', { lang: '?lang=en' });
    expect(await swapped.text()).toContain('The picture is 1280×720 pixels; for this use it must be exactly 640×960.');
    expect(await mediaKeys()).toEqual([]);
  });

  it('a body over 2 MiB is refused unread (413)', async () => {
    const marketing = await session('marketing');
    const res = await marketing.upload(makePng(1280, 720, { padding: 2.1 * 1024 * 1024 }), 'desktop');
    expect(res.status).toBe(413);
    expect(await mediaKeys()).toEqual([]);
  });
});

describe('a list the site would refuse is not published', () => {
  it('shows what is wrong in the console language and leaves KV as it was', async () => {
    const marketing = await session('marketing');
    await marketing.post('/admin/banners/save', bannerFields());
    const before = await kv.get('banners');

    const res = await marketing.post(
      '/admin/banners/save?lang=en',
      bannerFields({ id: 'spring-b', variant: 'A', image_mobile_en: 'https://evil.example/x.png', url_zh: 'javascript:alert(1)', weight: '0' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Not published, nothing was changed:');
    expect(html).toContain('Banner spring-b: Chinese link: Must be a path on this site (starting with /) or an https:// address.');
    expect(html).toContain('Banner spring-b: Phone picture (English): Must be a picture path on this site');
    expect(html).toContain('Banner spring-b: Weight: Must be a number above 0 and at most 1000.');
    expect(html).toContain('Banner spring-b: Variant: This campaign and type already have a variant of this name.');
    // The form keeps what was typed.
    expect(html).toContain('value="https://evil.example/x.png"');

    const zh = await (
      await marketing.post('/admin/banners/save', bannerFields({ id: 'spring-a', variant: 'B', starts_at: '2027-02-01T10:00', ends_at: '2027-02-01T09:00' }))
    ).text();
    expect(zh).toContain('橫額 spring-a：編號：此編號已被另一橫額使用。');
    expect(zh).toContain('橫額 spring-a：結束：結束時間必須遲於開始時間。');

    expect(await kv.get('banners')).toBe(before);
    expect((await auditRows()).map((r) => r.action)).toEqual(['banner.create']);
  });
});

describe('who may change', () => {
  it('viewer and ops see the page but every change is 403 and changes nothing', async () => {
    await kv.put('banners', JSON.stringify([{ ...bannerFields(), weight: 1 }].map(({ starts_at: _s, ends_at: _e, ...b }) => b)));
    const before = await kv.get('banners');
    for (const role of ['viewer', 'ops'] as const) {
      const s = await session(role);
      const page = await (await s.get('/admin/banners?lang=en')).text();
      expect(page).toContain('spring-2027');
      expect(page).toContain('Your role may look but not change.');
      expect(page).not.toContain('action="/admin/banners/save');
      expect(await (await s.get('/admin/banners/media')).text()).not.toContain('enctype="multipart/form-data"');
      expect((await s.get('/admin/banners/new')).status).toBe(403);
      expect((await s.post('/admin/banners/save', bannerFields({ id: 'x' }))).status).toBe(403);
      expect((await s.post('/admin/banners/duplicate', { id: 'spring-a' })).status).toBe(403);
      expect((await s.post('/admin/banners/delete', { id: 'spring-a' })).status).toBe(403);
      expect((await s.upload(DESKTOP, 'desktop')).status).toBe(403);
      // The preview is for every role.
      expect((await s.get('/admin/banners/preview?id=spring-a')).status).toBe(200);
    }
    expect(await kv.get('banners')).toBe(before);
    expect(await mediaKeys()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('a change without the CSRF token or from another site is 403 and changes nothing', async () => {
    const marketing = await session('marketing');
    expect((await marketing.post('/admin/banners/save', bannerFields(), { Origin: 'http://localhost' }, false)).status).toBe(403);
    expect((await marketing.post('/admin/banners/save', bannerFields(), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await marketing.upload(DESKTOP, 'desktop', { withCsrf: false })).status).toBe(403);
    expect(await kv.get('banners')).toBeNull();
    expect(await mediaKeys()).toEqual([]);
  });
});

describe('the preview', () => {
  it('shows both sizes in both languages at their true size with the compliance line', async () => {
    const marketing = await session('marketing');
    await marketing.post('/admin/banners/save', bannerFields());
    const res = await marketing.get('/admin/banners/preview?id=spring-a&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("img-src 'self'");
    const html = await res.text();
    expect(html).toContain(`<img src="/media/${keyOf(DESKTOP)}" width="1280" height="720"`);
    expect(html).toContain(`<img src="/media/${keyOf(MOBILE)}" width="640" height="960"`);
    // The licence number (content/site.ts, sample) and risk warning, in each language.
    expect(html).toContain('放債人牌照號碼：0000/2026');
    expect(html).toContain('忠告：借錢梗要還，咪俾錢中介');
    expect(html).toContain('Money Lenders Licence No.: 0000/2026');
    expect(html).toContain('Warning: You have to repay your loans.');
    expect((await marketing.get('/admin/banners/preview?id=nope')).status).toBe(404);
  });
});

describe('GET /media/<key>', () => {
  it('serves a stored picture with its type, a year of caching and nosniff; 404 otherwise', async () => {
    const marketing = await session('marketing');
    await marketing.upload(MOBILE, 'mobile');
    const res = await worker.get(`/media/${keyOf(MOBILE)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Number(res.headers.get('Content-Length'))).toBe(MOBILE.length);
    await res.arrayBuffer();

    const unknown = `${'0'.repeat(64)}.png`;
    expect((await worker.get(`/media/${unknown}`)).status).toBe(404);
    expect((await worker.get('/media/..%2Fwrangler.jsonc')).status).toBe(404);
    expect((await worker.get('/media/picture.png')).status).toBe(404);
  });
});
