import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issuedVisitorId } from './visitor-ids';
import { startWorker, type TestWorker } from './harness';

/**
 * GET /api/banners on the built worker with real KV: what a page's script receives for a visitor,
 * by locale, device and anonymous id.
 */
const logs: string[] = [];
let worker: TestWorker;
let kv: KVNamespace;

beforeAll(async () => {
  worker = await startWorker({ logs });
  kv = await worker.kv();
});
afterAll(() => worker.dispose());
beforeEach(() => {
  logs.length = 0;
});

const banner = (id: string, banner_type: 'crazy_ad' | 'floating_icon', campaign: string, extra: Record<string, unknown> = {}) => ({
  id,
  banner_type,
  campaign,
  url_zh: `https://www.example.com/zh/${id}`,
  url_en: `https://www.example.com/en/${id}`,
  image_desktop_zh: `/images/banners/${id}-desktop-zh.svg`,
  image_desktop_en: `/images/banners/${id}-desktop-en.svg`,
  image_mobile_zh: `/images/banners/${id}-mobile-zh.svg`,
  image_mobile_en: `/images/banners/${id}-mobile-en.svg`,
  ...extra,
});

type Answer = { success: boolean; banners: Record<string, unknown>[] };

async function banners(query: string, anonId: string | null = 'visitor-0000000000000001') {
  const res = await worker.get(`/api/banners${query}`, anonId ? { headers: { Cookie: `anon_id=${anonId}` } } : {});
  return { res, body: (await res.json()) as Answer };
}

const put = (value: unknown) => kv.put('banners', typeof value === 'string' ? value : JSON.stringify(value));
/** The first `count` of a pool of visitor ids the site issued (only those keep their variant). */
const pool: string[] = [];
async function issuedIds(count: number): Promise<string[]> {
  while (pool.length < count) pool.push(await issuedVisitorId(worker));
  return pool.slice(0, count);
}

describe('banner selection by locale and source', () => {
  beforeAll(() => put([banner('pop', 'crazy_ad', 'cny'), banner('float', 'floating_icon', 'app')]));

  it('gives a zh-HK page the Chinese link and a desktop page the 1280x720 image', async () => {
    const { res, body } = await banners('?source=desktop_web&locale=zh-HK');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({
      success: true,
      banners: [
        {
          id: 'pop',
          banner_type: 'crazy_ad',
          campaign: 'cny',
          variant: 'pop',
          url: 'https://www.example.com/zh/pop',
          image: '/images/banners/pop-desktop-zh.svg',
          width: 1280,
          height: 720,
        },
        {
          id: 'float',
          banner_type: 'floating_icon',
          campaign: 'app',
          variant: 'float',
          url: 'https://www.example.com/zh/float',
          image: '/images/banners/float-desktop-zh.svg',
          width: 1280,
          height: 720,
        },
      ],
    });
  });

  it('gives an English page on a phone the English link and the 640x960 image', async () => {
    const { body } = await banners('?source=mobile_web&locale=en-US');
    expect(body.banners[0]).toMatchObject({ url: 'https://www.example.com/en/pop', image: '/images/banners/pop-mobile-en.svg', width: 640, height: 960 });
  });

  it('treats every locale but zh-HK as English (docs/product-rules.md), and no locale as zh-HK (the original call has none)', async () => {
    expect((await banners('?source=mobile_web&locale=zh-CN')).body.banners[0]).toMatchObject({ url: 'https://www.example.com/en/pop' });
    expect((await banners('?source=mobile_web')).body.banners[0]).toMatchObject({
      url: 'https://www.example.com/zh/pop',
      image: '/images/banners/pop-mobile-zh.svg',
    });
  });

  it('answers odd query strings with a 400 in JSON, never a 500', async () => {
    for (const q of ['', '?source=tablet', '?source=mobile_web&locale=fr', '?source=%E0%A4%A', '?source[]=mobile_web', `?source=${'x'.repeat(5000)}`]) {
      const { res, body } = await banners(q);
      expect(res.status, q).toBe(400);
      expect(body.success, q).toBe(false);
    }
    // A repeated parameter: the first one counts.
    expect((await banners('?source=desktop_web&source=nonsense')).res.status).toBe(200);
  });
});

