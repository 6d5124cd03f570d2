import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedWorker, startWorker, type TestWorker } from './harness';

/**
 * POST /api/vitals through the built worker with a real D1: what a visitor's beacon leaves in the
 * database, and what is refused. The page each path counts for is read from the route table by hand.
 */
let worker: TestWorker;
let db: D1Database;
beforeAll(async () => {
  worker = await sharedWorker();
  db = await worker.db();
});
const clear = () => db.exec('DELETE FROM web_vitals');
// The worker is shared with the next test files (harness.ts): leave its D1 as it was found.
afterAll(async () => {
  await clear();
  await worker.dispose();
});
beforeEach(clear);

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
let ip = 0;
function send(body: unknown, headers: Record<string, string> = {}) {
  return worker.get('/api/vitals', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': PHONE_UA, 'CF-Connecting-IP': `192.0.2.${(ip++ % 250) + 1}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const rows = async () => (await db.prepare('SELECT * FROM web_vitals ORDER BY id').all<Record<string, unknown>>()).results;

/** Today in Hong Kong, as Intl's time-zone data has it ('2026-11-26'). */
const hongKongToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());

const pageView = {
  path: '/en/faq',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 2612.5, rating: 'needs-improvement' },
    { name: 'CLS', value: 0.02, rating: 'good' },
    { name: 'TTFB', value: 120, rating: 'good' },
  ],
};

describe('POST /api/vitals', () => {
  it('stores each metric with the day, the page and the device class only, and answers 204', async () => {
    const res = await send(pageView);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const stored = await rows();
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual([
      { day: hongKongToday(), path: '/en/faq', device: 'mobile', metric: 'LCP', value: 2612.5 },
      { day: hongKongToday(), path: '/en/faq', device: 'mobile', metric: 'CLS', value: 0.02 },
      { day: hongKongToday(), path: '/en/faq', device: 'mobile', metric: 'TTFB', value: 120 },
    ]);
  });

  it('keeps nothing that could identify the visitor: no query string, address, user agent, cookie or time', async () => {
    const res = await send(
      { ...pageView, path: '/loan/t-loan?mobile=91234567&name=Chan%20Tai%20Man#form', device: 'desktop' },
      { 'CF-Connecting-IP': '203.0.113.77', Cookie: 'anon_id=visitor-4f2a9c; utm=utm_source%3Dfacebook', Referer: 'https://www.google.com/search?q=loan' },
    );
    expect(res.status).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(Object.keys(row).sort()).toEqual(['day', 'device', 'id', 'metric', 'path', 'value']);
      expect(row.path).toBe('/loan/t-loan');
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const everything = JSON.stringify(stored);
    for (const secret of ['91234567', 'Chan', 'form', '203.0.113', 'iPhone', 'Mozilla', 'visitor-4f2a9c', 'facebook', 'google']) {
      expect(everything).not.toContain(secret);
    }
    // The day, never the time of day.
    expect(everything).not.toMatch(/\d{2}:\d{2}/);
  });

  it('counts a path that is not a published page as other, so a scanner adds no path of its own', async () => {
    for (const path of ['/wp-login.php', '/en/news', '/../../etc/passwd', `/${'x'.repeat(400)}`, '/faq/']) {
      expect((await send({ ...pageView, path, metrics: [pageView.metrics[2]] })).status).toBe(204);
    }
    expect((await rows()).map((r) => r.path)).toEqual(['other', 'other', 'other', 'other', '/faq']);
  });

  it('refuses junk with 4xx and stores none of it', async () => {
    const refusals: [unknown, number][] = [
      ['not json', 400],
      [{ ...pageView, metrics: [{ name: 'FID', value: 12, rating: 'good' }] }, 400],
      [{ ...pageView, metrics: [{ name: 'LCP', value: 2000, rating: 'poor' }] }, 400],
      [{ ...pageView, metrics: [{ name: 'LCP', value: 1e9, rating: 'poor' }] }, 400],
      [{ ...pageView, metrics: [{ name: 'LCP', value: -5, rating: 'good' }] }, 400],
      [{ ...pageView, device: 'fridge' }, 400],
      [{ ...pageView, userAgent: PHONE_UA }, 400],
      [{ ...pageView, metrics: [] }, 400],
      [[], 400],
      // Over the beacon's 2 KB (a real one is some 300 bytes), and over the API's 8 KB.
      [JSON.stringify(pageView).replace('{', `{${' '.repeat(2100)}`), 413],
      [JSON.stringify(pageView).replace('{', `{${' '.repeat(9000)}`), 413],
    ];
    for (const [body, status] of refusals) {
      const res = await send(body);
      expect([String(body).slice(0, 40), res.status]).toEqual([String(body).slice(0, 40), status]);
    }
    const wrongType = await send(pageView, { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    expect(await rows()).toEqual([]);
  });

  it('answers a crawler or a lab tool 204 and keeps nothing', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect((await send(pageView, { 'User-Agent': agent })).status).toBe(204);
    }
    expect(await rows()).toEqual([]);
  });

  it("does not count a robot's beacons against the limit of the address it shares with visitors", async () => {
    const shared = { 'CF-Connecting-IP': '198.51.100.61' };
    for (let i = 0; i < 65; i++) {
      expect((await send({ ...pageView, metrics: [pageView.metrics[2]] }, { ...shared, 'User-Agent': 'Googlebot/2.1' })).status).toBe(204);
    }
    expect((await send({ ...pageView, metrics: [pageView.metrics[2]] }, shared)).status).toBe(204);
    expect(await rows()).toHaveLength(1);
  }, 60_000);

  it("limits beacons per client with a budget of their own, which leaves the client's lead form alone", async () => {
    // Miniflare's limiter counts in fixed windows of the wall-clock minute (see leads-api.test.ts);
    // 62 beacons take a few seconds idle and several times that on a busy machine: 30 s left, or wait.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const client = { 'CF-Connecting-IP': '198.51.100.60' };
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await send({ ...pageView, metrics: [pageView.metrics[2]] }, client)).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(await rows()).toHaveLength(60);
    // The same client's lead still goes through: 62 beacons used none of the 10 writes a minute.
    const lead = await worker.get('/api/insertToShortForm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...client },
      body: JSON.stringify({
        mobile: '61234598',
        gender: 'M',
        first_name: 'Tai Man',
        last_name: 'Chan',
        loan_type: 3,
        utm: '',
        referrer: '/faq',
        gclid: '',
        website: '',
      }),
    });
    expect(lead.status).toBe(201);
    await db.prepare('DELETE FROM leads WHERE mobile = ?').bind('61234598').run();
  }, 60_000);
});

