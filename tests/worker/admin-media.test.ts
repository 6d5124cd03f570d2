import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makePng } from '../test-pictures';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * The banner picture library and the banner form's picture picker (docs/admin.md, "The Banners
 * page"), as marketing uses them: pictures listed by the name they were uploaded with, their
 * size, pixels and upload time in Hong Kong; pictures chosen by name in the form and served by the
 * site once published; a picture of the wrong shape refused next to its field with nothing saved;
 * pictures stored before names were kept; and file names an attacker chose, shown as plain text.
 */
const keys = new AccessKeys();
let worker: TestWorker;
let kv: KVNamespace;
let db: D1Database;
let media: R2Bucket;

const MARKETING = 'marketing@lender.example';
const VIEWER = 'viewer@lender.example';

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({ vars: keys.vars({ [MARKETING]: 'marketing', [VIEWER]: 'viewer' }), logs: [] });
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
  for (const o of (await media.list()).objects) await media.delete(o.key);
});

const DESKTOP = makePng(1280, 720, { shade: 0x21 });
const MOBILE = makePng(640, 960, { shade: 0xe1 });
/** The address a picture is served at: the SHA-256 of its bytes, worked out here. */
const pathOf = (bytes: Buffer) => `/media/${createHash('sha256').update(bytes).digest('hex')}.png`;
const keyOf = (bytes: Buffer) => pathOf(bytes).slice('/media/'.length);

async function session(email = MARKETING) {
  const token = await keys.sign({ email });
  const first = await worker.get('/admin/banners', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
  const csrf = cookie.split('=')[1]!;
  const headers = (extra: Record<string, string> = {}) => ({ 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, ...extra });
  const get = (path: string) => worker.get(path, { headers: headers() });
  return {
    get,
    html: async (path: string) => (await get(path)).text(),
    /** The banner form as a browser sends it, with the revision of a form opened just now. */
    save: async (fields: Record<string, string>, lang = '') => {
      const revision = /name="revision" value="([^"]*)"/.exec(await (await get('/admin/banners/new')).text())![1]!;
      return worker.get(`/admin/banners/save${lang}`, {
        method: 'POST',
        headers: headers({ Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' }),
        body: new URLSearchParams({ csrf, revision, ...fields }).toString(),
      });
    },
    /** The library's upload form, with the file name the browser sends. */
    upload: async (file: Buffer, size: 'desktop' | 'mobile', name: string) => {
      const form = new FormData();
      form.set('csrf', csrf);
      form.set('size', size);
      form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      return worker.get('/admin/banners/upload', {
        method: 'POST',
        headers: headers({ Origin: 'http://localhost', 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) }),
        body,
      });
    },
  };
}

/** One picture's entry in the library page. */
const entry = (html: string, bytes: Buffer | string) => {
  const key = typeof bytes === 'string' ? bytes : keyOf(bytes);
  return new RegExp(`<li data-picture="${key}">([\\s\\S]*?)</li>`).exec(html)?.[1] ?? '';
};
const shown = (html: string, attribute: string) => new RegExp(`<[^>]*${attribute}[^>]*>([\\s\\S]*?)</`).exec(html)?.[1]?.trim();

/** An instant as the console writes it in English, Hong Kong time, worked out with Node's own time zone data. */
function hkEnglish(ms: number): string {
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'long', year: 'numeric' }).format(ms);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
  return `${date}, ${time}`;
}

const banner = (pictures: Record<string, string>) => ({
  id: 'spring-a',
  banner_type: 'crazy_ad',
  campaign: 'spring-2027',
  variant: 'A',
  weight: '1',
  url_zh: '/loan/n-loan',
  url_en: '/en/loan/n-loan',
  starts_at: '',
  ends_at: '',
  ...pictures,
});

