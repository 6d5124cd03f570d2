import { describe, expect, it } from 'vitest';
import { sequentialTest, type Arm, type Look } from '../../src/shared/ab/msprt';
import { AB_ALPHA, DEFAULT_MDE } from '../../src/shared/ab/results';

/**
 * Why the report uses an always-valid test: marketing reads it every day. 2,000 simulated tests of
 * 30 days, looked at after each day, with a seeded PRNG (mulberry32) so the run is the same every time.
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

const TESTS = 2000;
const DAYS = 30;

/** The textbook fixed-horizon two-proportion z-test (pooled), p < 0.05, applied at every look. */
function naiveSignificant({ base, other }: Look): boolean {
  const pooled = (base.clicks + other.clicks) / (base.impressions + other.impressions);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / base.impressions + 1 / other.impressions));
  return se > 0 && Math.abs(other.clicks / other.impressions - base.clicks / base.impressions) / se > 1.959964;
}

/** Runs the tests; per test, whether each method ever called the difference significant. */
function simulate(seed: number, ctrA: number, ctrB: number, visitorsPerDay: number, tests = TESTS) {
  const random = mulberry32(seed);
  let sequential = 0;
  let naive = 0;
  for (let t = 0; t < tests; t++) {
    const base: Arm = { impressions: 0, clicks: 0 };
    const other: Arm = { impressions: 0, clicks: 0 };
    const looks: Look[] = [];
    let naiveHit = false;
    for (let day = 0; day < DAYS; day++) {
      for (let i = 0; i < visitorsPerDay; i++) {
        base.impressions++;
        if (random() < ctrA) base.clicks++;
        other.impressions++;
        if (random() < ctrB) other.clicks++;
      }
      const look = { base: { ...base }, other: { ...other } };
      looks.push(look);
      naiveHit ||= naiveSignificant(look);
    }
    if (sequentialTest(looks, DEFAULT_MDE, AB_ALPHA)?.significant) sequential++;
    if (naiveHit) naive++;
  }
  return { sequential: sequential / tests, naive: naive / tests };
}

describe('A/A tests read daily for 30 days', () => {
  it('the always-valid test stays under 5% false positives; a fixed-horizon test read daily does not', () => {
    // Equal CTRs of 5%, 300 visitors per variant a day.
    const { sequential, naive } = simulate(20261126, 0.05, 0.05, 300);
    expect(sequential).toBeLessThanOrEqual(AB_ALPHA);
    // Peeking 30 times at a 5% test finds a "winner" in roughly a quarter of tests with no difference.
    expect(naive).toBeGreaterThan(0.15);
  });

  it('still finds a real difference: a 30% lift on a 5% CTR', () => {
    const { sequential } = simulate(7, 0.05, 0.065, 300, 500);
    expect(sequential).toBeGreaterThan(0.5);
  });
});
