import { describe, expect, it } from 'vitest';
import { CARD_BENCHMARK_APR, cardConsolidation, cardMonthlyRate, minimumPaymentPath } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

// The 36.38% benchmark is an APR (effective), so the monthly rate is 1.3638^(1/12) − 1 = 2.6193%.
const m = Math.pow(1.3638, 1 / 12) - 1;

describe('cardMonthlyRate', () => {
  it('converts the benchmark APR to a monthly rate', () => {
    expect(CARD_BENCHMARK_APR).toBe(0.3638);
    expect(cardMonthlyRate(0.3638)).toBeCloseTo(m, 12);
    expect(cardMonthlyRate(0.3638)).toBeCloseTo(0.026193, 6);
  });
});

describe('minimumPaymentPath', () => {
  it('first minimum on HK$100,000 is 1% of principal plus interest: 1,000 + 2,619.34', () => {
    expect(minimumPaymentPath(100_000).firstMinimumPayment).toBeCloseTo(3_619.34, 2);
  });

  it('applies the HK$300 floor, switching at about HK$8,289 (300 / (1% + 2.619%))', () => {
    // 8,000: 80 + 8,000 × 2.6193% = 289.55 < 300 -> 300
    expect(minimumPaymentPath(8_000).firstMinimumPayment).toBe(300);
    // 9,000: 90 + 235.74 = 325.74 > 300
    expect(minimumPaymentPath(9_000).firstMinimumPayment).toBeCloseTo(325.74, 2);
  });

  it('HK$5,000 is paid at the HK$300 floor throughout: months and interest from the annuity formula', () => {
    // Paying 300 a month at rate m, n = −ln(1 − 5,000 m / 300) / ln(1 + m) = 22.19, so 22 full
    // payments and a smaller 23rd: the balance after 22 plus its interest.
    const n = -Math.log(1 - (5_000 * m) / 300) / Math.log(1 + m);
    expect(n).toBeCloseTo(22.19, 2);
    const after22 = 5_000 * Math.pow(1 + m, 22) - (300 * (Math.pow(1 + m, 22) - 1)) / m;
    const interest = 22 * 300 + after22 * (1 + m) - 5_000;
    const path = minimumPaymentPath(5_000);
    expect(path.months).toBe(23);
    expect(Math.abs(path.totalInterest - interest)).toBeLessThanOrEqual(1);
    expect(path.totalRepayment).toBe(5_000 + path.totalInterest);
    expect(path.repaid).toBe(true);
  });

  it('a balance below the floor is cleared in one payment of balance plus interest', () => {
    // 200 + 200 × 2.6193% = 205.24
    const path = minimumPaymentPath(200);
    expect(path).toMatchObject({ months: 1, totalInterest: 5, totalRepayment: 205, repaid: true });
    expect(path.firstMinimumPayment).toBeCloseTo(205.24, 2);
  });

  it('HK$1,500,000: 1% a month until the floor, then the floor (about 570 months)', () => {
    // While 1% + interest beats 300, the balance falls by exactly 1% a month and interest is
    // m × balance. That lasts k months, the first k with 1,500,000 × 0.99^k below 8,288.80.
    const switchAt = 300 / (0.01 + m);
    const k = Math.ceil(Math.log(switchAt / 1_500_000) / Math.log(0.99));
    const atSwitch = 1_500_000 * Math.pow(0.99, k);
    const phase1Interest = m * 1_500_000 * ((1 - Math.pow(0.99, k)) / 0.01);
    // Then 300 a month as for HK$5,000 above.
    const n = -Math.log(1 - (atSwitch * m) / 300) / Math.log(1 + m);
    const full = Math.floor(n);
    const left = atSwitch * Math.pow(1 + m, full) - (300 * (Math.pow(1 + m, full) - 1)) / m;
    const phase2Interest = full * 300 + left * (1 + m) - atSwitch;
    const path = minimumPaymentPath(1_500_000);
    expect(Math.abs(path.months - (k + full + 1))).toBeLessThanOrEqual(1);
    expect(path.months).toBeGreaterThan(500);
    expect(path.totalInterest / (phase1Interest + phase2Interest)).toBeCloseTo(1, 4);
    expect(path.repaid).toBe(true);
  });

  it('always terminates, even at a 100% APR on the largest balance', () => {
    const path = minimumPaymentPath(10_000_000, 1);
    expect(path.repaid).toBe(true);
    expect(path.months).toBeLessThan(1_200);
  });

  it('garbage balance is an empty path; garbage APR is the benchmark', () => {
    expect(minimumPaymentPath(Number.NaN)).toMatchObject({ months: 0, totalInterest: 0, totalRepayment: 0, repaid: true });
    expect(minimumPaymentPath(-100)).toMatchObject({ months: 0, totalInterest: 0 });
    expect(minimumPaymentPath(5_000, Number.NaN).months).toBe(23);
    expect(minimumPaymentPath(5_000, 0).totalInterest).toBe(0);
  });
});

describe('cardConsolidation', () => {
  it('default: HK$100,000 over 60 months at 10% against the minimum-payment path', () => {
    const result = cardConsolidation({ cardBalance: 100_000 });
    // 100,000 × (0.1/12) / (1 − (1 + 0.1/12)^−60) = 2,124.70 -> 2,125; × 60 = 127,500
    expect(result.loan).toMatchObject({ months: 60, monthlyInstalment: 2_125, totalRepayment: 127_500, totalInterest: 27_500 });
    expect(result.card.totalInterest).toBeGreaterThan(100_000);
    expect(result.savedInterest).toBe(result.card.totalInterest - 27_500);
    expect(result.monthsSaved).toBe(result.card.months - 60);
    expect(result.clamped).toEqual([]);
  });

  it('shorter tenors and other rates use the one instalment rule', () => {
    const result = cardConsolidation({ cardBalance: 1_500_000, months: 6, annualRate: 0.2 });
    expect(result.loan.monthlyInstalment).toBe(Math.round(textbookAnnuity(1_500_000, 0.2 / 12, 6)));
  });

  it('clamps to HK$5,000–1,500,000 and 6–60 months', () => {
    const high = cardConsolidation({ cardBalance: 2_000_000, months: 72 });
    expect(high.inputs).toMatchObject({ cardBalance: 1_500_000, months: 60 });
    expect(high.clamped).toEqual(['cardBalance', 'months']);
    const low = cardConsolidation({ cardBalance: 1_000, months: 1 });
    expect(low.inputs).toMatchObject({ cardBalance: 5_000, months: 6 });
  });

  it('never reports a negative saving', () => {
    // A card at 0% costs nothing; the loan costs interest.
    const result = cardConsolidation({ cardBalance: 50_000, cardApr: 0 });
    expect(result.card.totalInterest).toBe(0);
    expect(result.savedInterest).toBe(0);
  });
});
