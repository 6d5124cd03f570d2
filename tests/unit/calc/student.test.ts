import { describe, expect, it } from 'vitest';
import { studentDebtConsolidation } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

describe('studentDebtConsolidation', () => {
  it('spec example: HK$100,000 over 48 months, 36% becomes 15%', () => {
    // 36%: 100,000 × 0.03 / (1 − 1.03^−48) = 3,957.78 -> 3,958
    // 15%: 100,000 × 0.0125 / (1 − 1.0125^−48) = 2,783.07 -> 2,783
    const result = studentDebtConsolidation({ amount: 100_000 });
    expect(result.inputs).toEqual({ amount: 100_000, months: 48, existingRate: 0.36, annualRate: 0.15 });
    expect(result.existing).toMatchObject({ monthlyInstalment: 3_958, totalRepayment: 3_958 * 48, totalInterest: 3_958 * 48 - 100_000 });
    expect(result.consolidated).toMatchObject({ monthlyInstalment: 2_783, totalRepayment: 2_783 * 48, totalInterest: 2_783 * 48 - 100_000 });
    expect(result.monthlySaving).toBe(3_958 - 2_783);
    expect(result.savedInterest).toBe((3_958 - 2_783) * 48); // 56,400
    expect(result.clamped).toEqual([]);
  });

  it('minimum amount and shorter tenor', () => {
    const result = studentDebtConsolidation({ amount: 5_000, months: 6 });
    expect(result.existing.monthlyInstalment).toBe(Math.round(textbookAnnuity(5_000, 0.03, 6)));
    expect(result.consolidated.monthlyInstalment).toBe(Math.round(textbookAnnuity(5_000, 0.0125, 6)));
  });

  it('refuses more than HK$100,000, 48 months, or a current rate above the legal cap', () => {
    const result = studentDebtConsolidation({ amount: 150_000, months: 60, existingRate: 0.9 });
    // The legal cap is 48% effective a year: 12 × (1.48^(1/12) − 1) ≈ 39.85% nominal.
    const legalNominal = 12 * (Math.pow(1.48, 1 / 12) - 1);
    expect(result.inputs).toMatchObject({ amount: 100_000, months: 48 });
    expect(result.inputs.existingRate).toBeCloseTo(legalNominal, 12);
    expect(result.clamped).toEqual(['amount', 'months', 'existingRate']);
    expect(result.refused).toEqual(['amount', 'months', 'existingRate']);
    expect(studentDebtConsolidation({ existingRate: 0.398 }).refused).toEqual([]);
    expect(studentDebtConsolidation({ existingRate: 0.399 }).refused).toEqual(['existingRate']);
    expect(studentDebtConsolidation({ amount: 0 }).refused).toEqual(['amount']);
  });

  it('no saving when the existing debt is already cheaper', () => {
    const result = studentDebtConsolidation({ amount: 50_000, existingRate: 0.05 });
    expect(result.savedInterest).toBe(0);
    expect(result.monthlySaving).toBe(0);
  });
});
