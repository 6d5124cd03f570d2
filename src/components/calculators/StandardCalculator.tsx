'use client';

/**
 * Equal-instalment calculator: personal (and the home page), 7x24, property owner, HOS, talent,
 * Supreme, SME. Amount, period and assumed rate, each bounded by the product's limits (with the
 * credit-rating choice where the rate is an assumption); talent and Supreme also take an optional
 * monthly income (their "N × salary" ceiling).
 */
import { PRODUCT_LIMITS, type InstalmentLoanSlug } from '../../shared/calc/limits';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { standardLoan } from '../../shared/calc/standard-loan';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type StandardCopy } from './copy';
import { displayValue } from './field-kinds';
import { LoanTermsFields, loanTermsErrors, loanTermsInput, loanTermsNotes, useLoanTerms } from './LoanTermsFields';
import { NumberField } from './NumberField';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { refusalNote, useNumberField } from './use-number-field';

export interface StandardCalculatorProps {
  readonly slug: InstalmentLoanSlug;
  readonly common: CommonCopy;
  readonly copy: StandardCopy;
}

export function StandardCalculator({ slug, common, copy }: StandardCalculatorProps) {
  const limits = PRODUCT_LIMITS[slug];
  const salaryRule = limits.salaryMultiple;
  const terms = useLoanTerms(limits);
  const salary = useNumberField('money', null);

  const result = standardLoan(slug, {
    ...loanTermsInput(terms),
    monthlySalary: salaryRule === undefined ? undefined : salary.input,
  });
  const cappedBySalary = result.maxAmount < limits.maxAmount;
  const notes = loanTermsNotes(terms, result, common, cappedBySalary ? copy.salaryCap : undefined);
  const errors = {
    // Not a bound the calculator clamps to: an income must simply be above zero.
    salary: refusalNote(salary, salary.input ?? 0, result.refused.includes('monthlySalary'), common, { other: common.aboveZero }),
    ...loanTermsErrors(terms, result, common),
  };
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'monthly', label: common.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(result.effectiveAnnualRate) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      amount: formatHKD(result.amount),
      months: displayValue('months', result.months, common),
      rate: formatPercent(result.annualRate),
      effective: formatPercent(result.effectiveAnnualRate),
    }),
    common.instalmentBasis,
  ];

  return (
    <CalculatorFrame
      kind="standard"
      announcement={announce([...Object.values(errors), ...Object.values(notes)], figures.slice(0, 2), common.separator, refused)}
      inputs={
        <>
          {salaryRule !== undefined && (
            <NumberField
              name="monthlySalary"
              label={copy.salary}
              field={salary}
              used={salary.input ?? 0}
              hint={fill(copy.salaryHint, { multiple: salaryRule, max: formatHKD(limits.maxAmount) })}
              note=""
              error={errors.salary}
              common={common}
            />
          )}
          <LoanTermsFields terms={terms} used={result} notes={notes} errors={errors} limits={limits} common={common} maxAmount={result.maxAmount} />
        </>
      }
      results={<ResultPanel common={common} figures={figures} remark={finalInstalmentRemark(common, result)} assumptions={assumptions} refused={refused} />}
      schedule={refused ? undefined : <ScheduleDetails common={common} schedule={() => repaymentSchedule(result.amount, result.annualRate, result.months)} />}
    />
  );
}