describe('the picture library', () => {
  it('lists each uploaded picture by the name it was uploaded with, its size, pixels and upload time, newest first', async () => {
    const marketing = await session();
    const before = Date.now();
    const uploaded = await marketing.upload(DESKTOP, 'desktop', 'spring-desktop.png');
    expect(uploaded.status).toBe(303);
    expect(uploaded.headers.get('Location')).toBe(`/admin/banners/media?uploaded=${keyOf(DESKTOP)}`);
    expect((await marketing.upload(MOBILE, 'mobile', '春季 手機版.png')).status).toBe(303);
    const after = Date.now();

    const page = await marketing.html(`/admin/banners/media?uploaded=${keyOf(DESKTOP)}&lang=en`);
    expect(page).toContain('Uploaded: spring-desktop.png.');
    // Newest first: the phone picture was uploaded last.
    expect(page.indexOf(`data-picture="${keyOf(MOBILE)}"`)).toBeLessThan(page.indexOf(`data-picture="${keyOf(DESKTOP)}"`));

    const desktop = entry(page, DESKTOP);
    expect(shown(desktop, 'data-picture-name')).toBe('spring-desktop.png');
    expect(shown(desktop, 'data-picture-path')).toBe(pathOf(DESKTOP));
    expect(shown(desktop, 'data-picture-bytes')).toBe(`${(DESKTOP.length / 1024).toFixed(1)} KiB`);
    expect(shown(desktop, 'data-picture-dimensions')).toBe('1280×720');
    expect([hkEnglish(before), hkEnglish(after)]).toContain(shown(desktop, 'data-picture-uploaded'));
    expect(shown(desktop, 'data-picture-used-by')).toBe('No banner');
    // The thumbnail is the picture itself, from this site.
    expect(desktop).toContain(`<img src="${pathOf(DESKTOP)}" alt="" width="128" height="72"`);
    expect(shown(entry(page, MOBILE), 'data-picture-name')).toBe('春季 手機版.png');
    expect(shown(entry(page, MOBILE), 'data-picture-dimensions')).toBe('640×960');

    // The name is in the audit row too.
    const row = await db.prepare("SELECT after_json FROM audit_log WHERE action = 'media.upload' ORDER BY id LIMIT 1").first<{ after_json: string }>();
    expect(JSON.parse(row!.after_json)).toMatchObject({ name: 'spring-desktop.png', width: 1280, height: 720, bytes: DESKTOP.length });
  });

  it('still lists a picture stored before names were kept: by its hash, its pixels read from the file', async () => {
    // As the console stored pictures before: the type only (and here not even the size).
    await media.put(keyOf(MOBILE), MOBILE, { httpMetadata: { contentType: 'image/png' } });
    // And an object whose bytes are no picture the header reader knows.
    const broken = `${'ab'.repeat(32)}.png`;
    await media.put(broken, new TextEncoder().encode('not a picture'), { httpMetadata: { contentType: 'image/png' } });
    const marketing = await session();

    const en = await marketing.html('/admin/banners/media?lang=en');
    const old = entry(en, MOBILE);
    expect(shown(old, 'data-picture-name')).toBe(`name not recorded (${keyOf(MOBILE).slice(0, 12)}…)`);
    expect(shown(old, 'data-picture-path')).toBe(pathOf(MOBILE));
    expect(shown(old, 'data-picture-dimensions')).toBe('640×960');
    expect(shown(entry(en, broken), 'data-picture-dimensions')).toBe('unknown');
    const zh = await marketing.html('/admin/banners/media');
    expect(shown(entry(zh, MOBILE), 'data-picture-name')).toContain('未有記錄名稱');
    expect(shown(entry(zh, broken), 'data-picture-dimensions')).toBe('不明');

    // Uploading the same file again gives it a name; the address stays the same.
    expect((await marketing.upload(MOBILE, 'mobile', 'summer-phone.png')).status).toBe(303);
    expect(shown(entry(await marketing.html('/admin/banners/media?lang=en'), MOBILE), 'data-picture-name')).toBe('summer-phone.png');
    expect((await media.list()).objects.map((o) => o.key).sort()).toEqual([broken, keyOf(MOBILE)].sort());
  });

  it('shows a file name chosen by an attacker as plain text, without its folders or control characters, and cut short', async () => {
    const marketing = await session();
    const hostile = `../../secret/<img src=x onerror=alert(1)>\u202egnp.exe\tname's.png`;
    expect((await marketing.upload(DESKTOP, 'desktop', hostile)).status).toBe(303);
    expect((await marketing.upload(MOBILE, 'mobile', `${'x'.repeat(300)}.png`)).status).toBe(303);

    const page = await marketing.html('/admin/banners/media?lang=en');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('secret');
    expect(page).not.toContain('\u202e');
    expect(shown(entry(page, DESKTOP), 'data-picture-name')).toBe('&lt;img src=x onerror=alert(1)&gt;gnp.exe name&#39;s.png');
    expect(entry(page, DESKTOP)).toContain('aria-label="Delete picture &lt;img src=x onerror=alert(1)&gt;gnp.exe name&#39;s.png"');
    expect(shown(entry(page, MOBILE), 'data-picture-name')).toBe('x'.repeat(100));

    // The banner form's picker shows it the same way.
    const form = await marketing.html('/admin/banners/new?lang=en');
    expect(form).not.toContain('<img src=x');
    expect(form).toContain('&lt;img src=x onerror=alert(1)&gt;gnp.exe name&#39;s.png');
    // What is stored is the cleaned name.
    const stored = await media.head(keyOf(DESKTOP));
    expect(decodeURIComponent(stored!.customMetadata!.name!)).toBe("<img src=x onerror=alert(1)>gnp.exe name's.png");
  });

  it('says which banners use a picture, and only marketing gets the upload and delete forms', async () => {
    const marketing = await session();
    await marketing.upload(DESKTOP, 'desktop', 'spring-desktop.png');
    await marketing.upload(MOBILE, 'mobile', 'spring-phone.png');
    const pictures = { image_desktop_zh: pathOf(DESKTOP), image_desktop_en: pathOf(DESKTOP), image_mobile_zh: pathOf(MOBILE), image_mobile_en: pathOf(MOBILE) };
    expect((await marketing.save(banner(pictures))).status).toBe(303);
    const page = await marketing.html('/admin/banners/media?lang=en');
    expect(shown(entry(page, DESKTOP), 'data-picture-used-by')).toBe('spring-a');
    expect(entry(page, DESKTOP)).not.toContain('<form');

    const viewer = await session(VIEWER);
    const seen = await viewer.html('/admin/banners/media?lang=en');
    expect(shown(entry(seen, DESKTOP), 'data-picture-name')).toBe('spring-desktop.png');
    expect(seen).toContain('Your role may look but not change.');
    expect(seen).not.toContain('<form method="post" action="/admin/banners/upload');
    expect(seen).not.toContain('/admin/banners/pictures/delete');
    // The menu leads to it.
    expect(await viewer.html('/admin/banners?lang=en')).toContain('<a href="/admin/banners/media?lang=en">Banner pictures</a>');
  });
});

