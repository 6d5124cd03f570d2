import { describe, expect, it } from 'vitest';
import { repaymentSchedule, scheduleForPayments, type RepaymentSchedule } from '../../../src/shared/calc';
import { presentValueOf, textbookAnnuity, toCents } from './reference';

/** Checks every promise a schedule makes, summing in integer cents so the sums are exact. */
function expectConsistent(schedule: RepaymentSchedule, amount: number, totalPayment: number): void {
  const { rows } = schedule;
  expect(rows.length).toBeGreaterThan(0);
  let balance = toCents(amount);
  for (const [index, row] of rows.entries()) {
    expect(row.month).toBe(rows[0]!.month + index);
    for (const value of [row.payment, row.principal, row.interest, row.balance]) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
    expect(toCents(row.principal) + toCents(row.interest)).toBe(toCents(row.payment));
    balance -= toCents(row.principal);
    expect(toCents(row.balance)).toBe(balance);
  }
  expect(rows.at(-1)!.balance).toBe(0);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((s, row) => s + toCents(pick(row)), 0);
  expect(sum((row) => row.payment)).toBe(toCents(totalPayment));
  expect(sum((row) => row.principal)).toBe(toCents(amount));
  expect(sum((row) => row.interest)).toBe(toCents(totalPayment - amount));
  expect(schedule.totalPayment).toBe(totalPayment);
  expect(schedule.totalPrincipal).toBe(amount);
  expect(schedule.totalInterest).toBe(totalPayment - amount);
}

describe('repaymentSchedule', () => {
  it('spec example: 12 rows of 975 adding up to 11,700 (10,000 principal + 1,700 interest)', () => {
    const schedule = repaymentSchedule(10_000, 0.3, 12);
    expect(schedule.rows).toHaveLength(12);
    expect(schedule.rows.every((row) => row.payment === 975)).toBe(true);
    expectConsistent(schedule, 10_000, 11_700);
    // Month 1 interest ≈ 10,000 × 2.5% = 250 (a few cents more: 975 slightly over-pays the annuity).
    expect(schedule.rows[0]!.interest).toBeGreaterThanOrEqual(250);
    expect(schedule.rows[0]!.interest).toBeLessThan(251);
  });

  it('spec SME example: 36 rows of 39,233 adding up to 1,412,388', () => {
    const schedule = repaymentSchedule(1_000_000, 0.24, 36);
    expect(schedule.rows).toHaveLength(36);
    expectConsistent(schedule, 1_000_000, 1_412_388);
    // Month 1 interest ≈ 1,000,000 × 2% = 20,000.
    expect(schedule.rows[0]!.interest).toBeCloseTo(20_000, -1);
  });

  it('charges each month the previous balance × the rate implied by the rounded instalment', () => {
    const schedule = repaymentSchedule(100_000, 0.3, 24);
    const payment = Math.round(textbookAnnuity(100_000, 0.025, 24));
    // The rate is the one at which the rounded payments repay exactly the amount.
    expect(presentValueOf(new Array(24).fill(payment), schedule.monthlyRate)).toBeCloseTo(100_000, 4);
    expect(schedule.monthlyRate).toBeCloseTo(0.025, 4);
    let previous = 100_000;
    for (const row of schedule.rows.slice(0, -1)) {
      expect(Math.abs(row.interest - previous * schedule.monthlyRate)).toBeLessThanOrEqual(0.005 + 1e-9);
      previous = row.balance;
    }
  });

  it('zero rate: no interest, principal 833 × 11 then 837', () => {
    const schedule = repaymentSchedule(10_000, 0, 12);
    expectConsistent(schedule, 10_000, 10_000);
    expect(schedule.rows.every((row) => row.interest === 0)).toBe(true);
    expect(schedule.rows.map((row) => row.principal)).toEqual([...new Array(11).fill(833), 837]);
  });

  it('one month: a single row repaying everything', () => {
    const schedule = repaymentSchedule(10_000, 0.3, 1);
    expect(schedule.rows).toEqual([{ month: 1, payment: 10_250, principal: 10_000, interest: 250, balance: 0 }]);
  });

  it('keeps its promises across amounts, rates and tenors, including awkward tiny loans', () => {
    const cases: Array<[number, number, number]> = [
      [5_000, 0.1, 60],
      [5_000, 0.3114, 6],
      [3_000_000, 0.3, 60],
      [2_000_000, 0.3, 120],
      [10_000_000, 0.24, 48],
      [100, 0.3114, 120], // instalment 3.x rounds to whole dollars: big relative rounding
      [1, 0.3, 60], // rounds to 0 a month, then the guard puts HK$1 in the last month
      [7, 0.0001, 120],
      [5_000, 0.0001, 60],
    ];
    for (const [amount, rate, months] of cases) {
      const schedule = repaymentSchedule(amount, rate, months);
      const expectedPayment = Math.round(textbookAnnuity(amount, rate / 12, months));
      const total = expectedPayment * months >= amount ? expectedPayment * months : amount;
      expect(schedule.rows).toHaveLength(months);
      expectConsistent(schedule, amount, total);
    }
  });
});

describe('scheduleForPayments', () => {
  it('splits uneven payments: interest-only months then a balloon at exactly 1%', () => {
    const schedule = scheduleForPayments(1_000, [10, 10, 1_010]);
    expect(schedule.rows.map((row) => [row.interest, row.principal, row.balance])).toEqual([
      [10, 0, 1_000],
      [10, 0, 1_000],
      [10, 1_000, 0],
    ]);
  });

  it('raises the last payment when the payments fall short, so the balance still ends at 0', () => {
    const schedule = scheduleForPayments(1_000, [100, 100]);
    expect(schedule.rows.map((row) => row.payment)).toEqual([100, 900]);
    expectConsistent(schedule, 1_000, 1_000);
  });

  it('stays non-negative for lopsided payment patterns', () => {
    expectConsistent(scheduleForPayments(1_000, [1_000, 0, 0, 50]), 1_000, 1_050);
    expectConsistent(scheduleForPayments(1_000, [0, 0, 0, 2_000]), 1_000, 2_000);
    expectConsistent(scheduleForPayments(1_000, [5, 5, 5, 5, 5000]), 1_000, 5_020);
  });

  it('numbers months from firstMonth and treats garbage as nothing', () => {
    expect(scheduleForPayments(100, [110], 7).rows[0]!.month).toBe(7);
    const garbage = scheduleForPayments(Number.NaN, [Number.NaN, -5, Number.POSITIVE_INFINITY]);
    expectConsistent(garbage, 0, 0);
    expectConsistent(scheduleForPayments(500, []), 500, 500);
  });
});
