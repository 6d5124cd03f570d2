import { describe, expect, it } from 'vitest';
import { investmentLoan, investmentPayments, investmentSchedule } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

describe('investmentLoan', () => {
  it('takes 2 days of daily interest off the first instalment', () => {
    // Rebate: 100,000 × 30% / 365 × 2 = 164.38 -> 164.
    // Instalment: 100,000 × 0.025 / (1 − 1.025^−24) = 5,591.28 -> 5,591.
    const result = investmentLoan({ amount: 100_000, months: 24, annualRate: 0.3 });
    expect(result).toMatchObject({
      interestFreeDays: 2,
      interestFreeRebate: 164,
      monthlyInstalment: 5_591,
      firstInstalment: 5_591 - 164,
      finalInstalment: 5_591,
      totalRepayment: 24 * 5_591 - 164,
      totalInterest: 24 * 5_591 - 164 - 100_000,
      clamped: [],
    });
  });

  it('minimum and maximum loans', () => {
    // 5,000 × 10% / 365 × 2 = 2.74 -> 3
    const min = investmentLoan({ amount: 5_000, months: 6, annualRate: 0.1 });
    expect(min.interestFreeRebate).toBe(3);
    expect(min.firstInstalment).toBe(Math.round(textbookAnnuity(5_000, 0.1 / 12, 6)) - 3);
    const max = investmentLoan({ amount: 800_000, months: 60, annualRate: 0.3 });
    expect(max.inputs.amount).toBe(500_000);
    expect(max.clamped).toEqual(['amount']);
    // 500,000 × 30% / 365 × 2 = 821.92 -> 822
    expect(max.interestFreeRebate).toBe(822);
  });

  it('zero rate: no rebate, no interest', () => {
    const result = investmentLoan({ amount: 60_000, months: 12, annualRate: 0 });
    expect(result).toMatchObject({ interestFreeRebate: 0, firstInstalment: 5_000, totalRepayment: 60_000, totalInterest: 0 });
  });
});

describe('investmentSchedule', () => {
  it('repays the first instalment less the rebate, and totals equal the headline figures', () => {
    const result = investmentLoan({ amount: 100_000, months: 12, annualRate: 0.3 });
    expect(investmentPayments(result)).toEqual([9_749 - 164, ...new Array(11).fill(9_749)]);
    const schedule = investmentSchedule(result);
    expect(schedule.rows).toHaveLength(12);
    expect(schedule.totalPayment).toBe(result.totalRepayment);
    expect(schedule.totalInterest).toBe(result.totalInterest);
    const cents = schedule.rows.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
    expect(cents).toBe(100_000 * 100);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
  });
});
