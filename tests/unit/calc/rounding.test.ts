import { describe, expect, it } from 'vitest';
import { roundHalfUp, roundToCents } from '../../../src/shared/calc';

describe('roundHalfUp', () => {
  it('rounds halves up and everything else to the nearest whole', () => {
    expect(roundHalfUp(974.87)).toBe(975);
    expect(roundHalfUp(39232.85)).toBe(39233);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(0)).toBe(0);
  });

  it('treats float near-halves as the halves they stand for', () => {
    // 0.145 × 100 is 14.5 in decimal but 14.499999999999998 in binary floating point.
    expect(0.145 * 100).toBeLessThan(14.5);
    expect(roundHalfUp(0.145 * 100)).toBe(15);
    expect(0.285 * 100).toBeLessThan(28.5);
    expect(roundHalfUp(0.285 * 100)).toBe(29);
  });

  it('never returns NaN, Infinity or -0', () => {
    expect(roundHalfUp(Number.NaN)).toBe(0);
    expect(roundHalfUp(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
    expect(roundHalfUp(-2.5)).toBe(-3);
  });
});

describe('roundToCents', () => {
  it('rounds half up to the cent', () => {
    // 10,000 × 30% / 365 × 7 = 57.5342... -> 57.53
    expect(roundToCents((10_000 * 0.3 * 7) / 365)).toBe(57.53);
    // 1.005 is stored as 1.00499999999999989...; the cent half still rounds up.
    expect(roundToCents(1.005)).toBe(1.01);
  });
});
