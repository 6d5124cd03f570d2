import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentResult, VariantResult } from '../../src/shared/ab/results';
import { seedAbEvents } from './ab-events-seed';
import { migrate, startWorker } from './harness';
import { issuedVisitorId } from './visitor-ids';

/**
 * `npm run ops -- ab report` over counted events in a local D1 (ab_events), as a marketer runs it.
 * The figures are worked out by hand from the seeded counts with the published formulas (Wilson;
 * the mSPRT of Johari et al. 2017, steps in tests/unit/ab-statistics.test.ts), not by the report's code.
 */
let state: string;
const banners = readFileSync('scripts/seed/sample-banners.json', 'utf8');

function ops(...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', ...args, '--persist-to', state], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

const browser = (anonId: string) => ({
  'Content-Type': 'application/json',
  'User-Agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Accept-Language': 'en-HK,en;q=0.9',
  Cookie: `anon_id=${anonId}`,
});

let liveVariant: string;

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'ab-report-'));
  const worker = await startWorker({ persistTo: state });
  try {
    // The D1 schema only (the seed script, with wrangler's migrations command, cost another Node
    // and wrangler start, some 5 s of CPU).
    const db = await worker.db();
    await migrate(db);
    // cny: one day, A 1000 of 10,000 clicked, B 1200 of 10,000.
    await seedAbEvents(db, '2027-01-10', 'cny', 'crazy_ad', 'A', 10000, 1000);
    await seedAbEvents(db, '2027-01-10', 'cny', 'crazy_ad', 'B', 10000, 1200);
    // app: two days of A 50 of 500 and B 65 of 500 each (1000 / 100 and 1000 / 130 in all).
    for (const day of ['2027-01-10', '2027-01-11']) {
      await seedAbEvents(db, day, 'app', 'floating_icon', 'A', 500, 50);
      await seedAbEvents(db, day, 'app', 'floating_icon', 'B', 500, 65);
    }
    // moved: A 50 of 500, B 65 of 500 on 10 January; marketing changed its weights (1:1 to 1:4) in
    // the console on 11 January 02:30 UTC, after its first counted visitor (the audit log's row).
    await seedAbEvents(db, '2027-01-10', 'moved', 'crazy_ad', 'A', 500, 50);
    await seedAbEvents(db, '2027-01-10', 'moved', 'crazy_ad', 'B', 500, 65);
    const variant = (v: string, weight: number) => ({ id: `moved-${v}`, banner_type: 'crazy_ad', campaign: 'moved', variant: v, weight });
    await db
      .prepare(
        "INSERT INTO audit_log (at, actor, action, target, before_json, after_json) VALUES (?, 'marketing@lender.example', 'banner.update', 'kv:banners#moved-B', ?, ?)",
      )
      .bind('2027-01-11T02:30:00.000Z', JSON.stringify([variant('A', 1), variant('B', 1)]), JSON.stringify([variant('A', 1), variant('B', 4)]))
      .run();
    // One real visitor of the sample popup test (cny-2027) through the endpoint: shown, clicked.
    const kv = await worker.kv();
    await kv.put('banners', banners);
    const visitor = await issuedVisitorId(worker);
    const list = await worker.get('/api/banners?source=mobile_web', { headers: { Cookie: `anon_id=${visitor}` } });
    const popup = ((await list.json()) as { banners: { id: string; banner_type: string; campaign: string; variant: string }[] }).banners.find(
      (b) => b.banner_type === 'crazy_ad',
    )!;
    liveVariant = popup.variant;
    for (const event of ['banner_impression', 'banner_click']) {
      const body = {
        event,
        anonymousId: 'ignored',
        properties: { banner_id: popup.id, banner_type: 'crazy_ad', campaign: popup.campaign, variant: popup.variant },
      };
      const res = await worker.get('/api/track', { method: 'POST', headers: browser(visitor), body: JSON.stringify(body) });
      expect(res.status).toBe(204);
    }
    // An empty banner list stored, as the local seed leaves it: the refused put below must keep it.
    await kv.put('banners', '[]');
  } finally {
    await worker.dispose();
  }
}, 120_000);
afterAll(() => rmSync(state, { recursive: true, force: true }));

