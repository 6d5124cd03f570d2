import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, startWorker } from './harness';

/**
 * `npm run ops -- ab report` over events stored in a local D1, as a marketer runs it. The figures
 * below are worked out by hand from the seeded counts (shown next to each), not by the report's code.
 */
let state: string;

function ops(...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', ...args, '--persist-to', state], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

const event = (name: string, anonId: string, campaign: string, bannerType: string, variant: string) => ({
  event: name,
  anonymousId: anonId,
  properties: { banner_id: `${campaign}-${variant}`, banner_type: bannerType, campaign, variant, source: 'desktop_web', locale: 'zh-HK' },
  context: { page: { path: '/' } },
});

/** `visitors` saw the variant; the first `clickers` of them clicked it. */
function seedRows(campaign: string, bannerType: string, variant: string, visitors: number, clickers: number) {
  const rows: ReturnType<typeof event>[] = [];
  for (let i = 0; i < visitors; i++) {
    const id = `${campaign}-${variant}-visitor-${i}`;
    rows.push(event('banner_impression', id, campaign, bannerType, variant));
    if (i < clickers) rows.push(event('banner_click', id, campaign, bannerType, variant));
  }
  return rows;
}

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'ab-report-'));
  const worker = await startWorker({ persistTo: state });
  try {
    // The D1 schema only: the report reads events, no KV value. (The seed script, with wrangler's
    // migrations command, cost another Node and wrangler start, some 5 s of CPU.)
    const db = await worker.db();
    await migrate(db);
    // An empty banner list stored, as the local seed leaves it: the refused put below must keep it.
    await (await worker.kv()).put('banners', '[]');
    const rows = [
      ...seedRows('cny', 'crazy_ad', 'A', 1000, 100),
      ...seedRows('cny', 'crazy_ad', 'B', 1000, 130),
      ...seedRows('app', 'floating_icon', 'A', 200, 20),
      ...seedRows('app', 'floating_icon', 'B', 200, 22),
    ];
    const insert = db.prepare('INSERT INTO analytics_events (received_at, event, anonymous_id, properties, context) VALUES (?, ?, ?, ?, ?)');
    for (let i = 0; i < rows.length; i += 500) {
      await db.batch(
        rows
          .slice(i, i + 500)
          .map((r) => insert.bind(new Date().toISOString(), r.event, r.anonymousId, JSON.stringify(r.properties), JSON.stringify(r.context))),
      );
    }
    // Noise through the real endpoint, none of which may change the figures: a second impression
    // and a second click by counted visitors, a click without an impression, another event type.
    const noise = [
      event('banner_impression', 'cny-A-visitor-0', 'cny', 'crazy_ad', 'A'),
      event('banner_click', 'cny-A-visitor-0', 'cny', 'crazy_ad', 'A'),
      event('banner_click', 'visitor-with-blocked-impression', 'cny', 'crazy_ad', 'B'),
      { event: 'page_section_action', anonymousId: 'cny-A-visitor-5', properties: { campaign: 'cny', variant: 'A' }, context: {} },
    ];
    for (const body of noise) {
      const res = await worker.get('/api/track', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(204);
    }
  } finally {
    await worker.dispose();
  }
}, 120_000);
afterAll(() => rmSync(state, { recursive: true, force: true }));

interface Row {
  campaign: string;
  banner_type: string;
  variant: string;
  impressions: number;
  clicks: number;
  ctr: number | null;
  lift: number | null;
  z: number | null;
  p_value: number | null;
  verdict: string;
}

