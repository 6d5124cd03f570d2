import { describe, expect, it } from 'vitest';
import { defaultProjectCost, loanFromProjectCost, projectCostLoan, renovationProjectLoan, standardLoan } from '../../../src/shared/calc';

describe('wedding loan from the wedding cost', () => {
  it('borrows the share of the cost and repays it in equal instalments', () => {
    // 150,000 × 80% = 120,000. At 18% (1.5% a month) over 24 months:
    // 1.015^−24 = 0.699544; 120,000 × 0.015 / 0.300456 = 1,800 / 0.300456 = 5,990.89 -> 5,991;
    // total 5,991 × 24 = 143,784; own contribution 150,000 − 120,000 = 30,000.
    const result = projectCostLoan('w-loan', { projectCost: 150_000, loanRatio: 0.8, months: 24, annualRate: 0.18 });
    expect(result).toMatchObject({
      loanAmount: 120_000,
      ownContribution: 30_000,
      monthlyInstalment: 5_991,
      totalRepayment: 143_784,
      totalInterest: 23_784,
      clamped: [],
    });
  });

  it('starts where the wedding calculator did: HK$100,000 (all of a HK$100,000 cost), 24 months, 30%', () => {
    // 1.025^−24 = 0.552875; 2,500 / 0.447125 = 5,591.28 -> 5,591; × 24 = 134,184
    expect(defaultProjectCost('w-loan')).toBe(100_000);
    const result = projectCostLoan('w-loan');
    expect(result).toMatchObject({ loanAmount: 100_000, ownContribution: 0, monthlyInstalment: 5_591, totalRepayment: 134_184 });
    expect(result.inputs).toEqual({ projectCost: 100_000, loanRatio: 1, months: 24, annualRate: 0.3 });
    // The same figures as the plain wedding-loan calculator's defaults.
    expect(standardLoan('w-loan')).toMatchObject({ monthlyInstalment: 5_591, totalRepayment: 134_184 });
  });

  it('caps the loan at HK$500,000 and says so; the rest is paid by the couple', () => {
    // 800,000 × 100% = 800,000 -> 500,000; at 24% (2% a month) over 36 months:
    // 1.02^−36 = 0.490223; 10,000 / 0.509777 = 19,616.43 -> 19,616
    const result = projectCostLoan('w-loan', { projectCost: 800_000, loanRatio: 1, months: 36, annualRate: 0.24 });
    expect(result).toMatchObject({ loanAmount: 500_000, ownContribution: 300_000, monthlyInstalment: 19_616, clamped: ['loanAmount'] });
  });

  it('allows at most 100% of the cost, and refuses a share below the smallest loan', () => {
    expect(projectCostLoan('w-loan', { projectCost: 100_000, loanRatio: 1.2 })).toMatchObject({
      loanAmount: 100_000,
      clamped: ['loanRatio'],
      refused: ['loanRatio'],
    });
    expect(loanFromProjectCost('w-loan', { projectCost: 4_000, loanRatio: 0.5 })).toEqual({
      inputs: { projectCost: 4_000, loanRatio: 0.5 },
      loanAmount: 5_000,
      ownContribution: 0,
      clamped: ['loanAmount'],
      // HK$2,000 asked for: lending HK$5,000 is no real loan, so no figure is shown for it.
      refused: ['loanAmount'],
    });
    // A share of 0% borrows nothing: refused as below the smallest share, 1%.
    expect(loanFromProjectCost('w-loan', { projectCost: 100_000, loanRatio: 0 }).refused).toEqual(['loanRatio']);
    // A large budget whose share passes the HK$500,000 cap is a real loan: capped, not refused.
    expect(loanFromProjectCost('w-loan', { projectCost: 800_000, loanRatio: 1 })).toMatchObject({ loanAmount: 500_000, refused: [] });
  });

  it('rounds the loan down so it never exceeds the share', () => {
    // 123,457 × 0.45 = 55,555.65 -> 55,555
    expect(loanFromProjectCost('w-loan', { projectCost: 123_457, loanRatio: 0.45 }).loanAmount).toBe(55_555);
  });
});

describe('renovation loan from the renovation cost', () => {
  it('borrows the share of the cost, interest only at first, then equal instalments', () => {
    // 250,000 × 80% = 200,000. At 24% (2% a month): interest only 200,000 × 2% = 4,000 for 6 months;
    // then 30 months: 1.02^−30 = 0.552071; 4,000 / 0.447929 = 8,929.98 -> 8,930.
    // Total 6 × 4,000 + 30 × 8,930 = 24,000 + 267,900 = 291,900.
    const { share, loan } = renovationProjectLoan({
      projectCost: 250_000,
      loanRatio: 0.8,
      months: 36,
      interestOnlyMonths: 6,
      annualRate: 0.24,
    });
    expect(share).toEqual({ inputs: { projectCost: 250_000, loanRatio: 0.8 }, loanAmount: 200_000, ownContribution: 50_000, clamped: [], refused: [] });
    expect(loan).toMatchObject({
      interestOnlyInstalment: 4_000,
      monthlyInstalment: 8_930,
      totalRepayment: 291_900,
      totalInterest: 91_900,
      clamped: [],
    });
  });

  it('starts where the renovation calculator did: HK$200,000, all of the cost', () => {
    const { share, loan } = renovationProjectLoan();
    expect(share).toMatchObject({ loanAmount: 200_000, inputs: { projectCost: 200_000, loanRatio: 1 } });
    // 200,000 × 2.5% = 5,000 interest only, then 9,556 (renovation.test.ts)
    expect(loan).toMatchObject({ interestOnlyInstalment: 5_000, monthlyInstalment: 9_556 });
  });

  it('caps the loan at HK$500,000 and says so', () => {
    // 700,000 × 100% -> 500,000; interest only at 18%: 500,000 × 1.5% = 7,500
    const { share, loan } = renovationProjectLoan({ projectCost: 700_000, loanRatio: 1, annualRate: 0.18 });
    expect(share).toMatchObject({ loanAmount: 500_000, ownContribution: 200_000, clamped: ['loanAmount'] });
    expect(loan.interestOnlyInstalment).toBe(7_500);
  });

  it('never fails on junk', () => {
    const { share, loan } = renovationProjectLoan(null as never);
    expect(share.loanAmount).toBe(200_000);
    expect(Number.isFinite(loan.totalRepayment)).toBe(true);
    expect(renovationProjectLoan({ projectCost: 'abc', loanRatio: Number.NaN }).share.clamped).toEqual(['projectCost', 'loanRatio']);
  });
});
