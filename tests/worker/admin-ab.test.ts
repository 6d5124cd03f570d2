import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAbEvents } from './ab-events-seed';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * The console's A/B results page as marketing reads it, over counted events in D1: the figures of
 * `npm run ops -- ab report` (tests/worker/ab-report.test.ts works the same counts out by hand from
 * the published formulas), the chart, the sample-ratio line, the verdict in both languages, and
 * the CSV download.
 */
const keys = new AccessKeys();
let worker: TestWorker;
const EMAIL = 'marketing@lender.example';

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({ vars: keys.vars({ [EMAIL]: 'marketing' }), logs: [] });
  const db = await worker.db();
  await db.exec('DELETE FROM ab_events');
  // One day: A 1,000 of 10,000 clicked, B 1,200 of 10,000.
  await seedAbEvents(db, '2027-01-10', 'cny', 'crazy_ad', 'A', 10_000, 1_000);
  await seedAbEvents(db, '2027-01-10', 'cny', 'crazy_ad', 'B', 10_000, 1_200);
  // spring: the same counts, but marketing changed its weights (1:1 to 3:1) in the console on
  // 11 January 02:30 UTC, the day after its first counted event; it was published the day before.
  await seedAbEvents(db, '2027-01-10', 'spring', 'crazy_ad', 'A', 10_000, 1_000);
  await seedAbEvents(db, '2027-01-10', 'spring', 'crazy_ad', 'B', 10_000, 1_200);
  const variant = (v: string, weight: number) => ({ id: `spring-${v}`, banner_type: 'crazy_ad', campaign: 'spring', variant: v, weight });
  for (const [at, action, before, after] of [
    ['2027-01-09T01:00:00.000Z', 'banner.create', [], [variant('A', 1), variant('B', 1)]],
    ['2027-01-11T02:30:00.000Z', 'banner.update', [variant('A', 1), variant('B', 1)], [variant('A', 3), variant('B', 1)]],
  ] as const) {
    await db
      .prepare(
        "INSERT INTO audit_log (at, actor, action, target, before_json, after_json) VALUES (?, 'marketing@lender.example', ?, 'kv:banners#spring-A', ?, ?)",
      )
      .bind(at, action, JSON.stringify(before), JSON.stringify(after))
      .run();
  }
}, 60_000);
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});

async function get(path: string) {
  return worker.get(path, { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: EMAIL }) } });
}

/** One experiment's section of the results page. */
const section = (html: string, experiment: string) => new RegExp(`<section[^>]*data-experiment="${experiment}">([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '';

/** The text of a table cell of a variant's row, by its data-figure name. */
const cell = (html: string, variant: string, figure: string) => {
  const row = new RegExp(`<tr data-variant="${variant}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
  return new RegExp(`data-figure="${figure}">([^<]*)<`).exec(row)?.[1];
};

