import { describe, expect, it } from 'vitest';
import { DEBT_TRANSFER_EXAMPLE, debtTransfer, transferRate } from '../../../src/shared/calc';
import { formatPercent } from '../../../src/shared/format';
import { presentValueOf, textbookAnnuity } from './reference';

describe('transferRate', () => {
  it('takes exactly 20% off the nominal rate: 36% -> 28.8% (docs/product-rules.md)', () => {
    expect(transferRate(0.36)).toBe(0.288);
    expect(transferRate(0.2)).toBe(0.16);
    expect(transferRate(0.3527)).toBe(0.28216);
    expect(transferRate(0)).toBe(0);
  });

  it('never goes below 0', () => {
    expect(transferRate(-1)).toBe(0);
    expect(transferRate(Number.NaN)).toBe(0);
  });
});

describe('debtTransfer', () => {
  // An existing HK$100,000 loan at 36% nominal (3% a month) with 36 months left:
  // instalment = 100,000 × 0.03 / (1 − 1.03^−36) = 4,580.38 -> the lender bills 4,580.
  const existingRepayment = Math.round(textbookAnnuity(100_000, 0.03, 36));
  const result = debtTransfer({ existingAmount: 100_000, existingMonthlyRepayment: existingRepayment, remainingMonths: 36 });

  it('solves the rate the visitor pays today from amount, repayment and months, to 0.01%', () => {
    expect(existingRepayment).toBe(4_580);
    // 4,580 is 0.38 below the exact 36% instalment, so the solved rate is a hair under 36%.
    expect(result.existingNominalAnnualRate).toBeCloseTo(0.36, 3);
    expect(presentValueOf(new Array(36).fill(4_580), result.existingMonthlyRate)).toBeCloseTo(100_000, 4);
    // The rate shown is the solved one rounded to 0.01%, and the figures use that one.
    expect(Math.abs(result.existingNominalAnnualRate - result.existingMonthlyRate * 12)).toBeLessThanOrEqual(0.00005);
    expect(Math.round(result.existingNominalAnnualRate * 10_000)).toBeCloseTo(result.existingNominalAnnualRate * 10_000, 9);
    expect(result.existingEffectiveAnnualRate).toBeCloseTo(Math.pow(1 + result.existingNominalAnnualRate / 12, 12) - 1, 12);
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

  it('the example the widget starts from: 36% becomes exactly 28.8%', () => {
    const example = debtTransfer(DEBT_TRANSFER_EXAMPLE);
    expect(example.existingNominalAnnualRate).toBe(0.36);
    expect(example.newNominalAnnualRate).toBe(0.288);
    expect(example.refused).toEqual([]);
  });

  it('the rate after 20% off is exactly 80% of the current rate as shown, for any accepted repayment', () => {
    let checked = 0;
    for (const amount of [5_000, 37_500, 100_000, 1_234_567]) {
      for (const months of [6, 13, 48, 60]) {
        for (let step = 0; step <= 40; step += 1) {
          const repayment = Math.ceil(amount / months) + Math.round((amount * step) / 1_000);
          const offer = debtTransfer({ existingAmount: amount, existingMonthlyRepayment: repayment, remainingMonths: months });
          if (offer.refused.length > 0) continue;
          const current = Number(formatPercent(offer.existingNominalAnnualRate).replace(/[%,]/g, ''));
          const better = Number(formatPercent(offer.newNominalAnnualRate, 3).replace(/[%,]/g, ''));
          expect(Math.round(current * 0.8 * 1_000), `${amount} ${repayment} ${months}`).toBe(Math.round(better * 1_000));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses the visitor check: HK$100,000 owed, HK$10,000 a month for 48 months (about 119% a year)', () => {
    const dear = debtTransfer({ existingAmount: 100_000, existingMonthlyRepayment: 10_000, remainingMonths: 48 });
    expect(dear.refusal).toBe('aboveLegalCap');
    expect(dear.refused).toEqual(['existingMonthlyRepayment']);
    // At the fields' maxima too.
    const maxima = debtTransfer({ existingAmount: 2_000_000, existingMonthlyRepayment: 2_000_000, remainingMonths: 60 });
    expect(maxima.refusal).toBe('aboveLegalCap');
  });

  it('refuses a repayment that never repays the balance in the months left', () => {
    const short = debtTransfer({ existingAmount: 12_000, existingMonthlyRepayment: 999, remainingMonths: 12 });
    expect(short).toMatchObject({ refusal: 'repaymentTooLow', refused: ['existingMonthlyRepayment'] });
    expect(debtTransfer({ existingAmount: 12_000, existingMonthlyRepayment: 0, remainingMonths: 12 }).refusal).toBe('repaymentTooLow');
  });

  it('around the caps: 38.9% is taken, 39.2% would be above 36% effective after 20% off, 40% is above the legal cap', () => {
    // Legal cap 48% effective = 12 × (1.48^(1/12) − 1) ≈ 39.85% nominal; the lender's 36% effective
    // is ≈ 31.15% nominal, which is 80% of ≈ 38.93%.
    const at = (nominal: number) =>
      debtTransfer({ existingAmount: 1_000_000, existingMonthlyRepayment: Math.round(textbookAnnuity(1_000_000, nominal / 12, 48)), remainingMonths: 48 });
    expect(at(0.389)).toMatchObject({ refusal: null, refused: [] });
    expect(at(0.392).refusal).toBe('aboveTransferLimit');
    expect(at(0.4).refusal).toBe('aboveLegalCap');
  });

  it('judges the repayment only once the amount and months are accepted', () => {
    const result = debtTransfer({ existingAmount: 3_000_000, existingMonthlyRepayment: 10, remainingMonths: 48 });
    expect(result).toMatchObject({ refused: ['existingAmount'], refusal: null });
  });

  it('clamps to the t-loan bounds and reports it', () => {
    const clamped = debtTransfer({ existingAmount: 3_000_000, existingMonthlyRepayment: 5_000_000, remainingMonths: 3 });
    expect(clamped.inputs).toEqual({ existingAmount: 2_000_000, existingMonthlyRepayment: 2_000_000, remainingMonths: 6 });
    expect(clamped.clamped).toEqual(['existingAmount', 'existingMonthlyRepayment', 'remainingMonths']);
    expect(clamped.refused).toEqual(['existingAmount', 'existingMonthlyRepayment', 'remainingMonths']);
    const overAmount = debtTransfer({ existingAmount: 10_000, existingMonthlyRepayment: 20_000, remainingMonths: 12 });
    expect(overAmount.inputs.existingMonthlyRepayment).toBe(10_000);
    expect(overAmount.clamped).toEqual(['existingMonthlyRepayment']);
  });
});