describe('choosing pictures in the banner form', () => {
  it('offers the uploaded pictures of each field’s shape by name and thumbnail, and the one chosen is what the site serves', async () => {
    const marketing = await session();
    await marketing.upload(DESKTOP, 'desktop', 'spring-desktop.png');
    await marketing.upload(MOBILE, 'mobile', 'spring-phone.png');

    const form = await marketing.html('/admin/banners/new?lang=en');
    const picker = (field: string) => new RegExp(`<fieldset class="picker" id="picker-${field}"[\\s\\S]*?</fieldset>`).exec(form)?.[0] ?? '';
    const desktopPicker = picker('image_desktop_zh');
    expect(desktopPicker).toContain('<legend>Desktop picture, Chinese (1280×720)</legend>');
    expect(desktopPicker).toMatch(
      new RegExp(
        `<input type="radio" name="image_desktop_zh" value="${pathOf(DESKTOP)}"[^>]*>\\s*<img src="${pathOf(DESKTOP)}"[^>]*>\\s*<span class="pick-name">spring-desktop.png</span>`,
      ),
    );
    // A phone picture is not offered for a desktop field, nor the other way round.
    expect(desktopPicker).not.toContain('spring-phone.png');
    expect(picker('image_mobile_en')).toContain('spring-phone.png');
    expect(picker('image_mobile_en')).not.toContain('spring-desktop.png');

    // Chosen as the picker sends them: each field names the picture's address.
    const saved = await marketing.save(
      banner({ image_desktop_zh: pathOf(DESKTOP), image_desktop_en: pathOf(DESKTOP), image_mobile_zh: pathOf(MOBILE), image_mobile_en: pathOf(MOBILE) }),
    );
    expect(saved.status).toBe(303);
    const api = (await (await worker.get('/api/banners?source=desktop_web')).json()) as { banners: { id: string; image: string }[] };
    expect(api.banners).toMatchObject([{ id: 'spring-a', image: pathOf(DESKTOP) }]);
    const served = await worker.get(api.banners[0]!.image);
    expect(Buffer.from(await served.arrayBuffer()).equals(DESKTOP)).toBe(true);
    const phone = (await (await worker.get('/api/banners?source=mobile_web&locale=en-US')).json()) as { banners: { image: string }[] };
    expect(phone.banners[0]!.image).toBe(pathOf(MOBILE));

    // Opened again, the form has those pictures chosen.
    const edit = await marketing.html('/admin/banners/edit?id=spring-a&lang=en');
    expect(edit).toMatch(new RegExp(`name="image_desktop_zh" value="${pathOf(DESKTOP)}" checked=""`));
    expect(edit).toMatch(new RegExp(`name="image_mobile_en" value="${pathOf(MOBILE)}" checked=""`));
  });

  it('takes another address typed in the form, and shows a stored picture that is not offered as that address', async () => {
    const marketing = await session();
    await marketing.upload(MOBILE, 'mobile', 'spring-phone.png');
    const saved = await marketing.save(
      banner({
        image_desktop_zh: 'other',
        image_desktop_zh_address: '/images/banners/spring-desktop-zh.png',
        image_desktop_en: 'other',
        image_desktop_en_address: '/images/banners/spring-desktop-en.png',
        image_mobile_zh: pathOf(MOBILE),
        image_mobile_en: pathOf(MOBILE),
      }),
    );
    expect(saved.status).toBe(303);
    const stored = JSON.parse((await kv.get('banners'))!) as Record<string, string>[];
    expect(stored[0]).toMatchObject({ image_desktop_zh: '/images/banners/spring-desktop-zh.png', image_mobile_zh: pathOf(MOBILE) });
    const edit = await marketing.html('/admin/banners/edit?id=spring-a&lang=en');
    expect(edit).toMatch(/name="image_desktop_zh" value="other" checked=""/);
    expect(edit).toContain('name="image_desktop_zh_address" type="text" value="/images/banners/spring-desktop-zh.png"');
  });

  it('refuses a picture of the wrong shape next to its field, keeps what was entered, and saves nothing', async () => {
    const marketing = await session();
    await marketing.upload(DESKTOP, 'desktop', 'spring-desktop.png');
    await marketing.upload(MOBILE, 'mobile', 'spring-phone.png');
    await db.exec('DELETE FROM audit_log');

    // The phone picture typed as the Chinese desktop picture.
    const res = await marketing.save(
      banner({
        weight: '4',
        image_desktop_zh: 'other',
        image_desktop_zh_address: pathOf(MOBILE),
        image_desktop_en: pathOf(DESKTOP),
        image_mobile_zh: pathOf(MOBILE),
        image_mobile_en: pathOf(MOBILE),
      }),
      '?lang=en',
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    const fieldError = /<p class="field-error" id="banner-image_desktop_zh-error" data-field-error="image_desktop_zh">([^<]*)<\/p>/.exec(html)?.[1];
    expect(fieldError).toBe('This picture is 640×960 pixels, not 16:9: a desktop picture must be 16:9, like 1280×720.');
    // The field's group is described by it, and the summary names the banner and the field.
    expect(html).toMatch(/<fieldset class="picker" id="picker-image_desktop_zh" aria-describedby="[^"]*banner-image_desktop_zh-error/);
    expect(html).toContain('Banner spring-a: Desktop picture (Chinese): This picture is 640×960 pixels');
    expect(html).not.toContain('data-field-error="image_desktop_en"');
    // What was entered is still there.
    expect(html).toMatch(/name="image_desktop_zh" value="other" checked=""/);
    expect(html).toContain(`name="image_desktop_zh_address" type="text" value="${pathOf(MOBILE)}"`);
    expect(html).toMatch(new RegExp(`name="image_desktop_en" value="${pathOf(DESKTOP)}" checked=""`));
    expect(html).toMatch(/name="weight"[^>]*value="4"/);

    // The desktop picture as a phone picture, in Chinese.
    const zh = await (
      await marketing.save(
        banner({ image_desktop_zh: pathOf(DESKTOP), image_desktop_en: pathOf(DESKTOP), image_mobile_zh: pathOf(MOBILE), image_mobile_en: pathOf(DESKTOP) }),
      )
    ).text();
    expect(zh).toContain('此圖片是 1280×720 像素，不是 2:3：手機版圖片必須是 2:3（例如 640×960）。');

    expect(await kv.get('banners')).toBeNull();
    expect((await db.prepare('SELECT COUNT(*) AS n FROM audit_log').first<{ n: number }>())!.n).toBe(0);
  });

  it('refuses a stored picture whose size cannot be read', async () => {
    const unreadable = `${'cd'.repeat(32)}.png`;
    await media.put(unreadable, new TextEncoder().encode('not a picture'), { httpMetadata: { contentType: 'image/png' } });
    const marketing = await session();
    await marketing.upload(MOBILE, 'mobile', 'spring-phone.png');
    const res = await marketing.save(
      banner({
        image_desktop_zh: `/media/${unreadable}`,
        image_desktop_en: `/media/${unreadable}`,
        image_mobile_zh: pathOf(MOBILE),
        image_mobile_en: pathOf(MOBILE),
      }),
      '?lang=en',
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This picture&#39;s size could not be read, so its shape cannot be checked.');
    expect(await kv.get('banners')).toBeNull();
  });
});
