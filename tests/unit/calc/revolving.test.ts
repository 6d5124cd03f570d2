import { describe, expect, it } from 'vitest';
import { revolvingLoan } from '../../../src/lib/calc';

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
    expect(revolvingLoan({ monthlySalary: 0 })).toMatchObject({ creditLimit: 0, borrowedAmount: 0, interest: 0 });
  });

  it('zero rate and days outside 1–365', () => {
    expect(revolvingLoan({ desiredAmount: 10_000, annualRate: 0 }).interest).toBe(0);
    const days = revolvingLoan({ days: 400 });
    expect(days).toMatchObject({ loanDays: 365, clamped: ['days'] });
    expect(revolvingLoan({ days: 0 }).loanDays).toBe(1);
  });
});
