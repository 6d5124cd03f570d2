import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { d1Reader, readAbResults } from '../../src/server/ab/read-results';
import { campaignsReport } from '../../src/server/campaigns/report';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';
import { issuedVisitorId } from './visitor-ids';

/**
 * Drafts and previews of banner variants (docs/banners.md, docs/admin.md): a variant duplicated
 * in the console is a draft that no visitor gets and no event counts for until marketing publishes
 * it after seeing what goes live; the console's preview shows every variant of a test, with signed
 * links that show one variant on the site; and nothing a previewing browser does moves the A/B or
 * the campaigns report.
 */
const keys = new AccessKeys();
let worker: TestWorker;
let kv: KVNamespace;
let db: D1Database;

const MARKETING = 'marketing@lender.example';
const VIEWER = 'viewer@lender.example';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({ vars: keys.vars({ [MARKETING]: 'marketing', [VIEWER]: 'viewer' }) });
  kv = await worker.kv();
  db = await worker.db();
}, 60_000);
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});
beforeEach(async () => {
  await kv.put('banners', JSON.stringify([SPRING]));
  for (const table of [
    'audit_log',
    'ab_events',
    'ab_address_visitors',
    'ab_experiments',
    'analytics_events',
    'campaign_landings',
    'campaign_address_visitors',
    'campaign_form_opens',
    'campaign_uncounted',
  ])
    await db.exec(`DELETE FROM ${table}`);
});

/** One live popup without a variant name, as a list stored before drafts existed holds it. */
const SPRING = {
  id: 'spring',
  banner_type: 'crazy_ad',
  campaign: 'spring-2027',
  url_zh: '/loan/n-loan',
  url_en: '/en/loan/n-loan',
  image_desktop_zh: '/images/banners/sample-popup-desktop-zh.svg',
  image_desktop_en: '/images/banners/sample-popup-desktop-en.svg',
  image_mobile_zh: '/images/banners/sample-popup-mobile-zh.svg',
  image_mobile_en: '/images/banners/sample-popup-mobile-en.svg',
};

async function session(email: string) {
  const token = await keys.sign({ email });
  const page = await worker.get('/admin/banners', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  expect(page.status).toBe(200);
  const cookie = page.headers.get('Set-Cookie')!.split(';')[0]!;
  const csrf = cookie.split('=')[1]!;
  const headers = (extra: Record<string, string> = {}) => ({ 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, ...extra });
  const revision = async () => /name="revision" value="([^"]*)"/.exec(await (await worker.get('/admin/banners', { headers: headers() })).text())?.[1] ?? '';
  return {
    get: (path: string) => worker.get(path, { headers: headers() }),
    post: async (path: string, fields: Record<string, string>) =>
      worker.get(path, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' }),
        body: new URLSearchParams({ csrf, revision: await revision(), ...fields }).toString(),
      }),
  };
}

const stored = async () => JSON.parse((await kv.get('banners')) ?? '[]') as Record<string, unknown>[];
/** The cookies an answer set, as a browser sends them back. */
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
const cookieHeader = (cookies: string[]) => cookies.filter((c) => !c.endsWith('=')).join('; ');

