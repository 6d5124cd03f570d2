import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedPreviewQuery } from '../../worker/maintenance-preview';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * `?show_layer` and `?today=` show the official suspension notice. On the live site they work only
 * through a signed, expiring preview link an ops user makes in the console
 * (worker/maintenance-preview.ts); a changed or expired link shows nothing, and no page with a
 * preview is ever stored by a cache. The local site keeps the plain parameters (maintenance.test.ts).
 */
const SECRET = 'test-maintenance-preview-secret-0123456789abcdef';
const keys = new AccessKeys();
let production: TestWorker;
let noSecret: TestWorker;
let kv: KVNamespace;

beforeAll(async () => {
  await keys.start();
  const vars = { ...keys.vars({ 'ops@lender.example': 'ops', 'viewer@lender.example': 'viewer' }), SITE_ENV: 'production' };
  [production, noSecret] = await Promise.all([
    startWorker({ vars: { ...vars, MAINTENANCE_PREVIEW_SECRET: SECRET }, logs: [] }),
    startWorker({ vars, logs: [] }),
  ]);
  kv = await production.kv();
});
afterAll(async () => {
  await Promise.all([production?.dispose(), noSecret?.dispose()]);
  await keys.stop();
});
beforeEach(async () => {
  await kv.delete('maintenance');
});

const NOTICE = 'Online application service suspended';
const HOUR = 3600_000;

async function page(w: TestWorker, path: string) {
  const res = await w.get(path);
  const html = await res.text();
  return { res, html, on: /<html[^>]*\sdata-maintenance=""/.test(html) || html.includes(NOTICE) };
}

/** An ops user's console session: makes preview links through the maintenance page's form. */
async function makeLinks(w: TestWorker, fields: Record<string, string>, email = 'ops@lender.example') {
  const token = await keys.sign({ email });
  const first = await w.get('/admin/maintenance?lang=en', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
  const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(await first.text())?.[1] ?? cookie.split('=')[1]!;
  const res = await w.get('/admin/maintenance/preview?lang=en', {
    method: 'POST',
    headers: { 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, ...fields }).toString(),
  });
  const html = await res.text();
  const links = [...html.matchAll(/<li><a href="([^"]+)">Preview in/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return { status: res.status, html, links };
}

describe('maintenance previews on the live site (SITE_ENV=production)', () => {
  it('ignores the plain parameters: no notice for ?show_layer or ?today= inside a window', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: false, start: '2030-01-02T23:30:00+08:00', end: '2030-01-03T02:15:00+08:00' }));
    for (const path of ['/en?show_layer', '/en?show_layer=1&debug', '/en?today=2030-01-03T00:00', '/en/no-such-page?show_layer=1']) {
      expect((await page(production, path)).on, path).toBe(false);
    }
  });

  it('shows the notice through a link an ops user made in the console, never stored by a cache', async () => {
    const made = await makeLinks(production, { at: '', hours: '2' });
    expect(made.status).toBe(200);
    expect(made.links).toHaveLength(2);
    const [zh, en] = made.links as [string, string];
    expect(en).toMatch(/^\/en\?show_layer=1&preview=\d+\.[\w-]{43}$/);
    const shown = await page(production, en);
    expect(shown.on).toBe(true);
    expect(shown.res.headers.get('Cache-Control')).toBe('no-store');
    expect((await page(production, zh)).html).toContain('網上申請服務暫停');
    // The same page without the link: no notice, and cacheable as usual.
    const plain = await page(production, '/en');
    expect(plain.on).toBe(false);
    expect(plain.res.headers.get('Cache-Control')).not.toBe('no-store');
  });

  it('previews a window at a given time, and only at that time', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: false, start: '2030-01-02T23:30:00+08:00', end: '2030-01-03T02:15:00+08:00' }));
    const { links } = await makeLinks(production, { at: '2030-01-02T23:30', hours: '1' });
    const en = links[1]!;
    expect(en).toContain('today=2030-01-02T23%3A30');
    expect((await page(production, en)).on).toBe(true);
    // Another time under the same signature is a changed link.
    expect((await page(production, en.replace('23%3A30', '23%3A29'))).on).toBe(false);
  });

  it('shows nothing for a changed, added-to, expired, too long-lived or foreign link', async () => {
    const query = (params: { today?: string | null; showLayer?: boolean; debug?: boolean }, expires: number, secret = SECRET) =>
      signedPreviewQuery(secret, { today: params.today ?? null, showLayer: params.showLayer ?? false, debug: params.debug ?? false }, new Date(expires));
    const good = await query({ showLayer: true }, Date.now() + HOUR);
    expect((await page(production, `/en?${good}`)).on).toBe(true);
    const [, sig] = /preview=(\d+\.[\w-]+)/.exec(good)!;
    const [exp, mac] = sig!.split('.') as [string, string];
    const tampered = [
      `/en?${good.replace(mac, (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1))}`,
      `/en?${good.replace(exp, String(Number(exp) + 3600))}`,
      `/en?${good}&debug`,
      `/en?${good}&today=2030-01-01T00:00`.replace('show_layer=1&', ''),
      `/en?show_layer=1&preview=${exp}`,
      `/en?show_layer=1&preview=${exp}.${mac}.x`,
      `/en?show_layer=1&preview=garbage`,
      `/en?${await query({ showLayer: true }, Date.now() - 60_000)}`,
      `/en?${await query({ showLayer: true }, Date.now() + 100 * HOUR)}`,
      `/en?${await query({ showLayer: true }, Date.now() + HOUR, 'another-secret-0123456789abcdefghijklmnop')}`,
    ];
    for (const path of tampered) expect((await page(production, path)).on, path).toBe(false);
  });

  it('makes no link for a viewer, nor without the secret, nor for a malformed form', async () => {
    expect((await makeLinks(production, { at: '', hours: '2' }, 'viewer@lender.example')).status).toBe(403);
    const none = await makeLinks(noSecret, { at: '', hours: '2' });
    expect(none.status).toBe(503);
    expect(none.links).toEqual([]);
    expect(none.html).toContain('MAINTENANCE_PREVIEW_SECRET is not set');
    for (const fields of [
      { at: 'tomorrow', hours: '2' },
      { at: '', hours: '0' },
      { at: '', hours: '73' },
      { at: '', hours: '1.5' },
    ]) {
      const bad = await makeLinks(production, fields);
      expect(bad.status, JSON.stringify(fields)).toBe(400);
      expect(bad.links).toEqual([]);
    }
    // Without the secret the plain parameters still show nothing.
    expect((await page(noSecret, '/en?show_layer')).on).toBe(false);
  });
});
