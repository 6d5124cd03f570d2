import { describe, expect, it } from 'vitest';
import { propertyOwnerLoan } from '../../../src/shared/calc';

describe('propertyOwnerLoan', () => {
  it('value × ratio − mortgage', () => {
    // 5,000,000 × 70% − 2,000,000 = 1,500,000
    const result = propertyOwnerLoan({ propertyValue: 5_000_000, loanRatio: 0.7, existingMortgage: 2_000_000 });
    expect(result).toMatchObject({ extraLoanPossible: 1_500_000, cappedAtMaximum: false, belowMinimum: false, clamped: [] });
  });

  it('caps at HK$2,000,000', () => {
    // 10,000,000 × 70% − 1,000,000 = 6,000,000 -> 2,000,000
    const result = propertyOwnerLoan({ propertyValue: 10_000_000, loanRatio: 0.7, existingMortgage: 1_000_000 });
    expect(result).toMatchObject({ extraLoanPossible: 2_000_000, cappedAtMaximum: true });
  });

  it('floors at 0 when the mortgage already exceeds the ratio', () => {
    // 3,000,000 × 70% − 2,500,000 = −400,000 -> 0
    const result = propertyOwnerLoan({ propertyValue: 3_000_000, loanRatio: 0.7, existingMortgage: 2_500_000 });
    expect(result).toMatchObject({ extraLoanPossible: 0, belowMinimum: true });
  });

  it('default ratio 70%, ratio capped at 90%, HOS flats the same way', () => {
    // 1,000,000 × 70% = 700,000; 1,000,000 × 90% (0.95 capped) = 900,000
    expect(propertyOwnerLoan({ propertyValue: 1_000_000 }).extraLoanPossible).toBe(700_000);
    const high = propertyOwnerLoan({ propertyValue: 1_000_000, loanRatio: 0.95 }, 'hos-public-housing-loan');
    expect(high).toMatchObject({ extraLoanPossible: 900_000, clamped: ['loanRatio'] });
  });

  it('rounds the figure down to the whole HK$', () => {
    // 1,234,567 × 0.5 − 100,000 = 517,283.5 -> 517,283
    expect(propertyOwnerLoan({ propertyValue: 1_234_567, loanRatio: 0.5, existingMortgage: 100_000 }).extraLoanPossible).toBe(517_283);
  });
});
