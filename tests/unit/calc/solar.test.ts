import { describe, expect, it } from 'vitest';
import { solarLoan } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

describe('solarLoan', () => {
  it('lends 90% of the project cost over up to 24 periods', () => {
    // 500,000 × 90% = 450,000; 450,000 × 0.025 / (1 − 1.025^−24) = 25,160.77 -> 25,161
    const result = solarLoan({ projectCost: 500_000, loanRatio: 0.9, months: 24, annualRate: 0.3 });
    expect(result).toMatchObject({
      loanAmount: 450_000,
      ownContribution: 50_000,
      monthlyInstalment: 25_161,
      totalRepayment: 24 * 25_161,
      totalInterest: 24 * 25_161 - 450_000,
      clamped: [],
    });
  });

  it('rounds the loan down so it never exceeds the ratio', () => {
    // 333,333 × 0.9 = 299,999.7 -> 299,999
    expect(solarLoan({ projectCost: 333_333, loanRatio: 0.9 }).loanAmount).toBe(299_999);
    // 100,000 × 0.7 is 70,000 exactly, despite 0.7 not being exact in binary.
    expect(solarLoan({ projectCost: 100_000, loanRatio: 0.7 }).loanAmount).toBe(70_000);
  });

  it('caps the loan at HK$1,000,000 and the ratio at 90%, and says so', () => {
    const big = solarLoan({ projectCost: 2_000_000 });
    expect(big).toMatchObject({ loanAmount: 1_000_000, ownContribution: 1_000_000, clamped: ['loanAmount'] });
    const ratio = solarLoan({ projectCost: 100_000, loanRatio: 0.95, months: 36 });
    expect(ratio).toMatchObject({ loanAmount: 90_000, clamped: ['loanRatio', 'months'] });
    expect(ratio.inputs.months).toBe(24);
  });

  it('raises a tiny loan to the product minimum and never shows a negative contribution', () => {
    const small = solarLoan({ projectCost: 3_000, months: 6, annualRate: 0.1 });
    expect(small).toMatchObject({ loanAmount: 5_000, ownContribution: 0, clamped: ['loanAmount'] });
    expect(small.monthlyInstalment).toBe(Math.round(textbookAnnuity(5_000, 0.1 / 12, 6)));
  });
});
