import { describe, expect, it } from 'vitest';
import { chiSquareUpperP, twoSidedNormalP } from '../../src/shared/ab/distributions';
import { mixtureLikelihoodRatio, sequentialTest } from '../../src/shared/ab/msprt';
import { visitorsPerVariant } from '../../src/shared/ab/sample-size';
import { sampleRatioMismatch } from '../../src/shared/ab/srm';
import { wilsonInterval, Z_95 } from '../../src/shared/ab/wilson';

/**
 * The A/B statistics against published tables and against the published formulas worked through
 * step by step in the comments (Johari et al. 2017 for the mSPRT; Wilson 1927), not against the
 * module's own output.
 */
describe('distributions', () => {
  it('gives the normal tails of the usual critical values', () => {
    expect(twoSidedNormalP(1.959964)).toBeCloseTo(0.05, 6);
    expect(twoSidedNormalP(-2.575829)).toBeCloseTo(0.01, 6);
    expect(twoSidedNormalP(0)).toBe(1);
  });

  it('gives the chi-square upper tails of the published tables', () => {
    // Critical values at 0.05 and 0.001 (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.4).
    expect(chiSquareUpperP(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperP(10.827566, 1)).toBeCloseTo(0.001, 7);
    expect(chiSquareUpperP(7.814728, 3)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperP(9.487729, 4)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperP(18.307038, 10)).toBeCloseTo(0.05, 6);
    // With 2 degrees of freedom the tail is exactly exp(-x/2): exp(-13.815511 / 2) = 0.001.
    expect(chiSquareUpperP(13.815511, 2)).toBeCloseTo(0.001, 8);
    expect(chiSquareUpperP(0, 3)).toBe(1);
  });
});

describe('Wilson interval of a CTR', () => {
  it('matches the formula worked by hand', () => {
    // 100 of 1000: z² = 3.841459; centre = (100 + 1.920729) / 1003.841459 = 0.101531;
    // half = 1.959964 × sqrt(1000 × 0.1 × 0.9 + 0.960365) / 1003.841459 = 1.959964 × 9.537314 / 1003.841459 = 0.018621.
    const [lo, hi] = wilsonInterval(100, 1000)!;
    expect(lo).toBeCloseTo(0.08291, 5);
    expect(hi).toBeCloseTo(0.12015, 5);
    // 0 of 10 stays inside [0, 1]: centre = 1.920729 / 13.841459 = 0.138767 = half, so [0, 0.27753].
    const [zeroLo, zeroHi] = wilsonInterval(0, 10)!;
    expect(zeroLo).toBe(0);
    expect(zeroHi).toBeCloseTo(0.27753, 5);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(Z_95).toBeCloseTo(1.959964, 6);
  });
});

describe('mSPRT (always-valid p-value and interval of the difference)', () => {
  const A = { impressions: 1000, clicks: 100 };
  const B = { impressions: 1000, clicks: 130 };

  it('computes the mixture likelihood ratio of Johari et al. by hand', () => {
    // Δ = 0.13 − 0.10 = 0.03; V = 0.1 × 0.9 / 1000 + 0.13 × 0.87 / 1000 = 0.0002031;
    // τ = 10% × pooled 0.115 = 0.0115, τ² = 0.00013225; V + τ² = 0.00033535;
    // sqrt(V / (V + τ²)) = sqrt(0.605636) = 0.778226; exponent = τ² Δ² / (2 V (V + τ²))
    // = 0.00013225 × 0.0009 / (2 × 0.0002031 × 0.00033535) = 0.873776; Λ = 0.778226 × e^0.873776 = 1.86458.
    expect(mixtureLikelihoodRatio({ base: A, other: B }, 0.1)).toBeCloseTo(1.86458, 4);
    // p = 1 / Λ = 0.53631: far from significant, where a fixed-horizon z-test would say p = 0.035.
    // Interval half-width = sqrt(V (V + τ²) / τ² × (2 ln 20 + ln((V + τ²) / V)))
    // = sqrt(5.15006e-4 × (5.991465 + 0.501476)) = sqrt(3.34391e-3) = 0.057827.
    const test = sequentialTest([{ base: A, other: B }], 0.1, 0.05)!;
    expect(test.pValue).toBeCloseTo(0.53631, 4);
    expect(test.interval![0]).toBeCloseTo(0.03 - 0.057827, 5);
    expect(test.interval![1]).toBeCloseTo(0.03 + 0.057827, 5);
  });

  it('stops at the first look with p ≤ α and reports that look, not a later one or an intersection', () => {
    // Day 1: A 1000/10000, B 1200/10000: V = 0.09/10000 + 0.1056/10000 = 1.956e-5, τ = 0.011,
    // 1/Λ = 0.000403, interval 0.02 ± 0.013452 = [0.006548, 0.033452].
    const day1 = { base: { impressions: 10000, clicks: 1000 }, other: { impressions: 10000, clicks: 1200 } };
    // Day 2 (cumulative): A 2100/20000, B 2200/20000: 1/Λ = 1.0846 (no evidence on its own),
    // interval 0.005 ± 0.009431 = [−0.004431, 0.014431].
    const day2 = { base: { impressions: 20000, clicks: 2100 }, other: { impressions: 20000, clicks: 2200 } };
    expect(1 / mixtureLikelihoodRatio(day1, 0.1)).toBeCloseTo(0.000403, 6);
    expect(1 / mixtureLikelihoodRatio(day2, 0.1)).toBeCloseTo(1.08455, 4);
    const test = sequentialTest([day1, day2], 0.1, 0.05)!;
    expect([test.index, test.significant]).toEqual([0, true]);
    expect(test.pValue).toBeCloseTo(0.000403, 6);
    expect(test.difference).toBeCloseTo(0.02, 10);
    expect(test.interval[0]).toBeCloseTo(0.006548, 5);
    expect(test.interval[1]).toBeCloseTo(0.033452, 5);
    // Undecided, the latest look's interval (it holds 0) with the smallest p-value so far.
    const undecided = sequentialTest([day2, day2], 0.1, 0.05)!;
    expect([undecided.index, undecided.significant]).toEqual([1, false]);
    expect(undecided.interval[0]).toBeCloseTo(-0.004431, 5);
    expect(undecided.interval[1]).toBeCloseTo(0.014431, 5);
    expect(undecided.pValue).toBeCloseTo(1, 10);
  });

  it('weighs nothing while a variant has no clicks', () => {
    const none = { base: { impressions: 500, clicks: 0 }, other: { impressions: 500, clicks: 0 } };
    expect(sequentialTest([none], 0.1, 0.05)).toBeNull();
  });
});

describe('sample-ratio mismatch', () => {
  it('tests impressions against the weights with chi-square', () => {
    // 1000 and 1100 at 50/50: E = 1050, χ² = (50² + 50²) / 1050 = 4.7619 (1 df), p = erfc(sqrt(4.7619 / 2)) = 0.02910: no alarm at 0.001.
    const mild = sampleRatioMismatch([1000, 1100], [0.5, 0.5])!;
    expect(mild.chiSquare).toBeCloseTo(4.7619, 4);
    expect(mild.pValue).toBeCloseTo(0.0291, 4);
    expect(mild.mismatch).toBe(false);
    // 1000 and 1200: χ² = (100² + 100²) / 1100 = 18.1818, p = 2.0e-5: mismatch.
    const bad = sampleRatioMismatch([1000, 1200], [1, 1])!;
    expect(bad.chiSquare).toBeCloseTo(18.1818, 4);
    expect(bad.pValue).toBeCloseTo(2.0e-5, 6);
    expect(bad.mismatch).toBe(true);
    // Weights 3:1 and impressions 750:250 fit exactly.
    expect(sampleRatioMismatch([750, 250], [0.75, 0.25])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(sampleRatioMismatch([10], [1])).toBeNull();
  });
});

describe('visitors needed for the minimum detectable effect', () => {
  // The planning rule (sample-size.ts): the always-valid half-width plus 0.8416 standard errors
  // fits inside the effect. Written out again here from the formulas.
  const holds = (n: number, p: number, mde: number) => {
    const q = p * (1 + mde);
    const v = (p * (1 - p) + q * (1 - q)) / n;
    const tau2 = (mde * ((p + q) / 2)) ** 2;
    return Math.sqrt(((v * (v + tau2)) / tau2) * (2 * Math.log(20) + Math.log((v + tau2) / v))) + 0.8416212 * Math.sqrt(v) <= q - p;
  };

  it('is the first n at which the planning rule holds, and more than a fixed-horizon test needs', () => {
    const n = visitorsPerVariant(0.1, 0.1, 0.05)!;
    expect(holds(n, 0.1, 0.1)).toBe(true);
    expect(holds(n - 1, 0.1, 0.1)).toBe(false);
    // A fixed-horizon test read once (α 5%, power 80%) needs (1.96 + 0.8416)² × (0.09 + 0.099) / 0.01² = 14,834
    // per variant for 10% → 11%; being allowed to look every day costs more, but within reason.
    expect(n).toBeGreaterThan(14_834);
    expect(n).toBeLessThan(4 * 14_834);
    // A larger effect needs fewer visitors; no base rate, no plan.
    expect(visitorsPerVariant(0.1, 0.3, 0.05)!).toBeLessThan(n / 5);
    expect(visitorsPerVariant(0, 0.1, 0.05)).toBeNull();
  });
});
