import { describe, expect, it } from 'vitest';
import type { Arm } from '../../src/shared/ab/msprt';
import { AB_ALPHA, experimentResult, type DailyCount, type VariantResult } from '../../src/shared/ab/results';

/**
 * Why the report uses an always-valid test, and that the whole results model keeps its promise:
 * marketing reads it every day. Simulated tests with a seeded PRNG (mulberry32), so every run is
 * the same: each day's counts go through experimentResult as the report reads them (finished days
 * as looks, the test stopping at its first decision, the effect fixed at 10%).
 */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The textbook fixed-horizon two-proportion z-test (pooled), p < 0.05, applied at one look. */
function naiveSignificant(base: Arm, other: Arm): boolean {
  const pooled = (base.clicks + other.clicks) / (base.impressions + other.impressions);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / base.impressions + 1 / other.impressions));
  return se > 0 && Math.abs(other.clicks / other.impressions - base.clicks / base.impressions) / se > 1.959964;
}

const dayName = (d: number) => new Date(Date.UTC(2027, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
const decided = (v: VariantResult) => v.verdict === 'better' || v.verdict === 'worse';

/** One simulated test: each day's new visitors per variant, and whether a daily fixed-horizon test would ever have fired. */
function simulateTest(random: () => number, ctrA: number, ctrB: number, visitorsPerDay: number, days: number) {
  const daily: DailyCount[] = [];
  const base: Arm = { impressions: 0, clicks: 0 };
  const other: Arm = { impressions: 0, clicks: 0 };
  let naiveHit = false;
  for (let d = 0; d < days; d++) {
    let clicksA = 0;
    let clicksB = 0;
    for (let i = 0; i < visitorsPerDay; i++) {
      if (random() < ctrA) clicksA++;
      if (random() < ctrB) clicksB++;
    }
    daily.push(
      { day: dayName(d), variant: 'A', impressions: visitorsPerDay, clicks: clicksA },
      { day: dayName(d), variant: 'B', impressions: visitorsPerDay, clicks: clicksB },
    );
    base.impressions += visitorsPerDay;
    base.clicks += clicksA;
    other.impressions += visitorsPerDay;
    other.clicks += clicksB;
    naiveHit ||= naiveSignificant(base, other);
  }
  return { daily, naiveHit };
}

const readResult = (daily: DailyCount[]) => experimentResult({ campaign: 'sim', bannerType: 'crazy_ad', shares: { A: [0.5], B: [0.5] }, daily }).variants[1]!;

/** Runs `tests` tests; the share the report called better or worse, and the share a daily fixed-horizon test would have. */
function simulate(seed: number, ctrA: number, ctrB: number, { tests, days, visitorsPerDay }: { tests: number; days: number; visitorsPerDay: number }) {
  const random = mulberry32(seed);
  let sequential = 0;
  let naive = 0;
  for (let t = 0; t < tests; t++) {
    const { daily, naiveHit } = simulateTest(random, ctrA, ctrB, visitorsPerDay, days);
    if (decided(readResult(daily))) sequential++;
    if (naiveHit) naive++;
  }
  return { sequential: sequential / tests, naive: naive / tests };
}

// Thousands of simulated tests: seconds of CPU, more on a busy machine than vitest's default 5 s.
describe('A/A tests read daily for 60 days', { timeout: 60_000 }, () => {
  it('the report calls a difference that is not there in at most 5% of tests; a fixed-horizon test read daily does far more', () => {
    // Equal CTRs of 5%, 150 visitors per variant a day: 9,000 each by day 60.
    const { sequential, naive } = simulate(20261126, 0.05, 0.05, { tests: 2000, days: 60, visitorsPerDay: 150 });
    console.log(
      `A/A, 2,000 tests of 60 daily looks: always-valid ${(sequential * 100).toFixed(2)}% false positives, fixed-horizon read daily ${(naive * 100).toFixed(1)}%`,
    );
    expect(sequential).toBeLessThanOrEqual(AB_ALPHA);
    // Peeking 60 times at a 5% test finds a "winner" in roughly a quarter to a third of tests with no difference.
    expect(naive).toBeGreaterThan(0.15);
  });

  it('a verdict once shown stays, with its day and figures, on every later day', () => {
    const random = mulberry32(42);
    let seen = 0;
    for (let t = 0; t < 60; t++) {
      // A/A and a 30% lift alternately: both kinds of decision.
      const { daily } = simulateTest(random, 0.05, t % 2 ? 0.065 : 0.05, 150, 40);
      let first: VariantResult | null = null;
      for (let d = 1; d <= 40; d++) {
        const v = readResult(daily.slice(0, 2 * d));
        if (first) expect([v.verdict, v.decidedOn, v.pValue, v.liftInterval]).toEqual([first.verdict, first.decidedOn, first.pValue, first.liftInterval]);
        else if (v.decidedOn) first = v;
      }
      if (first) seen++;
    }
    expect(seen).toBeGreaterThan(10);
  });
});

describe('power', { timeout: 60_000 }, () => {
  it('finds a real 30% lift on a 5% CTR in most tests within 60 days', () => {
    const { sequential } = simulate(7, 0.05, 0.065, { tests: 500, days: 60, visitorsPerDay: 150 });
    console.log(`30% lift (5% -> 6.5%), 500 tests of 60 daily looks, 150 visitors per variant a day: power ${(sequential * 100).toFixed(1)}%`);
    expect(sequential).toBeGreaterThan(0.8);
  });
});
