import { describe, expect, it } from 'vitest';
import { effectiveAnnualRate, nominalAnnualRate, solveMonthlyRate, solveMonthlyRateForPayments } from '../../../src/shared/calc';
import { presentValueOf, textbookAnnuity } from './reference';

describe('effectiveAnnualRate', () => {
  it('compounds the nominal rate monthly: (1 + r/12)^12 − 1', () => {
    // 30% nominal: 1.025^12 − 1 = 0.344888...
    expect(effectiveAnnualRate(0.3)).toBeCloseTo(Math.pow(1.025, 12) - 1, 12);
    expect(effectiveAnnualRate(0.3)).toBeCloseTo(0.344889, 6);
    // SME 2% a month: 1.02^12 − 1 = 0.268242...
    expect(effectiveAnnualRate(0.24)).toBeCloseTo(0.268242, 6);
    expect(effectiveAnnualRate(0)).toBe(0);
  });

  it('returns 0 for garbage rather than NaN', () => {
    expect(effectiveAnnualRate(Number.NaN)).toBe(0);
    expect(effectiveAnnualRate(-0.3)).toBe(0);
    expect(Number.isFinite(effectiveAnnualRate(Number.POSITIVE_INFINITY))).toBe(true);
  });
});

describe('nominalAnnualRate', () => {
  it('is the nominal rate whose monthly compounding gives the effective rate', () => {
    // 36% effective: 12 × (1.36^(1/12) − 1) = 0.311458...
    expect(nominalAnnualRate(0.36)).toBeCloseTo(12 * (Math.pow(1.36, 1 / 12) - 1), 12);
    expect(nominalAnnualRate(0.36)).toBeCloseTo(0.311458, 6);
    expect(nominalAnnualRate(Math.pow(1.02, 12) - 1)).toBeCloseTo(0.24, 12);
  });
});

describe('solveMonthlyRate', () => {
  it('recovers the rate behind an exact annuity', () => {
    expect(solveMonthlyRate(10_000, textbookAnnuity(10_000, 0.025, 12), 12)).toBeCloseTo(0.025, 12);
    expect(solveMonthlyRate(1_000_000, textbookAnnuity(1_000_000, 0.02, 36), 36)).toBeCloseTo(0.02, 12);
    expect(solveMonthlyRate(5_000, textbookAnnuity(5_000, 0.001, 120), 120)).toBeCloseTo(0.001, 12);
  });

  it('finds the rate of the rounded spec example (HK$975 a month repays HK$10,000 in 12)', () => {
    const rate = solveMonthlyRate(10_000, 975, 12);
    // Slightly above 2.5% because 975 > 974.87; the payments' present value is the amount.
    expect(rate).toBeGreaterThan(0.025);
    expect(rate).toBeLessThan(0.0251);
    expect(presentValueOf(new Array(12).fill(975), rate)).toBeCloseTo(10_000, 6);
  });

  it('handles one month and very high rates', () => {
    // One payment of 10,250 for 10,000: 2.5%.
    expect(solveMonthlyRate(10_000, 10_250, 1)).toBeCloseTo(0.025, 12);
    const steep = solveMonthlyRate(1_000, 1_000, 6);
    expect(presentValueOf(new Array(6).fill(1_000), steep)).toBeCloseTo(1_000, 6);
  });

  it('returns 0 when the payments do not exceed the amount, or for garbage', () => {
    expect(solveMonthlyRate(12_000, 1_000, 12)).toBe(0);
    expect(solveMonthlyRate(12_000, 900, 12)).toBe(0);
    expect(solveMonthlyRate(Number.NaN, 1_000, 12)).toBe(0);
    expect(solveMonthlyRate(10_000, Number.NaN, 12)).toBe(0);
    expect(solveMonthlyRate(10_000, 1_000, Number.NaN)).toBe(0);
    expect(solveMonthlyRate(-5, 1_000, 12)).toBe(0);
    expect(solveMonthlyRate(10_000, 1_000, -3)).toBe(0);
  });
});

describe('solveMonthlyRateForPayments', () => {
  it('solves uneven payment streams (interest-only then a balloon)', () => {
    // 10, 10, 1010 on 1,000 is exactly 1% a month.
    expect(solveMonthlyRateForPayments(1_000, [10, 10, 1_010])).toBeCloseTo(0.01, 12);
  });
});
