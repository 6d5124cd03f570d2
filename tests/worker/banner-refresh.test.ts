import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamBannerApi } from './banner-upstream-stub';
import { startWorker, type TestWorker } from './harness';

/**
 * The cron copies the upstream banner list into KV and keeps the last good copy through an outage
 * or a bad answer; visitors are served from KV and never wait on the upstream. The upstream is a
 * real HTTP server on loopback.
 */
const upstream = new UpstreamBannerApi();
const logs: string[] = [];
let worker: TestWorker;
let kv: KVNamespace;

beforeAll(async () => {
  await upstream.start();
  worker = await startWorker({ vars: { BANNER_API_URL: `${upstream.url}/api/banners`, BANNER_API_TIMEOUT_MS: '1000' }, logs });
  kv = await worker.kv();
});
afterAll(async () => {
  await worker.dispose();
  await upstream.stop();
});
beforeEach(() => {
  upstream.mode = 'up';
  logs.length = 0;
});

const banner = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  banner_type: 'crazy_ad',
  campaign: 'summer',
  url_zh: `https://www.example.com/zh/${id}`,
  url_en: `https://www.example.com/en/${id}`,
  image_desktop_zh: `/images/banners/${id}-dz.svg`,
  image_desktop_en: `/images/banners/${id}-de.svg`,
  image_mobile_zh: `/images/banners/${id}-mz.svg`,
  image_mobile_en: `/images/banners/${id}-me.svg`,
  ...extra,
});

async function runCron() {
  const w = await worker.mf.getWorker();
  await w.scheduled({ cron: '*/5 * * * *' });
}

async function visitorSees() {
  const res = await worker.get('/api/banners?source=desktop_web&locale=en-US', { headers: { Cookie: 'anon_id=refresh-test-visitor-01' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { banners: { id: string; url: string }[] }).banners.map((b) => b.id);
}

describe('banner refresh from BANNER_API_URL', () => {
  it('stores what the upstream serves (unknown extra fields dropped) and visitors get it', async () => {
    upstream.banners = [banner('summer-1', { title: 'not used by this site' })];
    await runCron();
    expect(upstream.requests.at(-1)).toBe('/api/banners?source=desktop_web');
    expect(JSON.parse((await kv.get('banners'))!)).toEqual([banner('summer-1')]);
    expect(await visitorSees()).toEqual(['summer-1']);
    expect(logs.some((l) => l.includes('refreshed from upstream (1 banner(s))'))).toBe(true);
  });

  const failures = [
    ['down (connection dropped)', 'down', 'upstream unreachable'],
    ['answering 502', 'error', 'upstream 502'],
    ['answering HTML', 'garbage', 'upstream answer is not JSON'],
    ['answering success: false', 'unsuccessful', 'upstream answer invalid'],
    ['answering an invalid banner', 'invalid', 'upstream answer invalid'],
    ['too slow', 'slow', 'upstream timeout'],
  ] as const;
  for (const [name, mode, logged] of failures) {
    it(`keeps the last good copy when the upstream is ${name}`, async () => {
      upstream.banners = [banner('good-copy')];
      await runCron();
      expect(await visitorSees()).toEqual(['good-copy']);

      upstream.mode = mode;
      upstream.banners = [banner('never-stored')];
      await runCron();
      expect(await visitorSees()).toEqual(['good-copy']);
      expect(JSON.parse((await kv.get('banners'))!)[0].id).toBe('good-copy');
      await expect.poll(() => logs.join('\n')).toContain(`banners: refresh failed, keeping the stored list (${logged}`);

      // Back up: the next run takes the new list.
      upstream.mode = 'up';
      await runCron();
      expect(await visitorSees()).toEqual(['never-stored']);
    });
  }

  it('empties the list when the upstream says there are no banners', async () => {
    upstream.banners = [banner('x')];
    await runCron();
    upstream.banners = [];
    await runCron();
    expect(await visitorSees()).toEqual([]);
  });

  it('answers visitors from KV at once while the upstream hangs, without calling it', async () => {
    upstream.banners = [banner('cached')];
    await runCron();
    upstream.mode = 'slow';
    const calls = upstream.requests.length;
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect(await visitorSees()).toEqual(['cached']);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(upstream.requests.length).toBe(calls);
  });
});

describe('without BANNER_API_URL', () => {
  it('leaves the stored banners alone on the cron', async () => {
    const plain = await startWorker();
    try {
      const kvPlain = await plain.kv();
      await kvPlain.put('banners', JSON.stringify([banner('ops-put')]));
      const w = await plain.mf.getWorker();
      const before = upstream.requests.length;
      await w.scheduled({ cron: '*/5 * * * *' });
      expect(JSON.parse((await kvPlain.get('banners'))!)[0].id).toBe('ops-put');
      expect(upstream.requests.length).toBe(before);
    } finally {
      await plain.dispose();
    }
  });
});