describe('npm run ops -- ab report', () => {
  it('gives per-variant counts, intervals, always-valid p-values and a verdict key (JSON: the console’s results model)', () => {
    const res = ops('ab', 'report', '--format', 'json');
    expect(res.code, res.err).toBe(0);
    const experiments = JSON.parse(res.out) as ExperimentResult[];
    expect(experiments.map((e) => `${e.campaign} ${e.bannerType} ${e.days}`)).toEqual([
      'app floating_icon 2',
      'cny crazy_ad 1',
      // Counted today: not yet a look of the test.
      'cny-2027 crazy_ad 0',
      'moved crazy_ad 1',
    ]);
    const [app, cny, live] = experiments as [ExperimentResult, ExperimentResult, ExperimentResult];
    expect([app.weightsChangedAt, cny.weightsChangedAt, live.weightsChangedAt]).toEqual([null, null, null]);

    // cny: A 10%, B 12%, lift +20%. V = 0.09/10000 + 0.1056/10000 = 1.956e-5, τ = 10% × 0.11 = 0.011:
    // 1/Λ = 0.000403; interval 0.02 ± 0.013452, over A's 10%: lift +6.5% to +33.5%. Weights 50/50, 10,000 each: χ² = 0.
    expect(cny.srm).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    const [cnyA, cnyB] = cny.variants as [VariantResult, VariantResult];
    expect([cnyA.variant, cnyA.impressions, cnyA.clicks, cnyA.share, cnyA.verdict]).toEqual(['A', 10000, 1000, 0.5, 'baseline']);
    expect([cnyB.variant, cnyB.impressions, cnyB.clicks, cnyB.verdict]).toEqual(['B', 10000, 1200, 'better']);
    expect(cnyB.lift).toBeCloseTo(0.2, 10);
    expect(cnyB.pValue).toBeCloseTo(0.000403, 6);
    expect(cnyB.liftInterval![0]).toBeCloseTo(0.06548, 4);
    expect(cnyB.liftInterval![1]).toBeCloseTo(0.33452, 4);

    // app, day 1: A 50/500, B 65/500: 1/Λ = 0.877; day 2 (1000 each): 1/Λ = 0.53631, interval
    // 0.03 ± 0.057827 (inside day 1's 0.03 ± 0.101858). Wilson of 100/1000: [0.082909, 0.120152].
    const [appA, appB] = app.variants as [VariantResult, VariantResult];
    expect(appA.ctrInterval![0]).toBeCloseTo(0.082909, 5);
    expect(appA.ctrInterval![1]).toBeCloseTo(0.120152, 5);
    expect(appB.pValue).toBeCloseTo(0.53631, 4);
    expect(appB.liftInterval![0]).toBeCloseTo(-0.27827, 4);
    expect(appB.liftInterval![1]).toBeCloseTo(0.87827, 4);
    expect(appB.verdict).toBe('keep_running');
    // A fixed-horizon test for 10% → 11% needs 14,834 a variant; the always-valid one more.
    expect(appB.visitorsNeededPerVariant).toBeGreaterThan(14_834);
    expect(appB.moreVisitors).toBe((appB.visitorsNeededPerVariant! - 1000) * 2);

    // The visitor who came through /api/track: one impression and one click of the variant they were
    // shown, today, so kept apart from the test's figures until the Hong Kong day ends.
    // Both variants it was counted under are reported, the one nobody was counted for with zero.
    expect(live.variants.map((v) => `${v.variant} ${v.impressions} ${v.clicks} ${v.todayImpressions} ${v.todayClicks}`)).toEqual(
      ['A', 'B'].map((v) => `${v} 0 0 ${v === liveVariant ? '1 1' : '0 0'}`),
    );
  });

  it('filters by campaign and writes CSV a spreadsheet opens, with the same numbers', () => {
    const res = ops('ab', 'report', '--campaign', 'cny', '--format', 'csv');
    expect(res.code, res.err).toBe(0);
    const lines = res.out.trim().split('\n');
    expect(lines[0]).toBe(
      'campaign,banner_type,variant,share,impressions,clicks,ctr,ctr_low,ctr_high,lift,lift_low,lift_high,p_value,srm_p_value,visitors_needed_per_variant,more_visitors,verdict_key,verdict,decided_on,today_impressions,today_clicks',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^cny,crazy_ad,A,0\.5,10000,1000,0\.1,0\.0942\d*,0\.1060\d*,,,,,1,,,baseline,Baseline: the other variants are compared with A\.,,0,0$/,
    );
    expect(lines[2]).toMatch(/^cny,crazy_ad,B,0\.5,10000,1200,0\.12,0\.1137\d*,0\.1265\d*,0\.(?:2|1999)\d*,0\.0654\d*,0\.3345\d*,0\.000403\d*,1,\d+,0,better,/);
    expect(lines[2]).toContain('B is clicked more than A: +20.0% (95% always-valid range +6.5% to +33.5%)');
    // Decided on its one day's look.
    expect(lines[2]).toMatch(/,2027-01-10,0,0$/);
  });

  it('prints a readable table by default, and takes the minimum detectable effect', () => {
    const res = ops('ab', 'report', '--campaign', 'app');
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('Campaign app (floating_icon), 2 days of data. The variants’ impressions match their weights.');
    expect(res.out).toMatch(/A\s+50%\s+1000\s+100\s+10\.00%\s+8\.29% to 12\.02%\s+-\s+-\s+-/);
    expect(res.out).toMatch(/B\s+50%\s+1000\s+130\s+13\.00%\s+11\.06% to 15\.23%\s+\+30\.0%\s+-27\.8% to \+87\.8%\s+0\.536/);
    expect(res.out).toMatch(
      /No clear difference yet \(\+30\.0%, 95% always-valid range -27\.8% to \+87\.8%\)\. Keep the test running: about [\d,]+ more visitors to tell a 10% difference\./,
    );
    expect(res.out).not.toContain('cny');
    // A 30% effect is easier to see: fewer visitors, and the report says so.
    const wide = JSON.parse(ops('ab', 'report', '--campaign', 'app', '--format', 'json', '--mde', '30').out) as ExperimentResult[];
    expect(wide[0]!.mde).toBeCloseTo(0.3, 10);
    const narrow = JSON.parse(ops('ab', 'report', '--campaign', 'app', '--format', 'json').out) as ExperimentResult[];
    expect(wide[0]!.variants[1]!.visitorsNeededPerVariant!).toBeLessThan(narrow[0]!.variants[1]!.visitorsNeededPerVariant! / 5);
    // Only that: the p-value, the range and the verdict are the test's own, fixed when it started.
    const figures = (r: ExperimentResult[]) => [r[0]!.testMde, r[0]!.variants[1]!.pValue, r[0]!.variants[1]!.liftInterval, r[0]!.variants[1]!.verdict];
    expect(figures(wide)).toEqual(figures(narrow));
    // Three runs of the CLI, each starting Node and Miniflare: about 6 s quiet, over 30 s at load 12.
  }, 90_000);

  it('withholds the verdict of a test whose weights were changed in the console while it ran, and says why', () => {
    const res = ops('ab', 'report', '--campaign', 'moved');
    expect(res.code, res.err).toBe(0);
    // No sample-ratio line: there is no one set of weights to check the split against.
    expect(res.out).toContain('Campaign moved (crazy_ad), 1 day of data.\n');
    // 02:30 UTC is 10:30 in Hong Kong.
    expect(res.out).toContain(
      '  The weights of this test were changed in the console on 2027-01-11 10:30 (Hong Kong time), after it had started counting visitors. That moved some visitors from one variant to another, so neither the sample-ratio check nor the sequential test holds, and no verdict is given below. Start the test again under a new campaign name, or count only the visitors who arrive after 2027-01-11 10:30.',
    );
    // B's row: counts and CTR, no range, no p-value; the verdict withheld.
    expect(res.out).toMatch(/B\s+50%\s+500\s+65\s+13\.00%\s+\S+ to \S+\s+\+30\.0%\s+-\s+-\n\s+No verdict: the weights changed during the test/);
    const [moved] = JSON.parse(ops('ab', 'report', '--campaign', 'moved', '--format', 'json').out) as ExperimentResult[];
    expect([moved!.weightsChanged, moved!.weightsChangedAt, moved!.srm, moved!.variants[1]!.verdict, moved!.variants[1]!.pValue]).toEqual([
      true,
      '2027-01-11T02:30:00.000Z',
      null,
      'weights_changed',
      null,
    ]);
  }, 60_000);

  it('says when there is nothing yet, and refuses a bad format or effect', () => {
    expect(ops('ab', 'report', '--campaign', 'no-such-campaign').out).toContain('No banner impressions recorded yet.');
    const bad = ops('ab', 'report', '--format', 'xml');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--format must be text, csv or json');
    const mde = ops('ab', 'report', '--mde', 'ten');
    expect(mde.code).toBe(2);
    expect(mde.err).toContain('--mde must be a percentage above 0 and at most 500, not ten');
    // Three runs of the ops command, each a process of its own: 8-10 s apiece on a busy runner.
  }, 60_000);
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