let ipCounter = 0;
const freshIp = () => `10.91.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** The popup /api/banners gives a browser with these cookies: [id, variant]. */
async function popupOf(cookie: string): Promise<[string, string] | null> {
  const res = await worker.get('/api/banners?source=desktop_web', { headers: cookie ? { Cookie: cookie } : {} });
  const body = (await res.json()) as { banners: { id: string; banner_type: string; variant: string }[] };
  const popup = body.banners.find((b) => b.banner_type === 'crazy_ad');
  return popup ? [popup.id, popup.variant] : null;
}

/** The body track-banner.ts sends, posted as the site's page sends it. */
const track = (event: string, banner: [string, string], cookie: string, ip: string) =>
  worker.get('/api/track', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': CHROME,
      'Accept-Language': 'en',
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': ip,
      Cookie: cookie,
    },
    body: JSON.stringify({
      event,
      anonymousId: 'x',
      properties: { banner_id: banner[0], banner_type: 'crazy_ad', campaign: 'spring-2027', variant: banner[1], source: 'desktop_web', locale: 'en-US' },
      context: { page: { path: '/en' }, campaign: { source: 'ad', name: 'spring-ads' } },
    }),
  });

/** A page request from an ad (a campaign landing when counted), as a browser sends it. */
const landFromAd = async (cookie: string, ip: string) => {
  const res = await worker.get('/en/loan/t-loan?utm_source=ad&utm_medium=cpc&utm_campaign=spring-ads', {
    headers: {
      'User-Agent': CHROME,
      'Accept-Language': 'en',
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
      'CF-Connecting-IP': ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return cookiesOf(res);
};

const hkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** What marketing reads: the A/B report (as of tomorrow, today a finished day, and as of now) and today's campaigns report. */
const reports = async () => {
  const banners = await stored();
  return {
    ab: await readAbResults(d1Reader(db), { now: new Date(Date.now() + 24 * 3600_000), banners: banners as never }),
    abToday: await readAbResults(d1Reader(db), { banners: banners as never }),
    campaigns: await campaignsReport(d1Reader(db), { from: hkToday(), to: hkToday() }),
  };
};

async function settled(sql: string, n: number) {
  const started = Date.now();
  let seen = -1;
  while (Date.now() - started < 15_000) {
    seen = (await db.prepare(sql).first<{ n: number }>())?.n ?? 0;
    if (seen >= n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${sql}: ${seen}, not ${n}`);
}

/** The popups twelve new visitors get: [id, variant] each. */
const popupsOfNewVisitors = async () => {
  const seen: string[] = [];
  for (let i = 0; i < 12; i += 1) seen.push((await popupOf(''))!.join(' '));
  return new Set(seen);
};

