import { describe, expect, it } from 'vitest';
import { abResultsEnUS } from '../../content/i18n/ab-results.en-US';
import { abResultsZhHK } from '../../content/i18n/ab-results.zh-HK';
import { experimentResult, type DailyCount } from '../../src/shared/ab/results';
import { srmText, verdictText } from '../../src/shared/ab/verdict-text';

/**
 * The results model marketing reads (report, CSV, console): which verdict each situation gets, and
 * its words in both languages. The numbers are the formulas worked in ab-statistics.test.ts.
 */
const day = (d: string, variant: string, impressions: number, clicks: number): DailyCount => ({ day: d, variant, impressions, clicks });
const even = { A: [0.5], B: [0.5] };

describe('experimentResult', () => {
  it('calls a clear winner with its lift, intervals and always-valid p-value', () => {
    const result = experimentResult({
      campaign: 'cny',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [day('2027-01-01', 'A', 10000, 1000), day('2027-01-01', 'B', 10000, 1200)],
    });
    expect(result.baseline).toBe('A');
    expect(result.days).toBe(1);
    expect(result.srm).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    const [a, b] = result.variants;
    expect(a!.verdict).toBe('baseline');
    // Wilson: 1000/10000 → [0.094273, 0.106034]; 1200/10000 → [0.113776, 0.126515].
    expect(a!.ctrInterval![0]).toBeCloseTo(0.094273, 5);
    expect(b!.ctrInterval![1]).toBeCloseTo(0.126515, 5);
    expect(b!.lift).toBeCloseTo(0.2, 10);
    // 1/Λ = 0.000403; the difference's interval [0.006548, 0.033452] over A's 10%: lift +6.5% to +33.5%.
    expect(b!.pValue).toBeCloseTo(0.000403, 6);
    expect(b!.liftInterval![0]).toBeCloseTo(0.06548, 4);
    expect(b!.liftInterval![1]).toBeCloseTo(0.33452, 4);
    expect(b!.verdict).toBe('better');
    expect(verdictText(abResultsEnUS, result, b!)).toBe(
      'B is clicked more than A: +20.0% (95% always-valid range +6.5% to +33.5%). This holds however often the results were looked at.',
    );
    expect(verdictText(abResultsZhHK, result, b!)).toBe(
      'B 的點擊率高於 A：+20.0%（95% 隨時有效範圍 +6.5% 至 +33.5%）。無論期間查看結果多少次，此結論仍然成立。',
    );
    expect(srmText(abResultsEnUS, result)).toBe('The variants’ impressions match their weights.');
  });

  it('calls a clear loser the same way', () => {
    // The same counts swapped: A 12%, B 10%, lift −1/6; interval −0.02 ± 0.013452 over A's 12%: −27.9% to −5.5%.
    const result = experimentResult({
      campaign: 'cny',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [day('2027-01-01', 'A', 10000, 1200), day('2027-01-01', 'B', 10000, 1000)],
    });
    const b = result.variants[1]!;
    expect(b.lift).toBeCloseTo(-1 / 6, 10);
    expect(b.pValue).toBeCloseTo(0.000403, 6);
    expect(b.liftInterval![0]).toBeCloseTo(-0.033452 / 0.12, 4);
    expect(b.liftInterval![1]).toBeCloseTo(-0.006548 / 0.12, 4);
    expect(b.verdict).toBe('worse');
    expect(verdictText(abResultsEnUS, result, b)).toMatch(/^B is clicked less than A: -16\.7% \(95% always-valid range -27\.9% to -5\.5%\)/);
  });

  it('keeps a winner found on an earlier day (the smallest p-value over the daily looks)', () => {
    // Day 1 as above; day 2 adds A 10000/1100 and B 10000/1000 (cumulative 2100 and 2200 of 20000).
    const result = experimentResult({
      campaign: 'cny',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [
        day('2027-01-01', 'A', 10000, 1000),
        day('2027-01-01', 'B', 10000, 1200),
        day('2027-01-02', 'A', 10000, 1100),
        day('2027-01-02', 'B', 10000, 1000),
      ],
    });
    const b = result.variants[1]!;
    expect(result.days).toBe(2);
    expect([b.impressions, b.clicks]).toEqual([20000, 2200]);
    expect(b.pValue).toBeCloseTo(0.000403, 6);
    // Intersection [0.006548, 0.014431] over A's final 10.5%.
    expect(b.liftInterval![0]).toBeCloseTo(0.006548 / 0.105, 4);
    expect(b.liftInterval![1]).toBeCloseTo(0.014431 / 0.105, 4);
    expect(b.verdict).toBe('better');
  });

  it('says "keep running" with the visitors still needed, and "no difference that matters" once the range is inside the effect', () => {
    const running = experimentResult({
      campaign: 'app',
      bannerType: 'floating_icon',
      shares: even,
      daily: [day('2027-01-01', 'A', 1000, 100), day('2027-01-01', 'B', 1000, 130)],
    });
    const b = running.variants[1]!;
    expect(b.verdict).toBe('keep_running');
    expect(b.pValue).toBeCloseTo(0.53631, 4);
    // Each variant gets half the visitors: (needed − 1000) per variant / 0.5.
    expect(b.moreVisitors).toBe((b.visitorsNeededPerVariant! - 1000) * 2);
    expect(verdictText(abResultsZhHK, running, b)).toMatch(
      /^暫未有明確差別（\+30\.0%，95% 隨時有效範圍 -27\.8% 至 \+87\.8%）。請繼續測試：約需再多 [\d,]+ 名訪客，方能分辨 10% 的差距。$/,
    );
    expect(verdictText(abResultsEnUS, running, b)).toMatch(
      /^No clear difference yet \(\+30\.0%, 95% always-valid range -27\.8% to \+87\.8%\)\. Keep the test running: about [\d,]+ more visitors to tell a 10% difference\.$/,
    );

    // 5000 and 5010 of 100,000: interval 0.0001 ± 0.003030 over 5%: −5.9% to +6.3%, inside ±10%.
    const equal = experimentResult({
      campaign: 'app',
      bannerType: 'floating_icon',
      shares: even,
      daily: [day('2027-01-01', 'A', 100000, 5000), day('2027-01-01', 'B', 100000, 5010)],
    });
    expect(equal.variants[1]!.liftInterval![0]).toBeCloseTo(-0.0586, 3);
    expect(equal.variants[1]!.verdict).toBe('no_meaningful_difference');
    expect(verdictText(abResultsZhHK, equal, equal.variants[1]!)).toBe('B 與 A 的差距少於 ±10%（95% 隨時有效範圍 -5.9% 至 +6.3%），可視為效果相同。');
  });

  it('refuses to judge a lopsided split, changed weights or too little data', () => {
    // 1000 against 1200 impressions at 50/50: χ² = 18.18, p = 2e-5 < 0.001.
    const lopsided = experimentResult({
      campaign: 'x',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [day('2027-01-01', 'A', 1000, 100), day('2027-01-01', 'B', 1200, 200)],
    });
    expect(lopsided.srm!.mismatch).toBe(true);
    expect(lopsided.variants[1]!.verdict).toBe('sample_ratio_mismatch');
    expect(srmText(abResultsEnUS, lopsided)).toBe('The variants’ impressions do not match their weights (p < 0.001): the results cannot be trusted.');

    const changed = experimentResult({
      campaign: 'x',
      bannerType: 'crazy_ad',
      shares: { A: [0.5, 0.75], B: [0.5, 0.25] },
      daily: [day('2027-01-01', 'A', 1000, 100), day('2027-01-01', 'B', 1000, 200)],
    });
    expect([changed.weightsChanged, changed.srm, changed.variants[0]!.share]).toEqual([true, null, null]);
    expect(changed.variants[1]!.verdict).toBe('weights_changed');

    const early = experimentResult({
      campaign: 'x',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [day('2027-01-01', 'A', 60, 4), day('2027-01-01', 'B', 60, 9)],
    });
    expect(early.variants[1]!.verdict).toBe('too_little_data');
    expect(verdictText(abResultsEnUS, early, early.variants[1]!)).toMatch(
      /^Too few impressions and clicks to judge yet: keep the test running \(about [\d,]+ more visitors to tell a 10% difference\)\.$/,
    );
    // No click at all: nothing to plan from.
    const silent = experimentResult({
      campaign: 'x',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [day('2027-01-01', 'A', 60, 0), day('2027-01-01', 'B', 60, 0)],
    });
    expect(silent.variants[1]!.moreVisitors).toBeNull();
    expect(verdictText(abResultsEnUS, silent, silent.variants[1]!)).toBe(
      'Too few impressions and clicks to judge yet: keep the test running (more visitors are needed to tell a 10% difference).',
    );
    expect(verdictText(abResultsZhHK, silent, silent.variants[1]!)).toBe('展示及點擊次數仍太少，未能判斷：請繼續測試（尚需更多訪客，方能分辨 10% 的差距）。');

    const alone = experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: { A: [1] }, daily: [day('2027-01-01', 'A', 60, 4)] });
    expect(alone.variants.map((v) => v.verdict)).toEqual(['only_variant']);
  });
});
