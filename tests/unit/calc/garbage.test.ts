import { describe, expect, it } from 'vitest';
import {
  LOAN_SLUGS,
  calculateInstalment,
  cardConsolidation,
  debtTransfer,
  effectiveAnnualRate,
  investmentLoan,
  minimumPaymentPath,
  projectCostLoan,
  propertyOwnerLoan,
  rateForCreditRating,
  renovationLoan,
  renovationProjectLoan,
  repaymentSchedule,
  revolvingLoan,
  scheduleForPayments,
  solarLoan,
  solveMonthlyRate,
  standardLoan,
  studentDebtConsolidation,
  studyLoan,
  type InstalmentLoanSlug,
} from '../../../src/shared/calc';
import { GARBAGE, numbersIn } from './reference';

/** No calculator may show NaN, Infinity or a negative figure, whatever it was given. */
function expectSane(result: unknown): void {
  // One assertion per result (not per number) keeps thousands of checks fast.
  const bad = numbersIn(result).filter(([, value]) => !Number.isFinite(value) || value < 0 || Object.is(value, -0));
  expect(bad.map(([path, value]) => `${path} = ${Object.is(value, -0) ? '-0' : value}`)).toEqual([]);
}

const instalmentSlugs = LOAN_SLUGS.filter((s): s is InstalmentLoanSlug => s !== 'revolving-loan');

/** Each calculator, fed the same junk in every field it reads. */
const calculators: Record<string, (junk: unknown) => unknown> = {
  ...Object.fromEntries(
    instalmentSlugs.map((slug) => [
      `standardLoan(${slug})`,
      (junk: unknown) => standardLoan(slug, { amount: junk, months: junk, annualRate: junk, monthlySalary: junk }),
    ]),
  ),
  debtTransfer: (junk) => debtTransfer({ existingAmount: junk, existingMonthlyRepayment: junk, remainingMonths: junk }),
  cardConsolidation: (junk) => cardConsolidation({ cardBalance: junk, months: junk, annualRate: junk, cardApr: junk }),
  studentDebtConsolidation: (junk) => studentDebtConsolidation({ amount: junk, months: junk, existingRate: junk, annualRate: junk }),
  renovationLoan: (junk) => renovationLoan({ amount: junk, months: junk, interestOnlyMonths: junk, annualRate: junk }),
  investmentLoan: (junk) => investmentLoan({ amount: junk, months: junk, annualRate: junk }),
  solarLoan: (junk) => solarLoan({ projectCost: junk, loanRatio: junk, months: junk, annualRate: junk }),
  'projectCostLoan(w-loan)': (junk) => projectCostLoan('w-loan', { projectCost: junk, loanRatio: junk, months: junk, annualRate: junk }),
  renovationProjectLoan: (junk) => renovationProjectLoan({ projectCost: junk, loanRatio: junk, months: junk, interestOnlyMonths: junk, annualRate: junk }),
  rateForCreditRating: (junk) => rateForCreditRating('n-loan', junk),
  studyLoan: (junk) => studyLoan({ educationType: junk, amount: junk, months: junk, annualRate: junk }),
  propertyOwnerLoan: (junk) => propertyOwnerLoan({ propertyValue: junk, loanRatio: junk, existingMortgage: junk }),
  revolvingLoan: (junk) => revolvingLoan({ monthlySalary: junk, desiredAmount: junk, days: junk, annualRate: junk }),
};

describe('garbage input', () => {
  for (const [name, run] of Object.entries(calculators)) {
    it(`${name} stays finite and non-negative for every junk value`, () => {
      for (const junk of GARBAGE) expectSane(run(junk));
    });
  }

  it('whole-input garbage (null, a string, a number) is treated as "nothing given"', () => {
    for (const junk of [null, 'text', 42, []] as unknown[]) {
      // The calculators are typed for objects; the UI could still pass anything at runtime.
      const asInput = junk as Record<string, never>;
      expectSane(standardLoan('n-loan', asInput));
      expect(standardLoan('n-loan', asInput).monthlyInstalment).toBe(975);
      expectSane(debtTransfer(asInput));
      expectSane(cardConsolidation(asInput));
      expectSane(renovationLoan(asInput));
      expectSane(revolvingLoan(asInput));
      expectSane(studyLoan(asInput));
      expectSane(propertyOwnerLoan(asInput));
    }
  });

  it('the raw functions survive junk numbers too', () => {
    const numbers = [Number.NaN, -1, 0, 1, 1e308, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5];
    for (const a of numbers) {
      expectSane(effectiveAnnualRate(a));
      expectSane(minimumPaymentPath(a, a));
      for (const b of numbers) {
        for (const c of numbers) {
          expectSane(calculateInstalment(a, b, c));
          expectSane(solveMonthlyRate(a, b, c));
        }
        expectSane(repaymentSchedule(a, b, 12));
        expectSane(scheduleForPayments(a, [b, b, b]));
      }
    }
  });

  it('random mixes of sensible and silly values stay sane (deterministic fuzz)', () => {
    // A small linear congruential generator so any failure reproduces.
    let seed = 20_250_430;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = (): unknown => {
      const roll = next();
      if (roll < 0.15) return GARBAGE[Math.floor(next() * GARBAGE.length)];
      if (roll < 0.4) return next();
      if (roll < 0.7) return Math.floor(next() * 130);
      return Math.floor(next() * 12_000_000);
    };
    for (let i = 0; i < 300; i += 1) {
      const slug = instalmentSlugs[i % instalmentSlugs.length]!;
      expectSane(standardLoan(slug, { amount: pick(), months: pick(), annualRate: pick(), monthlySalary: pick() }));
      expectSane(renovationLoan({ amount: pick(), months: pick(), interestOnlyMonths: pick(), annualRate: pick() }));
      expectSane(debtTransfer({ existingAmount: pick(), existingMonthlyRepayment: pick(), remainingMonths: pick() }));
      expectSane(solarLoan({ projectCost: pick(), loanRatio: pick(), months: pick(), annualRate: pick() }));
      expectSane(projectCostLoan('w-loan', { projectCost: pick(), loanRatio: pick(), months: pick(), annualRate: pick() }));
      expectSane(renovationProjectLoan({ projectCost: pick(), loanRatio: pick(), months: pick(), interestOnlyMonths: pick(), annualRate: pick() }));
      expectSane(revolvingLoan({ monthlySalary: pick(), desiredAmount: pick(), days: pick(), annualRate: pick() }));
      expectSane(investmentLoan({ amount: pick(), months: pick(), annualRate: pick() }));
      expectSane(propertyOwnerLoan({ propertyValue: pick(), loanRatio: pick(), existingMortgage: pick() }));
    }
  });
});
