import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { d1Reader, readAbResults } from '../../src/server/ab/read-results';
import { startWorker, type TestWorker } from './harness';
import { issuedVisitorId } from './visitor-ids';

/**
 * POST /api/track as the A/B test's source of truth (docs/banners.md, "What counts"): only the
 * site's own visitor cookie, only the variant the server assigned that visitor, a click only after
 * that visitor's impression, each once; per-client rate limit; bots ignored. The live banner list is
 * the sample file (an A/B popup test, cny-2027, and one floating banner).
 */
let worker: TestWorker;
let db: D1Database;
const banners = JSON.parse(readFileSync('scripts/seed/sample-banners.json', 'utf8')) as {
  id: string;
  banner_type: string;
  campaign: string;
  variant?: string;
}[];
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  worker = await startWorker();
  db = await worker.db();
  await (await worker.kv()).put('banners', JSON.stringify(banners));
}, 60_000);
afterAll(() => worker?.dispose());
beforeEach(async () => {
  await db.exec('DELETE FROM ab_events');
  await db.exec('DELETE FROM analytics_events');
  await db.exec('DELETE FROM ab_address_visitors');
  await db.exec('DELETE FROM ab_experiments');
});

let ipCounter = 0;
/** A client address of its own per test, so the rate limit of one never reaches another. */
const freshIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
/** A new visitor, with an id the site issued (the only kind whose events count). */
const freshVisitor = () => issuedVisitorId(worker);

/** The variant /api/banners gives this visitor in the popup test: what the visitor is shown. */
async function shownVariant(anonId: string): Promise<'A' | 'B'> {
  const res = await worker.get('/api/banners?source=desktop_web', { headers: { Cookie: `anon_id=${anonId}` } });
  const body = (await res.json()) as { banners: { banner_type: string; variant: 'A' | 'B' }[] };
  return body.banners.find((b) => b.banner_type === 'crazy_ad')!.variant;
}
const other = (v: 'A' | 'B') => (v === 'A' ? 'B' : 'A');

/** The body track-banner.ts sends, for a popup variant. */
const bannerEvent = (event: 'banner_impression' | 'banner_click', variant: string, anonymousId: string) => ({
  event,
  anonymousId,
  properties: {
    banner_id: `cny-popup-${variant.toLowerCase()}`,
    banner_type: 'crazy_ad',
    campaign: 'cny-2027',
    variant,
    source: 'desktop_web',
    locale: 'zh-HK',
  },
  context: { page: { path: '/' } },
});

interface Client {
  cookie?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
}

