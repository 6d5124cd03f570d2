import { describe, expect, it } from 'vitest';
import { renovationLoan } from '../../../src/shared/calc';
import { textbookAnnuity, toCents } from './reference';

describe('renovationLoan', () => {
  it('6 interest-only months, then equal instalments over the other 30', () => {
    // Interest only: 200,000 × 30% / 12 = 5,000. Then 200,000 × 0.025 / (1 − 1.025^−30) = 9,555.53 -> 9,556.
    const result = renovationLoan({ amount: 200_000, months: 36, interestOnlyMonths: 6, annualRate: 0.3 });
    expect(result).toMatchObject({
      interestOnlyInstalment: 5_000,
      interestOnlyMonths: 6,
      monthlyInstalment: 9_556,
      amortisingMonths: 30,
      totalRepayment: 6 * 5_000 + 30 * 9_556,
      totalInterest: 6 * 5_000 + 30 * 9_556 - 200_000,
      clamped: [],
    });
  });

  it('12 interest-only months, then 24', () => {
    // 200,000 × 0.025 / (1 − 1.025^−24) = 11,182.56 -> 11,183
    const result = renovationLoan({ amount: 200_000, months: 36, interestOnlyMonths: 12, annualRate: 0.3 });
    expect(result.monthlyInstalment).toBe(11_183);
    expect(result.amortisingMonths).toBe(24);
    expect(result.totalRepayment).toBe(12 * 5_000 + 24 * 11_183);
  });

  it('rounds the interest-only instalment half up to the whole HK$', () => {
    // 5,001 × 30% / 12 = 125.025 -> 125; 5,020 × 30% / 12 = 125.5 -> 126
    expect(renovationLoan({ amount: 5_001, annualRate: 0.3 }).interestOnlyInstalment).toBe(125);
    expect(renovationLoan({ amount: 5_020, annualRate: 0.3 }).interestOnlyInstalment).toBe(126);
  });

  it('its schedule: interest-only rows keep the balance, and the totals match', () => {
    const result = renovationLoan({ amount: 200_000, months: 36, interestOnlyMonths: 6, annualRate: 0.3 });
    const rows = result.schedule.rows;
    expect(rows).toHaveLength(36);
    expect(rows.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6].map((month) => ({ month, payment: 5_000, principal: 0, interest: 5_000, balance: 200_000 })));
    expect(rows.map((row) => row.month)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(rows.slice(6).every((row) => row.payment === 9_556)).toBe(true);
    expect(rows.reduce((s, row) => s + toCents(row.payment), 0)).toBe(toCents(result.totalRepayment));
    expect(rows.reduce((s, row) => s + toCents(row.principal), 0)).toBe(toCents(200_000));
    expect(rows.reduce((s, row) => s + toCents(row.interest), 0)).toBe(toCents(result.totalInterest));
    expect(rows.at(-1)!.balance).toBe(0);
    expect(result.schedule.totalPayment).toBe(result.totalRepayment);
  });

  it('clamps interest-only months to 6–12 and keeps at least one amortising month', () => {
    expect(renovationLoan({ interestOnlyMonths: 3 })).toMatchObject({ interestOnlyMonths: 6, clamped: ['interestOnlyMonths'] });
    expect(renovationLoan({ interestOnlyMonths: 15 })).toMatchObject({ interestOnlyMonths: 12, clamped: ['interestOnlyMonths'] });
    const short = renovationLoan({ months: 6, interestOnlyMonths: 12 });
    expect(short.inputs.months).toBe(13);
    expect(short.amortisingMonths).toBe(1);
    expect(short.clamped).toEqual(['months']);
  });

  it('maximum amount and tenor', () => {
    const result = renovationLoan({ amount: 900_000, months: 99, interestOnlyMonths: 12, annualRate: 0.2 });
    expect(result.inputs).toMatchObject({ amount: 500_000, months: 60 });
    expect(result.interestOnlyInstalment).toBe(Math.round((500_000 * 0.2) / 12));
    expect(result.monthlyInstalment).toBe(Math.round(textbookAnnuity(500_000, 0.2 / 12, 48)));
  });

  it('zero rate: nothing to pay in the interest-only months', () => {
    const result = renovationLoan({ amount: 120_000, months: 18, interestOnlyMonths: 6, annualRate: 0 });
    expect(result).toMatchObject({ interestOnlyInstalment: 0, monthlyInstalment: 10_000, totalRepayment: 120_000, totalInterest: 0 });
  });
});
