import { describe, expect, it } from 'vitest';
import { MAX_NOMINAL_ANNUAL_RATE, debtTransfer, transferRate } from '../../../src/shared/calc';
import { presentValueOf, textbookAnnuity } from './reference';

describe('transferRate', () => {
  it('takes 20% off the nominal rate: 36% -> 28.8% (docs/product-rules.md)', () => {
    expect(transferRate(0.36)).toBeCloseTo(0.288, 12);
    expect(transferRate(0.2)).toBeCloseTo(0.16, 12);
    expect(transferRate(0)).toBe(0);
  });

  it('never goes above the lender maximum, nor below 0', () => {
    // 50% − 20% = 40% > 31.15%
    expect(transferRate(0.5)).toBe(MAX_NOMINAL_ANNUAL_RATE);
    expect(transferRate(-1)).toBe(0);
    expect(transferRate(Number.NaN)).toBe(0);
  });
});

describe('debtTransfer', () => {
  // An existing HK$100,000 loan at 36% nominal (3% a month) with 36 months left:
  // instalment = 100,000 × 0.03 / (1 − 1.03^−36) = 4,580.38 -> the lender bills 4,580.
  const existingRepayment = Math.round(textbookAnnuity(100_000, 0.03, 36));
  const result = debtTransfer({ existingAmount: 100_000, existingMonthlyRepayment: existingRepayment, remainingMonths: 36 });

  it('solves the rate the visitor pays today from amount, repayment and months', () => {
    expect(existingRepayment).toBe(4_580);
    // 4,580 is 0.38 below the exact 36% instalment, so the solved rate is a hair under 36%.
    expect(result.existingNominalAnnualRate).toBeCloseTo(0.36, 3);
    expect(presentValueOf(new Array(36).fill(4_580), result.existingMonthlyRate)).toBeCloseTo(100_000, 4);
    expect(result.existingEffectiveAnnualRate).toBeCloseTo(Math.pow(1 + result.existingMonthlyRate, 12) - 1, 12);
  });

  it('offers 20% off that rate: about 28.8%', () => {
    expect(result.newNominalAnnualRate).toBeCloseTo(result.existingNominalAnnualRate * 0.8, 12);
    expect(result.newNominalAnnualRate).toBeCloseTo(0.288, 3);
  });

  it('prices the new loan over the same months and counts the saving', () => {
    // At 28.8% (2.4% a month): 100,000 × 0.024 / (1 − 1.024^−36) = 4,179.70 -> 4,180;
    // the solved rate is a hair lower, which can only move it by a dollar.
    expect(Math.abs(result.newMonthlyInstalment - 4_180)).toBeLessThanOrEqual(1);
    expect(result.newTotalRepayment).toBe(result.newMonthlyInstalment * 36);
    expect(result.existingTotalRepayment).toBe(4_580 * 36);
    expect(result.existingTotalInterest).toBe(4_580 * 36 - 100_000);
    expect(result.savedInterest).toBe(4_580 * 36 - result.newMonthlyInstalment * 36);
    expect(result.savedInterest).toBeGreaterThan(14_000); // (4,580 − 4,180) × 36 = 14,400 ± 36
    expect(result.monthlySaving).toBe(4_580 - result.newMonthlyInstalment);
    expect(result.clamped).toEqual([]);
  });

  it('a repayment that does not even cover the amount means 0% and no saving', () => {
    const free = debtTransfer({ existingAmount: 12_000, existingMonthlyRepayment: 1_000, remainingMonths: 12 });
    expect(free).toMatchObject({ existingMonthlyRate: 0, newNominalAnnualRate: 0, savedInterest: 0, newMonthlyInstalment: 1_000 });
    const short = debtTransfer({ existingAmount: 12_000, existingMonthlyRepayment: 500, remainingMonths: 12 });
    expect(short).toMatchObject({ existingMonthlyRate: 0, savedInterest: 0, existingTotalInterest: 0, monthlySaving: 0 });
  });

  it('a very expensive existing loan gets the lender maximum, not 80% of it', () => {
    // 10,000 repaid at 1,500 a month for 12 months is far above 36% a year.
    const dear = debtTransfer({ existingAmount: 10_000, existingMonthlyRepayment: 1_500, remainingMonths: 12 });
    expect(dear.existingNominalAnnualRate * 0.8).toBeGreaterThan(MAX_NOMINAL_ANNUAL_RATE);
    expect(dear.newNominalAnnualRate).toBe(MAX_NOMINAL_ANNUAL_RATE);
    expect(dear.newMonthlyInstalment).toBe(Math.round(textbookAnnuity(10_000, MAX_NOMINAL_ANNUAL_RATE / 12, 12)));
  });

  it('clamps to the t-loan bounds and reports it', () => {
    const clamped = debtTransfer({ existingAmount: 3_000_000, existingMonthlyRepayment: 5_000_000, remainingMonths: 3 });
    expect(clamped.inputs).toEqual({ existingAmount: 2_000_000, existingMonthlyRepayment: 2_000_000, remainingMonths: 6 });
    expect(clamped.clamped).toEqual(['existingAmount', 'existingMonthlyRepayment', 'remainingMonths']);
    const overAmount = debtTransfer({ existingAmount: 10_000, existingMonthlyRepayment: 20_000, remainingMonths: 12 });
    expect(overAmount.inputs.existingMonthlyRepayment).toBe(10_000);
    expect(overAmount.clamped).toEqual(['existingMonthlyRepayment']);
  });
});