describe('a duplicated variant is a draft until it is published', () => {
  it('is stored as a draft, edited as one, never served or counted, then published after a confirmation and served', async () => {
    const marketing = await session(MARKETING);
    const duplicated = await marketing.post('/admin/banners/duplicate', { id: 'spring' });
    expect(duplicated.status).toBe(303);
    expect(duplicated.headers.get('Location')).toBe('/admin/banners/edit?id=spring-2027-b&duplicated=B');
    // The original is untouched (nothing live changes); the copy is B, a draft.
    expect((await stored()).map((b) => [b.id, b.variant, b.draft])).toEqual([
      ['spring', undefined, undefined],
      ['spring-2027-b', 'B', true],
    ]);
    const edit = await (await marketing.get('/admin/banners/edit?id=spring-2027-b&duplicated=B&lang=en')).text();
    expect(edit).toContain('Duplicated as variant B, a draft: no visitor gets it until it is published.');
    expect(edit).toContain('>Save draft</button>');

    // Edited with nine times the original's weight: still a draft.
    const form = { ...SPRING, original_id: 'spring-2027-b', id: 'spring-2027-b', variant: 'B', weight: '9', starts_at: '', ends_at: '' };
    const saved = await marketing.post('/admin/banners/save', form);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/admin/banners?draftSaved=1');
    expect((await stored())[1]).toMatchObject({ id: 'spring-2027-b', weight: 9, draft: true });
    const list = await (await marketing.get('/admin/banners?draftSaved=1&lang=en')).text();
    expect(list).toContain('Draft saved. No visitor gets it until it is published.');
    expect(list).toMatch(/data-banner-id="spring-2027-b"[\s\S]*?Draft \(not published\)/);
    expect(list).toContain('aria-label="Publish banner spring-2027-b"');

    // Not served: with 9 of 10 shares it would be most visitors' popup.
    expect(await popupsOfNewVisitors()).toEqual(new Set(['spring spring']));
    // Not counted: an event naming the draft is dropped.
    const visitor = `anon_id=${await issuedVisitorId(worker)}`;
    const ip = freshIp();
    await track('banner_impression', ['spring-2027-b', 'B'], visitor, ip);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM ab_events WHERE variant = 'B'").first<{ n: number }>())!.n).toBe(0);

    // What goes live, and when, before anything changes.
    const confirm = await marketing.get('/admin/banners/publish?id=spring-2027-b&lang=en');
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Publish variant B (banner spring-2027-b)');
    expect(page).toContain('Now: visitors get it within a minute.');
    expect(page).toContain('English pages: /en/loan/n-loan');
    expect(page).toMatch(/spring \(named A when this is published\)[\s\S]*?10\.0%[\s\S]*?B \(this one\)[\s\S]*?90\.0%/);
    expect(page.match(/<img src="\/images\/banners\/sample-popup-[a-z-]+\.svg" width="(1280|640)" height="(720|960)"/g)).toHaveLength(4);
    expect(page).toContain('>Publish now</button>');
    expect(await stored()).toHaveLength(2);
    expect((await stored())[1]!.draft).toBe(true);

    // Other roles may not publish.
    const viewer = await session(VIEWER);
    expect((await viewer.get('/admin/banners/publish?id=spring-2027-b')).status).toBe(403);
    expect((await viewer.post('/admin/banners/publish', { id: 'spring-2027-b' })).status).toBe(403);
    expect((await stored())[1]!.draft).toBe(true);

    const published = await marketing.post('/admin/banners/publish', { id: 'spring-2027-b' });
    expect(published.status).toBe(303);
    expect(published.headers.get('Location')).toBe('/admin/banners?published=spring-2027-b');
    expect((await stored()).map((b) => [b.id, b.variant, 'draft' in b])).toEqual([
      ['spring', 'A', false],
      ['spring-2027-b', 'B', false],
    ]);
    const rows = (await db.prepare('SELECT actor, action, target FROM audit_log ORDER BY id').all<Record<string, string>>()).results;
    expect(rows.map((r) => r.action)).toEqual(['banner.duplicate', 'banner.update', 'banner.publish']);
    expect(rows.at(-1)).toEqual({ actor: MARKETING, action: 'banner.publish', target: 'kv:banners#spring-2027-b' });

    // Served now, and counted for the visitors it is given.
    expect(await popupsOfNewVisitors()).toContain('spring-2027-b B');
    let givenB = '';
    for (let i = 0; i < 20 && !givenB; i += 1) {
      const id = `anon_id=${await issuedVisitorId(worker)}`;
      if ((await popupOf(id))![1] === 'B') givenB = id;
    }
    await track('banner_impression', ['spring-2027-b', 'B'], givenB, freshIp());
    expect((await db.prepare("SELECT COUNT(*) AS n FROM ab_events WHERE variant = 'B'").first<{ n: number }>())!.n).toBe(1);
    // Published once: a second publish is refused and changes nothing.
    expect((await marketing.post('/admin/banners/publish', { id: 'spring-2027-b' })).status).toBe(409);
  });

  it('names a scheduled start in Hong Kong time, and a draft can be deleted', async () => {
    const marketing = await session(MARKETING);
    await marketing.post('/admin/banners/duplicate', { id: 'spring' });
    const start = new Date(Date.now() + 2 * 24 * 3600_000);
    const hk = new Date(start.getTime() + 8 * 3600_000).toISOString().slice(0, 16);
    const form = { ...SPRING, original_id: 'spring-2027-b', id: 'spring-2027-b', variant: 'B', weight: '1', starts_at: hk, ends_at: '' };
    expect((await marketing.post('/admin/banners/save', form)).status).toBe(303);
    const page = await (await marketing.get('/admin/banners/publish?id=spring-2027-b&lang=en')).text();
    expect(page).toContain(`${hk.slice(11)} (Hong Kong time), as scheduled.`);
    expect(page).toContain('>Publish (visitors get it from its start)</button>');

    const removed = await marketing.post('/admin/banners/delete', { id: 'spring-2027-b' });
    expect(removed.status).toBe(303);
    expect((await stored()).map((b) => b.id)).toEqual(['spring']);
  });
});

