import { describe, expect, it } from 'vitest';
import { assignmentFingerprint } from '../../src/shared/ab/assignment';
import { experimentResult, type DailyCount } from '../../src/shared/ab/results';

/**
 * What each counted event records of its experiment's assignment (the variants in stored order
 * with their shares, as src/server/banners/assign.ts places visitors), and what the results make
 * of it: every configured variant reported, the sample-ratio check against the configured shares,
 * and a verdict withheld once the assignment changed, whichever path changed it.
 */
const day = (d: string, variant: string, impressions: number, clicks: number): DailyCount => ({ day: d, variant, impressions, clicks });
const ABC = assignmentFingerprint([
  { id: 'a', variant: 'A' },
  { id: 'b', variant: 'B' },
  { id: 'c', variant: 'C' },
]);

describe('assignmentFingerprint', () => {
  it('is the ordered names and shares; proportional weights give the same, a new order does not', () => {
    expect(ABC).toBe(
      JSON.stringify([
        ['A', 1 / 3],
        ['B', 1 / 3],
        ['C', 1 / 3],
      ]),
    );
    const doubled = assignmentFingerprint([
      { id: 1, variant: 'A', weight: 2 },
      { id: 2, variant: 'B', weight: 2 },
    ]);
    expect(doubled).toBe(
      assignmentFingerprint([
        { id: 1, variant: 'A' },
        { id: 2, variant: 'B' },
      ]),
    );
    expect(
      assignmentFingerprint([
        { id: 2, variant: 'B' },
        { id: 1, variant: 'A' },
      ]),
    ).not.toBe(doubled);
    // Without a variant name, the id names it (as the events do).
    expect(assignmentFingerprint([{ id: 7 }])).toBe('[["7",1]]');
  });
});

describe('configured variants', () => {
  const daily = [day('2027-01-01', 'A', 3000, 300), day('2027-01-01', 'B', 3000, 390)];

  it('reports a configured variant that was never shown, with zero, and checks the split against the configured shares', () => {
    const result = experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: { A: [1 / 3], B: [1 / 3] }, daily, assignments: [ABC] });
    expect(result.variants.map((v) => [v.variant, v.share, v.impressions, v.clicks])).toEqual([
      ['A', 1 / 3, 3000, 300],
      ['B', 1 / 3, 3000, 390],
      ['C', 1 / 3, 0, 0],
    ]);
    // C's third of the visitors is missing: 3000, 3000, 0 against 2000 each: χ² = (1000² + 1000² + 2000²) / 2000 = 3000.
    expect(result.srm!.chiSquare).toBeCloseTo(3000, 6);
    expect(result.srm!.mismatch).toBe(true);
    expect(result.variants[1]!.verdict).toBe('sample_ratio_mismatch');
  });

  it('takes the live list’s variants when no counted event recorded an assignment', () => {
    const result = experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: { A: [0.5], B: [0.5] }, daily, liveAssignment: ABC });
    expect(result.variants.map((v) => v.variant)).toEqual(['A', 'B', 'C']);
  });
});

describe('a changed assignment, from any path', () => {
  const daily = [day('2027-01-01', 'A', 10000, 1000), day('2027-01-01', 'B', 10000, 1200)];
  const AB = assignmentFingerprint([
    { id: 'a', variant: 'A' },
    { id: 'b', variant: 'B' },
  ]);
  const BA = assignmentFingerprint([
    { id: 'b', variant: 'B' },
    { id: 'a', variant: 'A' },
  ]);

  it('withholds the verdict when counted events carry two assignments (a reorder keeps every share)', () => {
    const result = experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: { A: [0.5], B: [0.5] }, daily, assignments: [AB, BA] });
    expect([result.weightsChanged, result.weightsChangedAt, result.srm]).toEqual([true, null, null]);
    expect(result.variants[1]!.verdict).toBe('weights_changed');
  });

  it('withholds it as soon as the live list assigns differently, before anyone is counted under it', () => {
    const result = experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: { A: [0.5], B: [0.5] }, daily, assignments: [AB], liveAssignment: BA });
    expect(result.variants[1]!.verdict).toBe('weights_changed');
    // Unchanged, or no longer live (ended, deleted): the verdict stands.
    for (const liveAssignment of [AB, null]) {
      expect(
        experimentResult({ campaign: 'x', bannerType: 'crazy_ad', shares: { A: [0.5], B: [0.5] }, daily, assignments: [AB], liveAssignment }).variants[1]!
          .verdict,
      ).toBe('better');
    }
  });
});

describe('the effect the test was started with', () => {
  // app of ab-report.test.ts: A 100 and B 130 of 1000; with a 10% mixture p = 0.53631.
  const input = {
    campaign: 'app',
    bannerType: 'floating_icon',
    shares: { A: [0.5], B: [0.5] },
    daily: [day('2027-01-01', 'A', 1000, 100), day('2027-01-01', 'B', 1000, 130)],
    testMde: 0.1,
  };

  it('fixes the p-value, range and verdict; the effect a reader asks about changes only the visitors still needed', () => {
    const asked10 = experimentResult(input, 0.1).variants[1]!;
    const asked30 = experimentResult(input, 0.3).variants[1]!;
    expect(asked10.pValue).toBeCloseTo(0.53631, 4);
    expect([asked30.pValue, asked30.liftInterval, asked30.verdict]).toEqual([asked10.pValue, asked10.liftInterval, asked10.verdict]);
    expect(asked30.visitorsNeededPerVariant!).toBeLessThan(asked10.visitorsNeededPerVariant!);
    // A test started with another effect weighs the same counts differently.
    expect(experimentResult({ ...input, testMde: 0.3 }, 0.1).variants[1]!.pValue).not.toBeCloseTo(0.53631, 2);
  });
});
