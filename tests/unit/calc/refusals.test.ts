/**
 * Inputs no real loan has are refused (`refused`), so the widgets show no figure for them; the
 * worked examples are accepted and stay exact. Limits below are the product rules' own figures.
 */
import { describe, expect, it } from 'vitest';
import {
  cardConsolidation,
  debtTransfer,
  investmentLoan,
  projectCostLoan,
  propertyOwnerLoan,
  renovationLoan,
  renovationProjectLoan,
  standardLoan,
  studentDebtConsolidation,
  studyLoan,
} from '../../../src/shared/calc';

describe('the worked examples are accepted and exact', () => {
  it('personal: HK$10,000 over 12 months at 30% is 975 a month, 11,700 in total', () => {
    expect(standardLoan('n-loan', { amount: 10_000, months: 12, annualRate: 0.3 })).toMatchObject({
      monthlyInstalment: 975,
      totalRepayment: 11_700,
      refused: [],
    });
  });

  it('SME: HK$1,000,000 over 36 months at 24% is 39,233 a month, 1,412,388 in total', () => {
    expect(standardLoan('sme', { amount: 1_000_000, months: 36, annualRate: 0.24 })).toMatchObject({
      monthlyInstalment: 39_233,
      totalRepayment: 1_412_388,
      refused: [],
    });
  });

  it('student consolidation: 36% becomes 15%', () => {
    const result = studentDebtConsolidation({ amount: 100_000, months: 48, existingRate: 0.36, annualRate: 0.15 });
    expect(result.refused).toEqual([]);
    expect(result.existing.annualRate).toBe(0.36);
    expect(result.consolidated.annualRate).toBe(0.15);
  });

  it('debt transfer: 36% becomes 28.8%', () => {
    // HK$100,000 at 3% a month over 48 months is billed 3,958 (3,958.36 exactly).
    const result = debtTransfer({ existingAmount: 100_000, existingMonthlyRepayment: 3_958, remainingMonths: 48 });
    expect(result).toMatchObject({ existingNominalAnnualRate: 0.36, newNominalAnnualRate: 0.288, refused: [], refusal: null });
  });
});

describe('standard loans refuse what the product does not lend', () => {
  it('an amount, period or rate outside the product limits', () => {
    expect(standardLoan('7x24-loan', { amount: 30_001 }).refused).toEqual(['amount']);
    expect(standardLoan('n-loan', { amount: 4_999, months: 61, annualRate: 0.09 }).refused).toEqual(['amount', 'months', 'annualRate']);
    // 36% effective is the lender's maximum: 31.15% nominal is taken, 31.2% is not; 48% never is.
    expect(standardLoan('n-loan', { annualRate: 0.3114 }).refused).toEqual([]);
    expect(standardLoan('n-loan', { annualRate: 0.312 }).refused).toEqual(['annualRate']);
    expect(standardLoan('n-loan', { annualRate: 0.48 }).refused).toEqual(['annualRate']);
    expect(standardLoan('sme', { amount: 99_999 }).refused).toEqual(['amount']);
  });

  it('zero or negative figures, and text that is not a number', () => {
    expect(standardLoan('n-loan', { amount: 0, months: -12, annualRate: 'thirty' }).refused).toEqual(['amount', 'months', 'annualRate']);
  });

  it('a monthly income that is not above zero; an amount above the income ceiling alone is only capped', () => {
    expect(standardLoan('talent-loan', { monthlySalary: 0 }).refused).toEqual(['monthlySalary']);
    expect(standardLoan('talent-loan', { monthlySalary: -1 }).refused).toEqual(['monthlySalary']);
    const capped = standardLoan('talent-loan', { amount: 500_000, monthlySalary: 25_000 });
    expect(capped).toMatchObject({ amount: 250_000, refused: [] });
    expect(standardLoan('talent-loan', { amount: 2_000_001, monthlySalary: 25_000 }).refused).toEqual(['amount']);
  });
});

describe('the other calculators', () => {
  it('card consolidation: balance and period outside the product', () => {
    expect(cardConsolidation({ cardBalance: 1_500_001, months: 61 }).refused).toEqual(['cardBalance', 'months']);
    expect(cardConsolidation({ cardBalance: 100_000 }).refused).toEqual([]);
  });

  it('investment and study: the product limits', () => {
    expect(investmentLoan({ amount: 500_001 }).refused).toEqual(['amount']);
    expect(studyLoan({ months: 5 }).refused).toEqual(['months']);
  });

  it('solar: more than 90% of the cost or more than 24 periods', () => {
    expect(projectCostLoan('l-loan', { projectCost: 200_000, loanRatio: 0.95, months: 25 }).refused).toEqual(['loanRatio', 'months']);
  });

  it('renovation: interest-only months outside 6–12, or a period with no month left to repay', () => {
    expect(renovationLoan({ amount: 100_000, months: 36, interestOnlyMonths: 13 }).refused).toEqual(['interestOnlyMonths']);
    expect(renovationLoan({ amount: 100_000, months: 12, interestOnlyMonths: 12 }).refused).toEqual(['months']);
    expect(renovationLoan({ amount: 100_000, months: 13, interestOnlyMonths: 12 }).refused).toEqual([]);
    expect(renovationProjectLoan({ projectCost: 8_000, loanRatio: 0.5 }).share.refused).toEqual(['loanAmount']);
  });

  it('property owner: a property worth nothing, or a share of 0%', () => {
    expect(propertyOwnerLoan({ propertyValue: 0, existingMortgage: 0 }).refused).toEqual(['propertyValue']);
    expect(propertyOwnerLoan({ propertyValue: 5_000_000, loanRatio: 0 }).refused).toEqual(['loanRatio']);
    // More mortgage than the share allows is real (no extra loan), not refused.
    expect(propertyOwnerLoan({ propertyValue: 1_000_000, existingMortgage: 900_000 })).toMatchObject({ extraLoanPossible: 0, refused: [] });
  });
});