describe('retention', () => {
  it('the cron deletes the rows older than the last 90 Hong Kong days and keeps the rest', async () => {
    const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date(Date.now() - n * 24 * 3600_000));
    const insert = db.prepare("INSERT INTO web_vitals (day, path, device, metric, value) VALUES (?, '/faq', 'mobile', 'TTFB', 100)");
    // Today is the 90th day kept, so 89 days ago is the oldest kept and 90 days ago the newest deleted.
    await db.batch([0, 89, 90, 400].map((n) => insert.bind(daysAgo(n))));
    await (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *' });
    expect((await rows()).map((r) => r.day)).toEqual([daysAgo(0), daysAgo(89)]);
  }, 90_000); // up to 30 s for a fresh window, then the beacons
});

describe('the sample rate on pages', () => {
  it('is on every page for the browser, at 1 on the local site', async () => {
    for (const path of ['/', '/en/faq', '/zh-CN/contactus', '/en/no-such-page']) {
      const html = await (await worker.get(path)).text();
      expect(html.match(/<html[^>]*>/)![0]).toContain('data-rum-sample-rate="1"');
      // The measuring code is fetched after the load, never named by the page (no preload, no script).
      expect(html).not.toContain('measure-vitals');
    }
  });

  const others: TestWorker[] = [];
  afterAll(async () => Promise.all(others.map((w) => w.dispose())));

  it('is left off the page at 0, and when malformed', async () => {
    for (const rate of ['0', '10%']) {
      const off = await startWorker({ vars: { RUM_SAMPLE_RATE: rate }, logs: [] });
      others.push(off);
      const html = await (await off.get('/en/faq')).text();
      expect(html).not.toContain('data-rum-sample-rate');
    }
  });

  it('carries the production share as set', async () => {
    const production = await startWorker({ vars: { RUM_SAMPLE_RATE: '0.1' } });
    others.push(production);
    expect(await (await production.get('/faq')).text()).toMatch(/<html[^>]* data-rum-sample-rate="0.1"/);
  });
});
