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
    // No request reached the hanging upstream, so no answer waited on it (how fast the answers
    // came is the machine's, and the bench's to measure).
    for (let i = 0; i < 5; i++) expect(await visitorSees()).toEqual(['cached']);
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

/**
 * Pictures on marketing's image host (BANNER_IMAGE_ORIGINS): an upstream list whose pictures live
 * on a configured origin is stored and served; one on any other host is refused and the stored
 * list stays; the page CSP lets in images from exactly the configured origins.
 */
describe('with BANNER_IMAGE_ORIGINS', () => {
  const CDN = 'https://img.example-cdn.com';
  const hostLogs: string[] = [];
  let hosted: TestWorker;
  let hostedKv: KVNamespace;
  const onHost = (host: string, id: string) =>
    banner(id, {
      image_desktop_zh: `${host}/banners/${id}-dz.webp`,
      image_desktop_en: `${host}/banners/${id}-de.webp`,
      image_mobile_zh: `${host}/banners/${id}-mz.webp`,
      image_mobile_en: `${host}/banners/${id}-me.webp`,
    });

  beforeAll(async () => {
    hosted = await startWorker({
      vars: {
        BANNER_API_URL: `${upstream.url}/api/banners`,
        BANNER_API_TIMEOUT_MS: '1000',
        // Two good entries (the second written loosely), then an http one and one that is no origin.
        BANNER_IMAGE_ORIGINS: `${CDN}, HTTPS://Promo.Example.NET:443/ ,http://img.example.org,img.example.com/banners`,
      },
      logs: hostLogs,
    });
    hostedKv = await hosted.kv();
  });
  afterAll(() => hosted.dispose());

  async function refresh() {
    await (await hosted.mf.getWorker()).scheduled({ cron: '*/5 * * * *' });
  }
  async function served(source: 'desktop_web' | 'mobile_web', locale: string) {
    const res = await hosted.get(`/api/banners?source=${source}&locale=${locale}`, { headers: { Cookie: 'anon_id=image-host-visitor-01' } });
    return ((await res.json()) as { banners: { id: string; image: string }[] }).banners;
  }

  it('stores a list whose pictures are on the image host and serves the pictures from there', async () => {
    upstream.banners = [onHost(CDN, 'cdn-1')];
    await refresh();
    expect(JSON.parse((await hostedKv.get('banners'))!)).toEqual([onHost(CDN, 'cdn-1')]);
    expect(await served('desktop_web', 'en-US')).toMatchObject([{ id: 'cdn-1', image: 'https://img.example-cdn.com/banners/cdn-1-de.webp' }]);
    expect(await served('mobile_web', 'zh-HK')).toMatchObject([{ id: 'cdn-1', image: 'https://img.example-cdn.com/banners/cdn-1-mz.webp' }]);
    // An origin configured as HTTPS://Promo.Example.NET:443/ is the same origin as https://promo.example.net.
    upstream.banners = [onHost('https://promo.example.net', 'promo-1')];
    await refresh();
    expect((await served('desktop_web', 'en-US')).map((b) => b.image)).toEqual(['https://promo.example.net/banners/promo-1-de.webp']);
  });

  const refused = [
    ['another https host', onHost('https://evil.example.com', 'foreign')],
    ['the image host over plain http', onHost('http://img.example-cdn.com', 'plain-http')],
    ['an http origin that was configured (dropped as invalid)', onHost('http://img.example.org', 'http-origin')],
    ['a data: picture', banner('data-img', { image_mobile_en: 'data:image/svg+xml,<svg/>' })],
    ['a javascript: link', { ...onHost(CDN, 'js-link'), url_en: 'javascript:alert(1)' }],
    ['an http link', { ...onHost(CDN, 'http-link'), url_zh: 'http://www.example.com/offer' }],
  ] as const;
  for (const [name, bad] of refused) {
    it(`refuses ${name} and keeps the stored list`, async () => {
      upstream.banners = [onHost(CDN, 'kept')];
      await refresh();
      const from = hostLogs.length;
      upstream.banners = [bad];
      await refresh();
      expect(JSON.parse((await hostedKv.get('banners'))!)).toEqual([onHost(CDN, 'kept')]);
      expect((await served('desktop_web', 'en-US')).map((b) => b.id)).toEqual(['kept']);
      await expect.poll(() => hostLogs.slice(from).join('\n')).toContain('banners: refresh failed, keeping the stored list (upstream answer invalid');
    });
  }

  it('accepts links to a page of this site', async () => {
    upstream.banners = [{ ...onHost(CDN, 'site-link'), url_zh: '/loan/n-loan', url_en: '/en/loan/n-loan' }];
    await refresh();
    expect((await served('desktop_web', 'en-US')).map((b) => b.id)).toEqual(['site-link']);
  });

  it('lets images in from exactly the configured origins, and logs the entries it dropped', async () => {
    for (const path of ['/', '/en/faq']) {
      const csp = (await hosted.get(path)).headers.get('Content-Security-Policy')!;
      expect(csp.split('; ').find((d) => d.startsWith('img-src '))).toBe("img-src 'self' data: https://img.example-cdn.com https://promo.example.net");
    }
    const plainCsp = (await worker.get('/')).headers.get('Content-Security-Policy')!;
    expect(plainCsp.split('; ').find((d) => d.startsWith('img-src '))).toBe("img-src 'self' data:");
    await expect.poll(() => hostLogs.join('\n')).toContain('BANNER_IMAGE_ORIGINS: entries 3, 4 ignored');
  });

  it('serves no banners when the stored list names a host that is no longer configured', async () => {
    await hostedKv.put('banners', JSON.stringify([onHost('https://old-cdn.example.com', 'stale')]));
    expect(await served('desktop_web', 'en-US')).toEqual([]);
  });
});

describe('without BANNER_IMAGE_ORIGINS', () => {
  it('refuses an upstream list with pictures on another host', async () => {
    upstream.banners = [banner('site-only')];
    await runCron();
    upstream.banners = [banner('cdn', { image_desktop_en: 'https://img.example-cdn.com/banners/cdn.webp' })];
    await runCron();
    expect(await visitorSees()).toEqual(['site-only']);
  });
});
