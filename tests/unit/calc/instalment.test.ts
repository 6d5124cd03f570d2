import { describe, expect, it } from 'vitest';
import { MAX_SANE_AMOUNT, annuityPayment, calculateInstalment } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

describe('calculateInstalment: the worked examples', () => {
  it('personal loan: HK$10,000 over 12 months at 30% -> 975 a month, 11,700 total', () => {
    const result = calculateInstalment(10_000, 0.3, 12);
    expect(result.monthlyInstalment).toBe(975);
    expect(result.finalInstalment).toBe(975);
    expect(result.totalRepayment).toBe(11_700);
    expect(result.totalInterest).toBe(1_700);
  });

  it('SME: HK$1,000,000 over 36 months at 24% -> 39,233 a month, 1,412,388 total', () => {
    const result = calculateInstalment(1_000_000, 0.24, 36);
    expect(result.monthlyInstalment).toBe(39_233);
    expect(result.totalRepayment).toBe(1_412_388);
    expect(result.totalInterest).toBe(412_388);
  });
});

describe('calculateInstalment: the rounding rule over a grid', () => {
  const amounts = [5_000, 10_000, 123_457, 1_000_000, 3_000_000, 10_000_000];
  const tenors = [1, 6, 12, 48, 60, 120];
  const rates = [0.089, 0.1, 0.15, 0.24, 0.3, 0.3114];
  for (const amount of amounts) {
    for (const months of tenors) {
      for (const rate of rates) {
        it(`HK$${amount}, ${months} months, ${rate * 100}%`, () => {
          const expected = Math.round(textbookAnnuity(amount, rate / 12, months));
          const result = calculateInstalment(amount, rate, months);
          expect(result.monthlyInstalment).toBe(expected);
          expect(result.totalRepayment).toBe(expected * months);
          expect(result.totalInterest).toBe(expected * months - amount);
        });
      }
    }
  }
});

describe('calculateInstalment: edge cases', () => {
  it('one month repays amount plus one month of interest', () => {
    // 10,000 × (1 + 0.30 / 12) = 10,250
    const result = calculateInstalment(10_000, 0.3, 1);
    expect(result.monthlyInstalment).toBe(10_250);
    expect(result.totalRepayment).toBe(10_250);
  });

  it('zero rate divides the amount evenly', () => {
    const result = calculateInstalment(12_000, 0, 12);
    expect(result.monthlyInstalment).toBe(1_000);
    expect(result.finalInstalment).toBe(1_000);
    expect(result.totalRepayment).toBe(12_000);
    expect(result.totalInterest).toBe(0);
  });

  it('zero rate with a remainder puts the spare dollars in the last instalment', () => {
    // 10,000 / 12 = 833.33 -> 833 × 11 = 9,163; last = 10,000 − 9,163 = 837
    const result = calculateInstalment(10_000, 0, 12);
    expect(result.monthlyInstalment).toBe(833);
    expect(result.finalInstalment).toBe(837);
    expect(result.totalRepayment).toBe(10_000);
    expect(result.totalInterest).toBe(0);
  });

  it('zero rate never charges rounding as interest', () => {
    // 10,006 / 12 = 833.83 would round up to 834 (total 10,008); instead 833 × 11 + 843.
    const result = calculateInstalment(10_006, 0, 12);
    expect(result.monthlyInstalment).toBe(833);
    expect(result.finalInstalment).toBe(10_006 - 833 * 11);
    expect(result.totalInterest).toBe(0);
  });

  it('a near-zero rate cannot show repaying less than was borrowed', () => {
    // 5,000 over 60 months at 0.01%: annuity 83.35 rounds to 83, and 83 × 60 = 4,980 < 5,000.
    expect(Math.round(textbookAnnuity(5_000, 0.0001 / 12, 60)) * 60).toBeLessThan(5_000);
    const result = calculateInstalment(5_000, 0.0001, 60);
    expect(result.monthlyInstalment).toBe(83);
    expect(result.finalInstalment).toBe(5_000 - 83 * 59);
    expect(result.totalRepayment).toBe(5_000);
    expect(result.totalInterest).toBe(0);
  });

  it('rounds the amount to whole HK$ and the months to whole months', () => {
    const result = calculateInstalment(10_000.4, 0.3, 12.2);
    expect(result.amount).toBe(10_000);
    expect(result.months).toBe(12);
    expect(result.monthlyInstalment).toBe(975);
  });

  it('turns garbage into a zero or minimal loan instead of NaN', () => {
    const nothing = calculateInstalment(Number.NaN, Number.NaN, Number.NaN);
    expect(nothing).toMatchObject({ amount: 0, annualRate: 0, months: 1, monthlyInstalment: 0, totalRepayment: 0 });
    const negative = calculateInstalment(-10_000, -0.3, -12);
    expect(negative).toMatchObject({ amount: 0, annualRate: 0, months: 1, totalInterest: 0 });
    const huge = calculateInstalment(Number.POSITIVE_INFINITY, 1e9, 1e9);
    expect(huge.amount).toBe(MAX_SANE_AMOUNT);
    for (const value of Object.values(huge)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('annuityPayment', () => {
  it('matches the textbook formula, including tiny rates where it must not lose precision', () => {
    expect(annuityPayment(10_000, 0.025, 12)).toBeCloseTo(974.8712698833823, 9);
    expect(annuityPayment(1_000_000, 1e-12, 12)).toBeCloseTo(1_000_000 / 12, 4);
    expect(annuityPayment(3_000_000, 0.3 / 12, 120)).toBeCloseTo(textbookAnnuity(3_000_000, 0.025, 120), 6);
  });
});
