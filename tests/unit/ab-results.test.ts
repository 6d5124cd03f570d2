import { describe, expect, it } from 'vitest';
import { abResultsEnUS } from '../../content/i18n/ab-results.en-US';
import { abResultsZhHK } from '../../content/i18n/ab-results.zh-HK';
import { experimentResult, type DailyCount } from '../../src/shared/ab/results';
import { srmText, todayText, verdictText } from '../../src/shared/ab/verdict-text';

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

  it('keeps a winner found on an earlier day: the test stopped there, and reports that day', () => {
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
    // Day 1's lift and interval [0.006548, 0.033452] over day 1's 10%, not the latest counts'.
    expect(b.lift).toBeCloseTo(0.2, 10);
    expect(b.liftInterval![0]).toBeCloseTo(0.06548, 4);
    expect(b.liftInterval![1]).toBeCloseTo(0.33452, 4);
    expect([b.verdict, b.decidedOn, b.moreVisitors]).toEqual(['better', '2027-01-01', 0]);
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

describe('verdict, p-value and range agree', () => {
  /** mulberry32: a seeded PRNG, so the cases are the same every run. */
  function mulberry32(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** A comparison's verdict, p-value, lift and range say the same thing. */
  function expectAgreement(v: ReturnType<typeof experimentResult>['variants'][number]) {
    const decided = v.verdict === 'better' || v.verdict === 'worse';
    if (v.pValue === null || !v.liftInterval || v.lift === null) return expect(decided).toBe(false);
    const [low, high] = v.liftInterval;
    // The estimate lies in its own range.
    expect(low).toBeLessThanOrEqual(v.lift);
    expect(high).toBeGreaterThanOrEqual(v.lift);
    if (v.verdict === 'sample_ratio_mismatch') return;
    expect(decided).toBe(v.pValue <= 0.05);
    if (v.verdict === 'better') expect(low).toBeGreaterThanOrEqual(0);
    else if (v.verdict === 'worse') expect(high).toBeLessThanOrEqual(0);
    // Undecided: zero is a value the range still allows.
    else expect(low <= 0 && high >= 0).toBe(true);
  }

  it('after an early clear day and a reversal, the range neither holds zero nor misses the estimate', () => {
    // Day 1: B clearly ahead (interval 0.02 ± 0.013452 = [0.0065, 0.0335], p = 0.0004). Day 2 brings
    // the totals level: A 11,000 and B 11,010 of 100,000, interval 0.0001 ± 0.0045, disjoint from day 1's.
    const result = experimentResult({
      campaign: 'cny',
      bannerType: 'crazy_ad',
      shares: even,
      daily: [
        day('2027-01-01', 'A', 10000, 1000),
        day('2027-01-01', 'B', 10000, 1200),
        day('2027-01-02', 'A', 90000, 10000),
        day('2027-01-02', 'B', 90000, 9810),
      ],
    });
    const b = result.variants[1]!;
    expectAgreement(b);
    // The test stopped at day 1: its figures are that look's, whatever came after.
    expect([b.verdict, b.decidedOn]).toEqual(['better', '2027-01-01']);
    expect(b.lift).toBeCloseTo(0.2, 10);
    expect(b.liftInterval![0]).toBeCloseTo(0.06548, 4);
  });

  it('holds over 400 random tests with drifting click rates', () => {
    const random = mulberry32(20270101);
    for (let t = 0; t < 400; t++) {
      const daily: DailyCount[] = [];
      let ctrA = 0.02 + random() * 0.1;
      let ctrB = ctrA * (0.7 + random() * 0.6);
      const days = 2 + Math.floor(random() * 12);
      for (let d = 0; d < days; d++) {
        const n = 100 + Math.floor(random() * 3000);
        const date = `2027-01-${String(d + 1).padStart(2, '0')}`;
        daily.push(day(date, 'A', n, Math.round(n * ctrA)), day(date, 'B', n, Math.round(n * ctrB)));
        // The rates wander from day to day, sometimes crossing: where running intersections break.
        ctrA = Math.min(0.5, Math.max(0.005, ctrA * (0.6 + random() * 0.8)));
        ctrB = Math.min(0.5, Math.max(0.005, ctrB * (0.6 + random() * 0.8)));
      }
      expectAgreement(experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: even, daily }).variants[1]!);
    }
  });
});

describe('today, the unfinished Hong Kong day', () => {
  // Days 1 and 2 leave B undecided; today's first hours alone would make it a clear winner.
  const daily = [
    day('2027-01-01', 'A', 1000, 100),
    day('2027-01-01', 'B', 1000, 130),
    day('2027-01-02', 'A', 1000, 100),
    day('2027-01-02', 'B', 1000, 130),
    day('2027-01-03', 'A', 6000, 600),
    day('2027-01-03', 'B', 6000, 800),
  ];

  it('is not a look: its counts are kept apart until the day ends', () => {
    const result = experimentResult({ campaign: 'cny', bannerType: 'crazy_ad', shares: even, daily, today: '2027-01-03' });
    expect([result.days, result.today]).toEqual([2, '2027-01-03']);
    const b = result.variants[1]!;
    expect([b.impressions, b.clicks, b.verdict, b.decidedOn]).toEqual([2000, 260, 'keep_running', null]);
    expect([b.todayImpressions, b.todayClicks]).toEqual([6000, 800]);
    expect(todayText(abResultsEnUS, result)).toBe(
      'Today so far (2027-01-03, Hong Kong time), not yet in the figures below: A 6,000 impressions, 600 clicks; B 6,000 impressions, 800 clicks. A day joins the test when it ends.',
    );
    expect(todayText(abResultsZhHK, result)).toBe(
      '今日至今（2027-01-03，香港時間）的數字，未計入下表：A 展示 6,000、點擊 600；B 展示 6,000、點擊 800。每日完結後才計入測試。',
    );
    // Once the day is over it is a look like the others.
    const tomorrow = experimentResult({ campaign: 'cny', bannerType: 'crazy_ad', shares: even, daily, today: '2027-01-04' });
    expect([tomorrow.days, tomorrow.variants[1]!.verdict, todayText(abResultsEnUS, tomorrow)]).toEqual([3, 'better', null]);
  });
});

describe('a test that reached its planned size undecided', () => {
  it('says so plainly instead of "about 0 more visitors"', () => {
    // A 200 and B 210 of 2000: range −29.1% to +39.1%. A 50% difference needs 1,662 a variant: reached.
    const result = experimentResult(
      {
        campaign: 'x',
        bannerType: 'crazy_ad',
        shares: even,
        daily: [day('2027-01-01', 'A', 2000, 200), day('2027-01-01', 'B', 2000, 210)],
      },
      0.5,
    );
    const b = result.variants[1]!;
    expect([b.verdict, b.visitorsNeededPerVariant, b.moreVisitors]).toEqual(['keep_running', 1662, 0]);
    expect(verdictText(abResultsEnUS, result, b)).toBe(
      'No clear difference (+5.0%, 95% always-valid range -29.1% to +39.1%). The test has reached the size planned to tell a 50% difference without finding one, so a difference that large is unlikely: stop it, or keep it running to tell a smaller one.',
    );
    expect(verdictText(abResultsZhHK, result, b)).toBe(
      '未有明確差別（+5.0%，95% 隨時有效範圍 -29.1% 至 +39.1%）。測試已達到分辨 50% 差距所需的訪客人數，仍未發現差別，即不大可能有這麼大的差距：可以結束測試，或繼續進行以分辨較小的差距。',
    );
  });
});
