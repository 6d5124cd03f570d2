import { describe, expect, it } from 'vitest';
import { LOAN_SLUGS, MAX_NOMINAL_ANNUAL_RATE, standardLoan, type InstalmentLoanSlug } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

describe('standardLoan: spec examples through the product bounds', () => {
  it('n-loan HK$10,000 / 12 months / 30% -> 975 a month, 11,700 total, nothing clamped', () => {
    const result = standardLoan('n-loan', { amount: 10_000, months: 12, annualRate: 0.3 });
    expect(result).toMatchObject({ monthlyInstalment: 975, totalRepayment: 11_700, totalInterest: 1_700, clamped: [] });
    // Effective annual rate of 30% nominal: 1.025^12 − 1
    expect(result.effectiveAnnualRate).toBeCloseTo(Math.pow(1.025, 12) - 1, 12);
  });

  it('sme HK$1,000,000 / 36 / 24% -> 39,233 a month, 1,412,388 total', () => {
    const result = standardLoan('sme', { amount: 1_000_000, months: 36, annualRate: 0.24 });
    expect(result).toMatchObject({ monthlyInstalment: 39_233, totalRepayment: 1_412_388, clamped: [] });
  });

  it('falls back to the product defaults: n-loan defaults are the worked example', () => {
    expect(standardLoan('n-loan')).toMatchObject({ amount: 10_000, months: 12, annualRate: 0.3, monthlyInstalment: 975 });
    expect(standardLoan('sme')).toMatchObject({ amount: 1_000_000, months: 36, annualRate: 0.24, monthlyInstalment: 39_233 });
  });

  it('accepts form strings', () => {
    const result = standardLoan('n-loan', { amount: 'HK$10,000', months: '12', annualRate: '0.3' });
    expect(result).toMatchObject({ monthlyInstalment: 975, clamped: [] });
  });
});

describe('standardLoan: bounds', () => {
  it('minimum and maximum amounts and tenors of the personal loan', () => {
    const min = standardLoan('n-loan', { amount: 5_000, months: 6, annualRate: 0.1 });
    expect(min.monthlyInstalment).toBe(Math.round(textbookAnnuity(5_000, 0.1 / 12, 6)));
    expect(min.clamped).toEqual([]);
    const max = standardLoan('n-loan', { amount: 3_000_000, months: 60, annualRate: 0.3 });
    expect(max.monthlyInstalment).toBe(Math.round(textbookAnnuity(3_000_000, 0.025, 60)));
    expect(max.totalRepayment).toBe(max.monthlyInstalment * 60);
    expect(max.clamped).toEqual([]);
  });

  it('clamps amounts, tenors and rates outside the bounds and names them', () => {
    const low = standardLoan('n-loan', { amount: 1_000, months: 3, annualRate: 0.05 });
    expect(low).toMatchObject({ amount: 5_000, months: 6, annualRate: 0.1 });
    expect(low.clamped).toEqual(['amount', 'months', 'annualRate']);
    const high = standardLoan('n-loan', { amount: 4_000_000, months: 120, annualRate: 0.5 });
    expect(high).toMatchObject({ amount: 3_000_000, months: 60, annualRate: MAX_NOMINAL_ANNUAL_RATE });
    expect(high.clamped).toEqual(['amount', 'months', 'annualRate']);
  });

  it('applies each product its own bounds', () => {
    expect(standardLoan('7x24-loan', { amount: 40_000 })).toMatchObject({ amount: 30_000, clamped: ['amount'] });
    expect(standardLoan('talent-loan', { months: 120 })).toMatchObject({ months: 120, clamped: [] });
    expect(standardLoan('sme', { amount: 50_000, months: 60 })).toMatchObject({ amount: 100_000, months: 48 });
    expect(standardLoan('sme', { amount: 20_000_000 }).amount).toBe(10_000_000);
    expect(standardLoan('supreme', { annualRate: 0.05 })).toMatchObject({ annualRate: 0.089, clamped: ['annualRate'] });
    expect(standardLoan('w-loan', { amount: 600_000 }).amount).toBe(500_000);
    expect(standardLoan('p-loan', { amount: 2_500_000 }).amount).toBe(2_000_000);
    expect(standardLoan('hos-public-housing-loan', { amount: 2_500_000 }).amount).toBe(2_000_000);
  });

  it('applies the salary rule when a salary is given', () => {
    // Supreme: 30 × 40,000 = 1,200,000 < 5,000,000
    const supreme = standardLoan('supreme', { amount: 2_000_000, monthlySalary: 40_000 });
    expect(supreme).toMatchObject({ amount: 1_200_000, maxAmount: 1_200_000, clamped: ['amount'] });
    // Talent: 10 × 15,000 = 150,000
    expect(standardLoan('talent-loan', { amount: 500_000, monthlySalary: 15_000 }).amount).toBe(150_000);
    // Without a salary only the product cap applies.
    expect(standardLoan('supreme', { amount: 5_000_000 }).amount).toBe(5_000_000);
    // A salary rule never drops the ceiling below the product minimum.
    expect(standardLoan('talent-loan', { amount: 9_000, monthlySalary: 100 }).amount).toBe(5_000);
    // An unreadable salary is reported and ignored.
    const bad = standardLoan('supreme', { amount: 3_000_000, monthlySalary: 'lots' });
    expect(bad).toMatchObject({ amount: 3_000_000, clamped: ['monthlySalary'] });
  });

  it('every instalment product prices its defaults with the one rule', () => {
    for (const slug of LOAN_SLUGS.filter((s): s is InstalmentLoanSlug => s !== 'revolving-loan')) {
      const result = standardLoan(slug);
      const expected = Math.round(textbookAnnuity(result.amount, result.annualRate / 12, result.months));
      expect(result.monthlyInstalment, slug).toBe(expected);
      expect(result.totalRepayment, slug).toBe(expected * result.months);
    }
  });
});
