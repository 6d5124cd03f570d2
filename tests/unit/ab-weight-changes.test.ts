import { describe, expect, it } from 'vitest';
import { abResultsEnUS } from '../../content/i18n/ab-results.en-US';
import { abResultsZhHK } from '../../content/i18n/ab-results.zh-HK';
import { weightsChangedAt, type BannerChangeRow } from '../../src/server/ab/weight-changes';
import { experimentResult, type DailyCount } from '../../src/shared/ab/results';
import { srmText, verdictText, weightsChangedText } from '../../src/shared/ab/verdict-text';

/**
 * Changed weights in a running test, from hand-built audit rows (the console's banner changes keep
 * the list before and after): which changes move visitors between variants (names and shares in
 * stored order, as src/server/banners/assign.ts places them), and what the results then say.
 */
const banner = (campaign: string, variant: string, weight?: number, bannerType = 'crazy_ad') => ({
  id: `${campaign}-${variant.toLowerCase()}`,
  banner_type: bannerType,
  campaign,
  variant,
  ...(weight === undefined ? {} : { weight }),
});
const change = (at: string, before: unknown, after: unknown): BannerChangeRow => ({
  at,
  before_json: before === null ? null : JSON.stringify(before),
  after_json: after === null ? null : JSON.stringify(after),
});
const AB = [banner('spring', 'A'), banner('spring', 'B')];
/** The test's first counted event. */
const FIRST = '2027-01-10T04:00:00.000Z';

describe('weightsChangedAt', () => {
  it('finds a change of the weights after the first counted event', () => {
    const rows = [change('2027-01-09T01:00:00.000Z', [], AB), change('2027-01-11T02:30:00.000Z', AB, [banner('spring', 'A', 3), banner('spring', 'B', 1)])];
    expect(weightsChangedAt(rows, 'spring', 'crazy_ad', FIRST)).toBe('2027-01-11T02:30:00.000Z');
  });

  it('ignores changes before the first counted event, to other tests, and ones that move nobody', () => {
    const before = [change('2027-01-09T01:00:00.000Z', AB, [banner('spring', 'A', 3), banner('spring', 'B', 1)])];
    expect(weightsChangedAt(before, 'spring', 'crazy_ad', FIRST)).toBeNull();
    // Another campaign's weights, or the same campaign's popup when this is the floating banner.
    const other = [change('2027-01-11T02:30:00.000Z', [...AB, banner('app', 'A'), banner('app', 'B')], [...AB, banner('app', 'A', 9), banner('app', 'B')])];
    expect(weightsChangedAt(other, 'spring', 'crazy_ad', FIRST)).toBeNull();
    const floating = [banner('spring', 'A', 1, 'floating_icon'), banner('spring', 'B', 1, 'floating_icon')];
    expect(
      weightsChangedAt(
        [change('2027-01-11T02:30:00.000Z', [...AB, ...floating], [...AB, floating[0], { ...floating[1], weight: 4 }])],
        'spring',
        'crazy_ad',
        FIRST,
      ),
    ).toBeNull();
    // 1 and 1 to 2 and 2: the same halves, nobody moves; a new picture or link moves nobody either.
    const same = [
      change('2027-01-11T02:30:00.000Z', AB, [banner('spring', 'A', 2), banner('spring', 'B', 2)]),
      change('2027-01-11T03:00:00.000Z', AB, [{ ...AB[0], url_zh: '/loan/n-loan' }, AB[1]]),
    ];
    expect(weightsChangedAt(same, 'spring', 'crazy_ad', FIRST)).toBeNull();
    // Deleting the test ends it: nobody is moved to another variant.
    expect(weightsChangedAt([change('2027-01-11T02:30:00.000Z', AB, [])], 'spring', 'crazy_ad', FIRST)).toBeNull();
  });

  it('counts a new variant, a removed one, a new order, and a test deleted and published again with other weights', () => {
    const at = '2027-01-11T02:30:00.000Z';
    expect(weightsChangedAt([change(at, AB, [...AB, banner('spring', 'C')])], 'spring', 'crazy_ad', FIRST)).toBe(at);
    expect(weightsChangedAt([change(at, AB, [AB[0]])], 'spring', 'crazy_ad', FIRST)).toBe(at);
    // Same shares, other order: the hash's ranges swap variants.
    expect(
      weightsChangedAt(
        [change(at, [banner('spring', 'A', 3), banner('spring', 'B', 1)], [banner('spring', 'B', 1), banner('spring', 'A', 3)])],
        'spring',
        'crazy_ad',
        FIRST,
      ),
    ).toBe(at);
    const again = [change('2027-01-11T01:00:00.000Z', AB, []), change('2027-01-12T01:00:00.000Z', [], [banner('spring', 'A', 1), banner('spring', 'B', 4)])];
    expect(weightsChangedAt(again, 'spring', 'crazy_ad', FIRST)).toBe('2027-01-12T01:00:00.000Z');
    // Published again as it was: nobody moves.
    const restored = [change('2027-01-11T01:00:00.000Z', AB, []), change('2027-01-12T01:00:00.000Z', [], AB)];
    expect(weightsChangedAt(restored, 'spring', 'crazy_ad', FIRST)).toBeNull();
  });

  it('reports the latest of several changes, and reads past an unreadable stored list', () => {
    const rows = [
      change('2027-01-11T02:30:00.000Z', AB, [banner('spring', 'A', 3), banner('spring', 'B', 1)]),
      change('2027-01-12T02:30:00.000Z', [banner('spring', 'A', 3), banner('spring', 'B', 1)], AB),
      // The log keeps a list the site could not read as its text.
      change('2027-01-12T03:00:00.000Z', 'not a list', AB),
    ];
    expect(weightsChangedAt(rows, 'spring', 'crazy_ad', FIRST)).toBe('2027-01-12T02:30:00.000Z');
  });
});