describe('A/B variant assignment', () => {
  const cny = [
    banner('cny-a', 'crazy_ad', 'cny', { variant: 'A', weight: 1 }),
    banner('cny-b', 'crazy_ad', 'cny', { variant: 'B', weight: 2 }),
    banner('cny-c', 'crazy_ad', 'cny', { variant: 'C', weight: 1 }),
  ];
  const app = (weights: [number, number]) => [
    banner('app-a', 'floating_icon', 'app', { variant: 'A', weight: weights[0] }),
    banner('app-b', 'floating_icon', 'app', { variant: 'B', weight: weights[1] }),
  ];

  async function variantsFor(ids: string[]) {
    const out: Record<string, string> = {};
    for (const id of ids) {
      const { body } = await banners('?source=desktop_web&locale=en-US', id);
      for (const b of body.banners) out[`${id} ${b.banner_type as string}`] = b.variant as string;
    }
    return out;
  }

  it('gives each visitor one variant per experiment, the same on every visit', async () => {
    await put([...cny, ...app([1, 1])]);
    const ids = await issuedIds(40);
    const { body } = await banners('?source=desktop_web', ids[1]!);
    expect(body.banners.map((b) => b.banner_type)).toEqual(['crazy_ad', 'floating_icon']);
    const first = await variantsFor(ids);
    expect(await variantsFor(ids)).toEqual(first);
    // ...and the same on a phone as on a desktop with the same id.
    for (const id of ids.slice(0, 10)) {
      const { body: phone } = await banners('?source=mobile_web&locale=en-US', id);
      expect(phone.banners[0]!.variant).toBe(first[`${id} crazy_ad`]);
    }
  });

  it('splits visitors in proportion to the weights (chi-square, 1:2:1 over 1600 new visitors)', async () => {
    await put(cny);
    const counts: Record<string, number> = { A: 0, B: 0, C: 0 };
    for (let i = 0; i < 1600; i++) {
      // Without a cookie: a new visitor each time, given an id and a variant at once.
      const { body } = await banners('?source=desktop_web', null);
      counts[body.banners[0]!.variant as string]! += 1;
    }
    // Expected 400 : 800 : 400. Chi-square with 2 degrees of freedom stays under 13.82 (p = 0.001)
    // for a fair split; a split ignoring the weights (533 each) would give about 133.
    const expected = { A: 400, B: 800, C: 400 };
    const chi2 = (['A', 'B', 'C'] as const).reduce((sum, v) => sum + (counts[v]! - expected[v]) ** 2 / expected[v], 0);
    expect(chi2, JSON.stringify(counts)).toBeLessThan(13.82);
  }, 120_000);

  it('does not reshuffle one experiment when another experiment changes its weights', async () => {
    const ids = await issuedIds(200);
    await put([...cny, ...app([1, 1])]);
    const before = await variantsFor(ids);
    await put([...cny, ...app([1, 9])]);
    const after = await variantsFor(ids);
    const cnyOnly = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).filter(([k]) => k.endsWith('crazy_ad')));
    expect(cnyOnly(after)).toEqual(cnyOnly(before));
    // The changed experiment did take the new weights: more visitors on B now.
    const bCount = (m: Record<string, string>) => Object.entries(m).filter(([k, v]) => k.endsWith('floating_icon') && v === 'B').length;
    expect(bCount(after)).toBeGreaterThan(bCount(before));
  }, 60_000);

  it('keys the split with a secret: the variant cannot be worked out from the id offline', async () => {
    // The public recipe without the key (SHA-256 of the experiment and the id, placed on the
    // weights) would let a script pick ids that land on its favoured variant. Keyed, it guesses no
    // better than a coin: about half right over 300 ids (the chance of 35-65% is over 0.99999).
    await put(app([1, 1]));
    const ids = await issuedIds(300);
    const shown = await variantsFor(ids);
    let right = 0;
    for (const id of ids) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`floating_icon:app\n${id}`));
      const guess = new DataView(digest).getUint32(0) / 2 ** 32 < 0.5 ? 'A' : 'B';
      if (shown[`${id} floating_icon`] === guess) right += 1;
    }
    expect(right / ids.length).toBeGreaterThan(0.35);
    expect(right / ids.length).toBeLessThan(0.65);
  }, 60_000);

  it('gives a visitor without an anon_id cookie one, and keeps the variant with it', async () => {
    await put(cny);
    const { res, body } = await banners('?source=desktop_web', null);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('anon_id='));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const id = cookie!.split(';')[0]!.slice('anon_id='.length);
    for (let i = 0; i < 5; i++) expect((await banners('?source=desktop_web', id)).body.banners[0]!.variant).toBe(body.banners[0]!.variant);
    // A malformed cookie, an id of the old unsigned shape, or one with a tag that does not check out,
    // is replaced, not trusted.
    const [uuid, tag] = id.split('.') as [string, string];
    const swapped = tag.startsWith('A') ? `B${tag.slice(1)}` : `A${tag.slice(1)}`;
    for (const made of ['x', uuid, `${uuid}.${swapped}`, `${crypto.randomUUID()}.${tag}`]) {
      const bad = await banners('?source=desktop_web', made);
      const set = bad.res.headers.getSetCookie().find((c) => c.startsWith('anon_id='));
      expect(set?.split(';')[0], made).not.toBe(`anon_id=${made}`);
      expect(set, made).toMatch(/^anon_id=[0-9a-f-]{36}\.[\w-]{22};/);
    }
  });
});

describe('missing or invalid KV data', () => {
  const cases: [string, string | null][] = [
    ['missing', null],
    ['not JSON', '{"banners": ['],
    ['not a list', JSON.stringify({ id: 1 })],
    ['a banner without its fields', JSON.stringify([{ id: 1, banner_type: 'crazy_ad' }])],
    ['an unknown banner type', JSON.stringify([banner('x', 'crazy_ad', 'c', { banner_type: 'sticky' })])],
    ['a negative weight', JSON.stringify([banner('x', 'crazy_ad', 'c', { weight: -1 })])],
    ['an image on another host', JSON.stringify([banner('x', 'crazy_ad', 'c', { image_desktop_en: 'https://cdn.example.net/x.png' })])],
    ['a repeated id', JSON.stringify([banner('x', 'crazy_ad', 'c'), banner('x', 'floating_icon', 'c')])],
  ];
  for (const [name, value] of cases) {
    it(`answers no banners and logs a line when the stored value is ${name}`, async () => {
      if (value === null) await kv.delete('banners');
      else await kv.put('banners', value);
      const { res, body } = await banners('?source=mobile_web&locale=en-US');
      expect(res.status).toBe(200);
      expect(body).toEqual({ success: true, banners: [] });
      await expect.poll(() => logs.some((l) => l.includes('banners'))).toBe(true);
      // The log names the problem, never the stored value.
      if (value) expect(logs.join('\n')).not.toContain(value.slice(0, 40));
    });
  }
});