/** A POST as a browser on this site sends it (fetch with keepalive, same origin). */
function track(body: unknown, { cookie, ip = freshIp(), headers = {} }: Client = {}) {
  return worker.get('/api/track', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': CHROME,
      'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8',
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': ip,
      ...(cookie ? { Cookie: `anon_id=${cookie}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const counted = async () =>
  (
    await db.prepare('SELECT event, variant, anonymous_id FROM ab_events ORDER BY id').all<{ event: string; variant: string; anonymous_id: string }>()
  ).results.map((r) => `${r.event} ${r.variant} ${r.anonymous_id}`);
/** The results as read tomorrow, when today (every event of these tests) has become a finished day: a look. */
const readTomorrow = async () =>
  readAbResults(d1Reader(db), {
    now: new Date(Date.now() + 24 * 3600_000),
    banners: JSON.parse((await (await worker.kv()).get('banners')) ?? '[]') as never,
  });
const logged = async () =>
  (await db.prepare('SELECT event, anonymous_id FROM analytics_events ORDER BY id').all<{ event: string; anonymous_id: string }>()).results;

describe('POST /api/track: banner events that count', () => {
  it('counts an impression and then a click of the shown variant, under the cookie’s visitor and not the body’s', async () => {
    const visitor = await freshVisitor();
    const variant = await shownVariant(visitor);
    const ip = freshIp();
    expect((await track(bannerEvent('banner_impression', variant, 'forged-id-0000000001'), { cookie: visitor, ip })).status).toBe(204);
    expect((await track(bannerEvent('banner_click', variant, 'forged-id-0000000002'), { cookie: visitor, ip })).status).toBe(204);
    expect(await counted()).toEqual([`banner_impression ${variant} ${visitor}`, `banner_click ${variant} ${visitor}`]);
    // The event log has them too, under the same visitor; the forged ids appear nowhere.
    expect(await logged()).toEqual([
      { event: 'banner_impression', anonymous_id: visitor },
      { event: 'banner_click', anonymous_id: visitor },
    ]);
  });

  it('ignores events for a variant the visitor was not assigned, or a campaign that is not live', async () => {
    const visitor = await freshVisitor();
    const variant = await shownVariant(visitor);
    const ip = freshIp();
    for (const body of [
      bannerEvent('banner_impression', other(variant), visitor),
      bannerEvent('banner_click', other(variant), visitor),
      // Right variant name with the other variant's banner id: not what was shown either.
      {
        ...bannerEvent('banner_impression', variant, visitor),
        properties: { ...bannerEvent('banner_impression', variant, visitor).properties, banner_id: `cny-popup-${other(variant).toLowerCase()}` },
      },
      {
        ...bannerEvent('banner_impression', variant, visitor),
        properties: { ...bannerEvent('banner_impression', variant, visitor).properties, campaign: 'summer-2026' },
      },
    ]) {
      expect((await track(body, { cookie: visitor, ip })).status).toBe(204);
    }
    expect(await counted()).toEqual([]);
    expect(await logged()).toEqual([]);
  });

  it('ignores a click without an earlier impression of that variant by that visitor', async () => {
    const visitor = await freshVisitor();
    const variant = await shownVariant(visitor);
    const ip = freshIp();
    await track(bannerEvent('banner_click', variant, visitor), { cookie: visitor, ip });
    expect(await counted()).toEqual([]);
    await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor, ip });
    await track(bannerEvent('banner_click', variant, visitor), { cookie: visitor, ip });
    expect(await counted()).toEqual([`banner_impression ${variant} ${visitor}`, `banner_click ${variant} ${visitor}`]);
  });

  it('collapses repeats: one impression and one click per visitor, however many were sent', async () => {
    const visitor = await freshVisitor();
    const variant = await shownVariant(visitor);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor, ip });
    for (let i = 0; i < 3; i++) await track(bannerEvent('banner_click', variant, visitor), { cookie: visitor, ip });
    expect(await counted()).toEqual([`banner_impression ${variant} ${visitor}`, `banner_click ${variant} ${visitor}`]);
    expect(await logged()).toHaveLength(2);
  });

  it('counts no banner event without the site’s cookie, but keeps other events (visitor unknown)', async () => {
    const ip = freshIp();
    const bodyId = await freshVisitor();
    await track(bannerEvent('banner_impression', 'A', bodyId), { ip });
    await track(bannerEvent('banner_impression', 'B', bodyId), { ip });
    await track(bannerEvent('banner_impression', 'A', bodyId), { ip, cookie: 'short' });
    await track({ event: 'page_section_action', anonymousId: bodyId, properties: { section: 'hero' } }, { ip });
    expect(await counted()).toEqual([]);
    expect(await logged()).toEqual([{ event: 'page_section_action', anonymous_id: '' }]);
  });
});

describe('POST /api/track: bots and floods', () => {
  it('answers 204 to obvious bots and stores nothing of theirs', async () => {
    const visitor = await freshVisitor();
    const variant = await shownVariant(visitor);
    const bots: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'curl/8.5.0' },
      { 'User-Agent': 'python-requests/2.32.3' },
      { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' },
      { 'User-Agent': '' },
      { 'Accept-Language': '' },
      // Sent by another site's page (the browser sets Sec-Fetch-Site itself).
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of bots) {
      expect((await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor, headers })).status, JSON.stringify(headers)).toBe(204);
      expect((await track({ event: 'page_section_action', anonymousId: visitor }, { cookie: visitor, headers })).status).toBe(204);
    }
    expect(await counted()).toEqual([]);
    expect(await logged()).toEqual([]);
    // A phone whose model name ends in "bot" is not a bot.
    const cubot = 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    await track({ event: 'page_section_action', anonymousId: visitor }, { cookie: visitor, headers: { 'User-Agent': cubot } });
    expect(await logged()).toEqual([{ event: 'page_section_action', anonymous_id: visitor }]);
  });

  it('limits a client to its events a minute: then 429 with Retry-After, and nothing stored', async () => {
    // The local limit (wrangler.jsonc's top level: 1200; production's 120 is checked in deploy-config.test.ts).
    // The limiter counts in one-minute windows aligned to the clock: a run that crosses a window's end
    // (1,200 requests took 14 s at load 12) gets a second 1,200, so the client is sent to until
    // refused, and the run starts with at least 35 s of its window left, so that the refusal and the
    // event sent right after it fall in the same window.
    const leftInWindow = 60_000 - (Date.now() % 60_000);
    if (leftInWindow < 35_000) await new Promise((resolve) => setTimeout(resolve, leftInWindow + 100));
    const visitor = await freshVisitor();
    const variant = await shownVariant(visitor);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let batch = 0; batch < 30 && !statuses.includes(429); batch++) {
      const sent = Array.from({ length: 100 }, (_, i) => track({ event: 'page_scroll', properties: { i: batch * 100 + i } }, { ip }));
      statuses.push(...(await Promise.all(sent)).map((res) => res.status));
    }
    expect(statuses).toContain(429);
    const accepted = statuses.filter((s) => s === 204).length;
    expect(accepted).toBeGreaterThanOrEqual(1200);
    expect(accepted).toBeLessThanOrEqual(2400);
    const refused = await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor, ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'too_many_requests' });
    expect(await counted()).toEqual([]);
    expect(await logged()).toHaveLength(accepted);
    // Another client is not held back.
    await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor });
    expect(await counted()).toEqual([`banner_impression ${variant} ${visitor}`]);
  }, 90_000);
});

describe('replaying a captured click', () => {
  it('does not move the results, with new ids or other variant names', async () => {
    // Ten real visitors of the popup test: each sees their variant; every other one clicks.
    const ip = freshIp();
    let captured: { body: ReturnType<typeof bannerEvent>; cookie: string } | undefined;
    for (let i = 0; i < 10; i++) {
      const visitor = await freshVisitor();
      const variant = await shownVariant(visitor);
      await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor, ip });
      if (i % 2 === 0) {
        const body = bannerEvent('banner_click', variant, visitor);
        await track(body, { cookie: visitor, ip });
        captured ??= { body, cookie: visitor };
      }
    }
    const before = await readTomorrow();
    const impressions = before[0]!.variants.reduce((n, v) => n + v.impressions, 0);
    const clicks = before[0]!.variants.reduce((n, v) => n + v.clicks, 0);
    expect([impressions, clicks]).toEqual([10, 5]);

    const { body, cookie } = captured!;
    const replays: { body: unknown; cookie: string | undefined }[] = [];
    for (const variant of ['A', 'B', 'C', body.properties.variant]) {
      const properties = { ...body.properties, variant, banner_id: `cny-popup-${variant.toLowerCase()}` };
      // The same cookie with new body ids (ignored) and each variant name: repeats or unassigned.
      replays.push({ body: { ...body, anonymousId: await freshVisitor(), properties }, cookie });
      // New visitor ids in the cookie too: a click without an impression of theirs.
      const newVisitor = await freshVisitor();
      replays.push({ body: { ...body, anonymousId: newVisitor, properties }, cookie: newVisitor });
      // No cookie at all, the id only in the body.
      replays.push({ body: { ...body, anonymousId: await freshVisitor(), properties }, cookie: undefined });
    }
    for (const replay of replays) expect((await track(replay.body, { cookie: replay.cookie, ip: freshIp() })).status).toBe(204);

    expect(await readTomorrow()).toEqual(before);
  });

  it('flags stuffing with real cookies: impressions posted for one variant only break the sample ratio', async () => {
    // 120 honest visitors, each shown their variant (about 60 and 60 at weights 1:1).
    for (let i = 0; i < 120; i++) {
      const visitor = await freshVisitor();
      await track(bannerEvent('banner_impression', await shownVariant(visitor), visitor), { cookie: visitor });
    }
    const honest = (await readTomorrow())[0]!;
    expect(honest.srm!.mismatch).toBe(false);
    // A script collects 200 more ids, keeps those given B, and posts their impressions (from many addresses).
    for (let i = 0; i < 200; i++) {
      const visitor = await freshVisitor();
      if ((await shownVariant(visitor)) === 'B') await track(bannerEvent('banner_impression', 'B', visitor), { cookie: visitor });
    }
    const stuffed = (await readTomorrow())[0]!;
    expect(stuffed.variants[1]!.impressions).toBeGreaterThan(honest.variants[1]!.impressions + 50);
    expect(stuffed.srm!.mismatch).toBe(true);
    expect(stuffed.variants[1]!.verdict).toBe('sample_ratio_mismatch');
  }, 120_000);
});

describe('ids the site did not issue, and one address with many ids', () => {
  it('counts nothing for a made-up id, a tampered one, or one another deployment signed', async () => {
    const real = await freshVisitor();
    const [uuid, tag] = real.split('.') as [string, string];
    const other = await startWorker({ vars: { VISITOR_ID_SECRET: 'another-deployment-secret-0123456789abcdef' } });
    const foreign = await issuedVisitorId(other);
    await other.dispose();
    const madeUp = [
      crypto.randomUUID(), // the shape ids had before they were signed
      `${crypto.randomUUID()}.${tag}`, // a real tag on another id
      `${uuid}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`, // the id with one character of its tag changed
      foreign, // issued by a deployment with another secret
    ];
    for (const cookie of madeUp) {
      for (const variant of ['A', 'B']) {
        await track(bannerEvent('banner_impression', variant, cookie), { cookie });
        await track(bannerEvent('banner_click', variant, cookie), { cookie });
      }
    }
    expect(await counted()).toEqual([]);
  });

  it('counts at most 10 new visitors a day from one address, however many ids it collected', async () => {
    // The attack: 200 ids collected from /api/banners, each one's own variant shown, impression and
    // click, all from one address with a browser's headers.
    const ip = '203.0.113.200';
    for (let i = 0; i < 200; i++) {
      const visitor = await freshVisitor();
      const variant = await shownVariant(visitor);
      await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor, ip });
      await track(bannerEvent('banner_click', variant, visitor), { cookie: visitor, ip });
    }
    const rows = await counted();
    expect(rows.filter((r) => r.startsWith('banner_impression'))).toHaveLength(10);
    expect(rows.filter((r) => r.startsWith('banner_click'))).toHaveLength(10);
    // The keyed hash of the address is kept, never the address.
    const kept = await db.prepare('SELECT * FROM ab_address_visitors').all<Record<string, string>>();
    expect(kept.results).toHaveLength(10);
    expect(JSON.stringify(kept.results)).not.toContain('203.0.113');
    // An IPv6 client is its /64: other addresses in the same network share one allowance.
    const net = (i: number) => `2001:db8:77:1:${i.toString(16)}::1`;
    for (let i = 0; i < 30; i++) {
      const visitor = await freshVisitor();
      await track(bannerEvent('banner_impression', await shownVariant(visitor), visitor), { cookie: visitor, ip: net(i) });
    }
    expect((await counted()).filter((r) => r.startsWith('banner_impression'))).toHaveLength(20);
    // Honest visitors from their own addresses are all counted.
    for (let i = 0; i < 15; i++) {
      const visitor = await freshVisitor();
      await track(bannerEvent('banner_impression', await shownVariant(visitor), visitor), { cookie: visitor });
    }
    expect((await counted()).filter((r) => r.startsWith('banner_impression'))).toHaveLength(35);
  }, 120_000);

  it('forgets the address hashes after a day (the cron)', async () => {
    const visitor = await freshVisitor();
    await track(bannerEvent('banner_impression', await shownVariant(visitor), visitor), { cookie: visitor });
    const today = await db.prepare('SELECT day FROM ab_address_visitors').first<{ day: string }>();
    await db.prepare("UPDATE ab_address_visitors SET day = date(day, '-1 day')").run();
    await (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *' });
    expect((await db.prepare('SELECT COUNT(*) AS n FROM ab_address_visitors').first<{ n: number }>())!.n).toBe(1);
    await db.prepare("UPDATE ab_address_visitors SET day = date(?, '-2 day')").bind(today!.day).run();
    await (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *' });
    expect((await db.prepare('SELECT COUNT(*) AS n FROM ab_address_visitors').first<{ n: number }>())!.n).toBe(0);
    // The counted impression stays: only the cap's day is forgotten.
    expect(await counted()).toHaveLength(1);
  });
});

describe('a changed split, by any path', () => {
  /** Shows a new visitor their popup variant and counts the impression. */
  async function countVisitor() {
    const visitor = await freshVisitor();
    await track(bannerEvent('banner_impression', await shownVariant(visitor), visitor), { cookie: visitor });
  }

  it('records the assignment with each counted event and the test’s effect with its first', async () => {
    for (let i = 0; i < 4; i++) await countVisitor();
    const recorded = await db.prepare("SELECT DISTINCT assignment FROM ab_events WHERE campaign = 'cny-2027'").all<{ assignment: string }>();
    expect(recorded.results).toEqual([{ assignment: '[["A",0.5],["B",0.5]]' }]);
    const started = await db
      .prepare("SELECT mixture_mde, started_at FROM ab_experiments WHERE campaign = 'cny-2027'")
      .all<{ mixture_mde: number; started_at: string }>();
    const first = await db.prepare("SELECT MIN(received_at) AS at FROM ab_events WHERE campaign = 'cny-2027'").first<{ at: string }>();
    expect(started.results).toEqual([{ mixture_mde: 0.1, started_at: first!.at }]);
  });

  it('withholds the verdict after the variants were reordered in the stored list (as banners put or the banner service write it)', async () => {
    const kv = await worker.kv();
    try {
      for (let i = 0; i < 20; i++) await countVisitor();
      expect((await readTomorrow())[0]!.weightsChanged).toBe(false);
      // B before A: the same shares, but the hash's ranges swap variants. Nothing writes the audit log.
      await kv.put('banners', JSON.stringify([banners[1], banners[0], ...banners.slice(2)]));
      // Noticed at once, before anyone is counted under the new order ...
      const reordered = (await readTomorrow())[0]!;
      expect([reordered.weightsChanged, reordered.weightsChangedAt, reordered.srm, reordered.variants[1]!.verdict]).toEqual([
        true,
        null,
        null,
        'weights_changed',
      ]);
      // ... and still once the test is gone from the list: its events carry two assignments.
      for (let i = 0; i < 20; i++) await countVisitor();
      await kv.put('banners', '[]');
      const recorded = await db.prepare("SELECT COUNT(DISTINCT assignment) AS n FROM ab_events WHERE campaign = 'cny-2027'").first<{ n: number }>();
      expect(recorded!.n).toBe(2);
      expect((await readTomorrow())[0]!.variants[1]!.verdict).toBe('weights_changed');
    } finally {
      await kv.put('banners', JSON.stringify(banners));
    }
  }, 120_000);

  it('reports a live variant nobody was counted for, and checks the split against the configured shares', async () => {
    const kv = await worker.kv();
    try {
      // A third variant is published with the test, but its picture never loads, so it never reports an impression.
      const c = { ...banners[0]!, id: 'cny-popup-c', variant: 'C' };
      await kv.put('banners', JSON.stringify([banners[0], banners[1], c, ...banners.slice(2)]));
      for (let i = 0; i < 60; i++) {
        const visitor = await freshVisitor();
        const variant = await shownVariant(visitor);
        if (variant !== ('C' as string)) await track(bannerEvent('banner_impression', variant, visitor), { cookie: visitor });
      }
      const [result] = await readTomorrow();
      expect(result!.variants.map((v) => [v.variant, Math.round(v.share! * 1000) / 1000, v.variant === 'C' ? v.impressions : 'counted'])).toEqual([
        ['A', 0.333, 'counted'],
        ['B', 0.333, 'counted'],
        ['C', 0.333, 0],
      ]);
      expect(result!.srm!.mismatch).toBe(true);
    } finally {
      await kv.put('banners', JSON.stringify(banners));
    }
  }, 120_000);
});