describe('the console’s A/B results', () => {
  it('shows each variant’s counts, CTR with its interval, lift, always-valid p-value and verdict (English)', async () => {
    const res = await get('/admin/ab?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('cny · crazy_ad');
    // A 10%, B 12%; Wilson 95% of 1200/10000: 0.113776 to 0.126500; lift +20% with the always-valid
    // interval +6.5% to +33.5% and p = 0.000403 (worked out in ab-report.test.ts).
    expect(cell(html, 'A', 'impressions')).toBe('10,000');
    expect(cell(html, 'B', 'clicks')).toBe('1,200');
    expect(cell(html, 'B', 'ctr')).toBe('12.00% (11.38% – 12.65%)');
    expect(cell(html, 'B', 'lift')).toBe('+20.0% (+6.5% – +33.5%)');
    expect(cell(html, 'B', 'p')).toBe('0.000');
    expect(html).toContain('B is clicked more than A: +20.0% (95% always-valid range +6.5% to +33.5%)');
    // Weights 50/50 and 10,000 each: the assignment is as the weights say.
    expect(html).toContain('data-srm="ok"');
    // One interval line and one dot per variant.
    const chart = /<svg class="chart"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(chart.match(/<line /g)).toHaveLength(3);
    expect(chart.match(/<circle /g)).toHaveLength(2);
  });

  it('reads in Chinese by default, and takes the effect to plan for', async () => {
    const html = await (await get('/admin/ab?mde=5')).text();
    expect(html).toContain('A/B 測試結果');
    expect(html).toMatch(/name="mde"[^>]*value="5"/);
    // It changes the visitors still needed, never the p-value or the verdict (the CSV's full figures).
    const figures = async (query: string) => {
      const csv = (await (await get(`/admin/ab/results.csv?lang=en&campaign=cny${query}`)).text()).trim().split('\n');
      const b = csv[2]!.split(',');
      return [b[12], b[16]];
    };
    expect(await figures('&mde=50')).toEqual(await figures(''));
  });

  it('withholds the verdict of a test whose weights were changed in the console after it started counting, and says why', async () => {
    const en = await (await get('/admin/ab?lang=en')).text();
    const spring = section(en, 'spring/crazy_ad');
    expect(spring).toContain('data-weights-changed="2027-01-11T02:30:00.000Z"');
    // 02:30 UTC is 10:30 in Hong Kong.
    expect(spring).toContain(
      'The weights of this test were changed in the console on 2027-01-11 10:30 (Hong Kong time), after it had started counting visitors. That moved some visitors from one variant to another, so neither the sample-ratio check nor the sequential test holds, and no verdict is given below. Start the test again under a new campaign name, or count only the visitors who arrive after 2027-01-11 10:30.',
    );
    expect(spring).not.toContain('data-srm=');
    // The counts stay; the p-value and the verdict do not.
    expect(cell(spring, 'B', 'clicks')).toBe('1,200');
    expect(cell(spring, 'B', 'p')).toBe('—');
    expect(spring).toContain('data-verdict="weights_changed">No verdict: the weights changed during the test');
    // The same counts in a test left alone: a clear verdict.
    expect(section(en, 'cny/crazy_ad')).toContain('data-verdict="better"');

    const zh = section(await (await get('/admin/ab')).text(), 'spring/crazy_ad');
    expect(zh).toContain('此測試的比重於 2027-01-11 10:30（香港時間）在控制台被更改');
    const csv = (await (await get('/admin/ab/results.csv?lang=en&campaign=spring')).text()).trim().split('\n');
    expect(csv[2]).toMatch(/^spring,crazy_ad,B,0\.5,10000,1200,0\.12,[\d.]+,[\d.]+,0\.(?:2|1999)\d*,,,,,,,weights_changed,"No verdict:/);
  });

  it('notices a weight change made through the banners page while the test runs', async () => {
    const db = await worker.db();
    // autumn's first visitors were counted a week ago.
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000).toISOString().slice(0, 10);
    await seedAbEvents(db, weekAgo, 'autumn', 'floating_icon', 'A', 100, 10);
    await seedAbEvents(db, weekAgo, 'autumn', 'floating_icon', 'B', 100, 12);
    const token = await keys.sign({ email: EMAIL });
    const form = await worker.get('/admin/banners/new', { headers: { 'Cf-Access-Jwt-Assertion': token } });
    const cookie = form.headers.get('Set-Cookie')!.split(';')[0]!;
    const save = async (variant: string, weight: string, original = false) => {
      const page = await (await worker.get('/admin/banners/new', { headers: { 'Cf-Access-Jwt-Assertion': token, Cookie: cookie } })).text();
      const revision = /name="revision" value="([^"]*)"/.exec(page)![1]!;
      const picture = '/images/banners/autumn.png';
      const fields = {
        csrf: cookie.split('=')[1]!,
        revision,
        ...(original ? { original_id: `autumn-${variant}` } : {}),
        id: `autumn-${variant}`,
        banner_type: 'floating_icon',
        campaign: 'autumn',
        variant,
        weight,
        url_zh: '/loan/n-loan',
        url_en: '/en/loan/n-loan',
        image_desktop_zh: picture,
        image_desktop_en: picture,
        image_mobile_zh: picture,
        image_mobile_en: picture,
      };
      const res = await worker.get('/admin/banners/save', {
        method: 'POST',
        headers: { 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      expect(res.status).toBe(303);
    };
    // Published eight days ago (the console writes the log at the time of the change: moved back here) ...
    await save('A', '1');
    await save('B', '1');
    await db
      .prepare("UPDATE audit_log SET at = ? WHERE target LIKE 'kv:banners#autumn-%'")
      .bind(new Date(Date.now() - 8 * 24 * 3600_000).toISOString())
      .run();
    expect(section(await (await get('/admin/ab?lang=en')).text(), 'autumn/floating_icon')).not.toContain('data-weights-changed');
    // ... then B's weight raised while it runs.
    await save('B', '3', true);
    const autumn = section(await (await get('/admin/ab?lang=en')).text(), 'autumn/floating_icon');
    expect(autumn).toMatch(/data-weights-changed="\d{4}-\d\d-\d\dT/);
    expect(autumn).toContain('data-verdict="weights_changed"');
  });

  it('downloads the same figures as CSV, and refuses a visitor without a sign-in', async () => {
    const res = await get('/admin/ab/results.csv?lang=en&campaign=cny');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^cny,crazy_ad,B,0\.5,10000,1200,0\.12,0\.1137\d*,0\.1265\d*,/);
    expect((await worker.get('/admin/ab/results.csv')).status).toBe(401);
  });
});