describe('results of a test whose weights changed', () => {
  const day = (d: string, variant: string, impressions: number, clicks: number): DailyCount => ({ day: d, variant, impressions, clicks });
  // Counts that would otherwise be a clear win for B (cny in ab-results.test.ts: +20%, p = 0.0004).
  const input = {
    campaign: 'spring',
    bannerType: 'crazy_ad',
    shares: { A: [0.5], B: [0.5] },
    daily: [day('2027-01-10', 'A', 10000, 1000), day('2027-01-10', 'B', 10000, 1200)],
  };

  it('withholds the sample-ratio check, the p-value, the ranges and the verdict, and says when and what to do', () => {
    const clear = experimentResult(input);
    expect(clear.variants[1]!.verdict).toBe('better');

    const moved = experimentResult({ ...input, weightsChangedAt: '2027-01-11T02:30:00.000Z' });
    expect([moved.weightsChanged, moved.weightsChangedAt, moved.srm]).toEqual([true, '2027-01-11T02:30:00.000Z', null]);
    expect(srmText(abResultsEnUS, moved)).toBeNull();
    const b = moved.variants[1]!;
    expect([b.verdict, b.pValue, b.liftInterval, b.differenceInterval, b.moreVisitors]).toEqual(['weights_changed', null, null, null, null]);
    // The counts stay: they say what happened.
    expect([b.impressions, b.clicks, b.ctr]).toEqual([10000, 1200, 0.12]);
    // 02:30 UTC is 10:30 in Hong Kong.
    expect(weightsChangedText(abResultsEnUS, moved)).toBe(
      'The weights of this test were changed in the console on 2027-01-11 10:30 (Hong Kong time), after it had started counting visitors. That moved some visitors from one variant to another, so neither the sample-ratio check nor the sequential test holds, and no verdict is given below. Start the test again under a new campaign name, or count only the visitors who arrive after 2027-01-11 10:30.',
    );
    expect(weightsChangedText(abResultsZhHK, moved)).toContain('此測試的比重於 2027-01-11 10:30（香港時間）在控制台被更改');
    expect(verdictText(abResultsEnUS, moved, b)).toMatch(/^No verdict: the weights changed during the test/);
    expect(verdictText(abResultsZhHK, moved, b)).toMatch(/^不作結論：/);
  });

  it('says the same, without a time, when only the recorded shares show it; and nothing when nothing changed', () => {
    const shares = experimentResult({ ...input, shares: { A: [0.5, 0.75], B: [0.5, 0.25] } });
    expect(weightsChangedText(abResultsEnUS, shares)).toMatch(/^The weights of this test changed while it ran/);
    expect(shares.variants[1]!.verdict).toBe('weights_changed');
    expect(weightsChangedText(abResultsEnUS, experimentResult(input))).toBeNull();
  });
});