describe('npm run ops -- ab report', () => {
  it('gives per-variant counts, CTR, lift, p-value and a verdict (JSON)', () => {
    const res = ops('ab', 'report', '--format', 'json');
    expect(res.code, res.err).toBe(0);
    const rows = JSON.parse(res.out) as Row[];
    expect(rows.map((r) => `${r.campaign}/${r.variant}: ${r.impressions} ${r.clicks}`)).toEqual([
      'app/A: 200 20',
      'app/B: 200 22',
      'cny/A: 1000 100',
      'cny/B: 1000 130',
    ]);
    const [appA, appB, cnyA, cnyB] = rows as [Row, Row, Row, Row];

    // cny: A 100/1000 = 10%, B 130/1000 = 13%; lift (0.13 - 0.10) / 0.10 = +30%.
    // Pooled p = 230/2000 = 0.115; SE = sqrt(0.115 x 0.885 x (1/1000 + 1/1000)) = sqrt(0.00020355)
    // = 0.014267; z = 0.03 / 0.014267 = 2.1027; two-sided p = 2 x (1 - Phi(2.1027)) = 2 x 0.01774 = 0.0355.
    expect(cnyA.ctr).toBeCloseTo(0.1, 10);
    expect(cnyA.lift).toBeNull();
    expect(cnyA.verdict).toMatch(/Baseline/);
    expect(cnyB.ctr).toBeCloseTo(0.13, 10);
    expect(cnyB.lift).toBeCloseTo(0.3, 10);
    expect(cnyB.z).toBeCloseTo(2.1027, 3);
    expect(cnyB.p_value).toBeCloseTo(0.0355, 3);
    expect(cnyB.verdict).toBe('B is clicked more than A (+30.0%), and a gap this large is unlikely to be chance (p = 0.035, 95% confidence).');

    // app: A 20/200 = 10%, B 22/200 = 11%; lift +10%. Pooled p = 42/400 = 0.105;
    // SE = sqrt(0.105 x 0.895 x (1/200 + 1/200)) = sqrt(0.00093975) = 0.030655; z = 0.01 / 0.030655
    // = 0.3262; p = 2 x (1 - Phi(0.3262)) = 2 x 0.37214 = 0.7443: no evidence either way.
    expect(appA.ctr).toBeCloseTo(0.1, 10);
    expect(appB.lift).toBeCloseTo(0.1, 10);
    expect(appB.z).toBeCloseTo(0.3262, 3);
    expect(appB.p_value).toBeCloseTo(0.7443, 3);
    expect(appB.verdict).toMatch(/^No clear difference from A yet: a gap of \+10\.0% could well be chance \(p = 0\.744\)/);
  });

  it('filters by campaign and writes CSV a spreadsheet opens', () => {
    const res = ops('ab', 'report', '--campaign', 'cny', '--format', 'csv');
    expect(res.code, res.err).toBe(0);
    const lines = res.out.trim().split('\n');
    expect(lines[0]).toBe('campaign,banner_type,variant,impressions,clicks,ctr,lift,z,p_value,verdict');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^cny,crazy_ad,A,1000,100,0\.1,,,,Baseline/);
    expect(lines[2]).toMatch(/^cny,crazy_ad,B,1000,130,0\.13,0\.3\d*,2\.10\d*,0\.035\d*,"?B is clicked more/);
  });

  it('prints a readable table by default', () => {
    const res = ops('ab', 'report', '--campaign', 'app');
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('Campaign app (floating_icon)');
    expect(res.out).toMatch(/A\s+200\s+20\s+10\.00%\s+-\s+-/);
    expect(res.out).toMatch(/B\s+200\s+22\s+11\.00%\s+\+10\.0%\s+0\.744/);
    expect(res.out).not.toContain('cny');
  });

  it('says when there is nothing yet, and refuses a bad format', () => {
    expect(ops('ab', 'report', '--campaign', 'no-such-campaign').out).toContain('No banner impressions recorded yet.');
    const bad = ops('ab', 'report', '--format', 'xml');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--format must be text, csv or json');
  });
});

describe('npm run ops -- banners put', () => {
  it('refuses an image from another host (the page would block it) and writes nothing', () => {
    const file = join(state, 'external-image-banners.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: 1,
          banner_type: 'crazy_ad',
          campaign: 'cny',
          url_zh: 'https://www.example.com/zh',
          url_en: 'https://www.example.com/en',
          image_desktop_zh: 'https://cdn.example.net/a.png',
          image_desktop_en: '/images/banners/a.svg',
          image_mobile_zh: '/images/banners/a.svg',
          image_mobile_en: '/images/banners/a.svg',
        },
      ]),
    );
    const res = ops('banners', 'put', file);
    expect(res.code).toBe(2);
    expect(res.err).toContain('0.image_desktop_zh: must be a path on this site');
    expect(ops('banners', 'get').out).toContain('[]');
  });
});