describe('previews', () => {
  /** A and a draft B of the spring test. */
  const twoVariants = async () => {
    await kv.put(
      'banners',
      JSON.stringify([
        { ...SPRING, variant: 'A' },
        { ...SPRING, id: 'spring-b', variant: 'B', draft: true, image_desktop_en: '/images/banners/sample-popup-b-desktop-en.svg' },
      ]),
    );
  };

  it('shows every variant of the test, drafts too, each picture whole in a box of its shape, with a link per variant', async () => {
    await twoVariants();
    const marketing = await session(MARKETING);
    const res = await marketing.get('/admin/banners/preview?id=spring&lang=en');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Variant A: banner spring');
    expect(html).toContain('Variant B: banner spring-b (draft, not published)');
    // Two variants × two languages: four desktop boxes of 16:9 and four phone boxes of 2:3.
    expect(html.match(/class="ratio-box ratio-desktop"><img src="[^"]+" width="1280" height="720"/g)).toHaveLength(4);
    expect(html.match(/class="ratio-box ratio-mobile"><img src="[^"]+" width="640" height="960"/g)).toHaveLength(4);
    expect(html).toContain('src="/images/banners/sample-popup-b-desktop-en.svg"');
    expect(html).toContain('View variant B on the site (English pages)');
    expect(html).toMatch(/href="\/banner-preview\?id=spring-b&amp;lang=en&amp;until=\d+&amp;sig=[\w-]{22}" data-preview-link="spring-b-en"/);
    // The console's own preview marks the browser as not counted on the site.
    expect(res.headers.getSetCookie().find((c) => c.startsWith('not_counted='))).toMatch(/HttpOnly/);
  });

  it('a preview link shows the chosen variant, a draft too, to the browser that opens it, and an altered one shows nothing', async () => {
    await twoVariants();
    const html = await (await (await session(MARKETING)).get('/admin/banners/preview?id=spring')).text();
    const link = /href="([^"]+)" data-preview-link="spring-b-zh"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const opened = await worker.get(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toBe('/?show_crazy_ad=1&show_floating_icon=1&test_duration=0');
    const cookies = cookiesOf(opened);
    expect(cookies.some((c) => c.startsWith('banner_preview=') && c.length > 'banner_preview='.length)).toBe(true);
    const visitor = `anon_id=${await issuedVisitorId(worker)}`;
    expect(await popupOf(cookieHeader([...cookies, visitor]))).toEqual(['spring-b', 'B']);
    // Everyone else gets A only: the draft is not live.
    expect(await popupOf(visitor)).toEqual(['spring', 'A']);

    // Another banner's id under this signature: no preview.
    const altered = await worker.get(link.replace('id=spring-b', 'id=spring'));
    expect(altered.status).toBe(303);
    const alteredCookies = cookiesOf(altered);
    expect(alteredCookies).toContain('banner_preview=');
    expect(await popupOf(cookieHeader([...alteredCookies, visitor]))).toEqual(['spring', 'A']);
  });

  it('opening the console preview and a preview link (twice, in two browsers) leaves the A/B and campaigns reports unchanged', async () => {
    await kv.put(
      'banners',
      JSON.stringify([
        { ...SPRING, variant: 'A' },
        { ...SPRING, id: 'spring-b', variant: 'B' },
      ]),
    );
    const before = await reports();
    const html = await (await (await session(MARKETING)).get('/admin/banners/preview?id=spring')).text();
    for (const id of ['spring', 'spring-b']) {
      const link = new RegExp(`href="([^"]+)" data-preview-link="${id}-en"`).exec(html)![1]!.replace(/&amp;/g, '&');
      // The link opened, and the same link replayed by someone it was shared with.
      for (let browser = 0; browser < 2; browser += 1) {
        const ip = freshIp();
        const opened = cookiesOf(await worker.get(link));
        // The page they land on from an ad, its banners, the popup's impression and click, a form open.
        const landed = await landFromAd(cookieHeader(opened), ip);
        expect(landed.some((c) => c.startsWith('anon_id='))).toBe(true);
        const cookie = cookieHeader([...opened, ...landed]);
        const popup = (await popupOf(cookie))!;
        expect(popup[0]).toBe(id);
        for (const event of ['banner_impression', 'banner_click']) expect((await track(event, popup, cookie, ip)).status).toBe(204);
        // And the variant this visitor id is assigned outside the preview: what would count without one.
        const own = (await popupOf(cookieHeader(landed.filter((c) => c.startsWith('anon_id=')))))!;
        await track('banner_impression', own, cookie, ip);
        await track('lead_form_open', popup, cookie, ip);
      }
    }
    const after = await reports();
    expect(after).toEqual(before);

    // The same steps without a preview count: the counts above were not merely late.
    const ip = freshIp();
    const landed = cookieHeader(await landFromAd('', ip));
    const popup = (await popupOf(landed))!;
    await track('banner_impression', popup, landed, ip);
    await settled('SELECT COUNT(*) AS n FROM campaign_landings', 1);
    const control = await reports();
    expect(control.campaigns.campaigns.map((c) => c.visitors)).toEqual([1]);
    expect(control.abToday[0]!.variants.map((v) => v.todayImpressions).reduce((a, b) => a + b, 0)).toBe(1);
  });
});
