import { describe, expect, it } from 'vitest';
import { MAX_DAILY_BASIS_ANNUAL_RATE, dailyEffectiveAnnualRate, revolvingLoan } from '../../../src/shared/calc';

describe('revolvingLoan', () => {
  it('defaults: median salary HK$20,000 gives a HK$200,000 limit, drawn in full for 30 days', () => {
    // 200,000 × 30% / 365 × 30 = 4,931.5068 -> 4,931.51
    const result = revolvingLoan({ annualRate: 0.3 });
    expect(result).toMatchObject({
      inputs: { monthlySalary: 20_000, days: 30, annualRate: 0.3 },
      creditLimit: 200_000,
      loanDays: 30,
      desiredAmount: 200_000,
      borrowedAmount: 200_000,
      interest: 4_931.51,
      totalRepayment: 204_931.51,
      unusedLimit: 0,
      reservedLimitInterest: 0,
      clamped: [],
    });
  });

  it('charges interest only on what is drawn, for the days drawn', () => {
    // 10,000 × 30% / 365 × 7 = 57.534 -> 57.53; the unused 190,000 costs nothing.
    const result = revolvingLoan({ desiredAmount: 10_000, days: 7, annualRate: 0.3 });
    expect(result).toMatchObject({ borrowedAmount: 10_000, interest: 57.53, totalRepayment: 10_057.53, unusedLimit: 190_000, reservedLimitInterest: 0 });
  });

  it('one day and a full year', () => {
    // 5,000 × 30% / 365 = 4.1096 -> 4.11; 10,000 × 30% / 365 × 365 = 3,000
    expect(revolvingLoan({ desiredAmount: 5_000, days: 1, annualRate: 0.3 }).interest).toBe(4.11);
    expect(revolvingLoan({ desiredAmount: 10_000, days: 365, annualRate: 0.3 }).interest).toBe(3_000);
  });

  it('borrows no more than the limit and says the desired amount was cut', () => {
    const result = revolvingLoan({ monthlySalary: 20_000, desiredAmount: 300_000 });
    expect(result).toMatchObject({ desiredAmount: 300_000, borrowedAmount: 200_000, clamped: ['desiredAmount'] });
  });

  it('the limit is 10 × salary up to the product cap', () => {
    expect(revolvingLoan({ monthlySalary: 35_000 }).creditLimit).toBe(350_000);
    expect(revolvingLoan({ monthlySalary: 200_000 }).creditLimit).toBe(1_000_000);
    // No income is no limit: refused (the widget shows no figure), never a HK$0 loan.
    expect(revolvingLoan({ monthlySalary: 0 }).refused).toEqual(['monthlySalary']);
    expect(revolvingLoan({ monthlySalary: 20_000, desiredAmount: 0 }).refused).toEqual(['desiredAmount']);
    // Asking for more than the limit is a clamp to the limit, not a refusal.
    expect(revolvingLoan({ monthlySalary: 20_000, desiredAmount: 300_000 })).toMatchObject({ borrowedAmount: 200_000, refused: [] });
  });

  it('zero rate and days outside 1–365', () => {
    expect(revolvingLoan({ desiredAmount: 10_000, annualRate: 0 }).interest).toBe(0);
    const days = revolvingLoan({ days: 400 });
    expect(days).toMatchObject({ loanDays: 365, clamped: ['days'] });
    expect(revolvingLoan({ days: 0 }).loanDays).toBe(1);
  });
});

describe('revolving rate ceiling and effective rate', () => {
  it('caps the rate so that even a one-day draw stays at or under 36% effective', () => {
    // 365 × (1.36^(1/365) − 1) ≈ 30.75%
    expect(MAX_DAILY_BASIS_ANNUAL_RATE).toBeCloseTo(365 * (Math.pow(1.36, 1 / 365) - 1), 12);
    const oneDay = revolvingLoan({ desiredAmount: 10_000, days: 1, annualRate: 0.5 });
    expect(oneDay.inputs.annualRate).toBe(MAX_DAILY_BASIS_ANNUAL_RATE);
    expect(oneDay.clamped).toEqual(['annualRate']);
    expect(oneDay.effectiveAnnualRate).toBeCloseTo(0.36, 10);
    for (const days of [1, 7, 30, 90, 365]) {
      const draw = revolvingLoan({ days, annualRate: MAX_DAILY_BASIS_ANNUAL_RATE });
      expect(draw.effectiveAnnualRate, `${days} days`).toBeLessThanOrEqual(0.36 + 1e-12);
    }
  });

  it('annualises one repayment after the loan days', () => {
    // 30% for 30 days: (1 + 0.3 × 30 / 365)^(365 / 30) − 1
    const result = revolvingLoan({ days: 30, annualRate: 0.3 });
    expect(result.effectiveAnnualRate).toBeCloseTo(Math.pow(1 + (0.3 * 30) / 365, 365 / 30) - 1, 12);
    // A whole year of simple interest is just the rate; no interest, no rate.
    expect(revolvingLoan({ days: 365, annualRate: 0.3 }).effectiveAnnualRate).toBeCloseTo(0.3, 12);
    expect(revolvingLoan({ annualRate: 0 }).effectiveAnnualRate).toBe(0);
    expect(dailyEffectiveAnnualRate(Number.NaN, 30)).toBe(0);
  });
});
