'use client';

/**
 * Revolving (revolving-loan): a limit of 10 × monthly income; interest = drawn amount × annual
 * rate / 365 × days, on the drawn amount only, so the reserved (unused) limit costs nothing.
 * One repayment at the end of the loan days, so there is no schedule.
 */
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { revolvingLoan } from '../../shared/calc/revolving';
import { MEDIAN_MONTHLY_SALARY, maxAmountForSalary } from '../../shared/calc/salary-limit';
import { formatHKD, formatHKDCents, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type RevolvingCopy } from './copy';
import { displayValue, rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { ResultPanel, type Figure } from './ResultPanel';
import { amountStops, linearStops } from './slider-stops';
import { adjustmentNote, refusalNote, useNumberField } from './use-number-field';

export interface RevolvingCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: RevolvingCopy;
}

export function RevolvingCalculator({ common, copy }: RevolvingCalculatorProps) {
  const limits = PRODUCT_LIMITS['revolving-loan'];
  const salary = useNumberField('money', MEDIAN_MONTHLY_SALARY);
  const desired = useNumberField('money', maxAmountForSalary('revolving-loan', MEDIAN_MONTHLY_SALARY));
  const days = useNumberField('days', limits.tenor.default);
  const rate = useNumberField('percent', limits.defaultAnnualRate);

  const result = revolvingLoan({
    monthlySalary: salary.input,
    desiredAmount: desired.input,
    days: days.input,
    annualRate: rate.input,
  });
  const { inputs } = result;
  // The figures use the borrowed amount; asking for more than the limit is explained as such.
  const overLimit = result.borrowedAmount < result.desiredAmount && result.borrowedAmount === result.creditLimit;
  const notes = {
    salary: adjustmentNote(salary, inputs.monthlySalary, common),
    desired: adjustmentNote(desired, result.borrowedAmount, common, overLimit ? { lowered: copy.overLimit } : undefined),
    days: adjustmentNote(days, result.loanDays, common),
    rate: adjustmentNote(rate, inputs.annualRate, common),
  };
  const errors = {
    salary: refusalNote(salary, inputs.monthlySalary, result.refused.includes('monthlySalary'), common, { raised: common.aboveZero }),
    desired: refusalNote(desired, result.desiredAmount, result.refused.includes('desiredAmount'), common, { raised: common.aboveZero }),
    days: refusalNote(days, result.loanDays, result.refused.includes('days'), common),
    rate: refusalNote(rate, inputs.annualRate, result.refused.includes('annualRate'), common),
  };
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'total', label: copy.totalRepayment, value: formatHKDCents(result.totalRepayment) },
    { name: 'interest', label: copy.interest, value: formatHKDCents(result.interest) },
    { name: 'borrowed', label: copy.borrowedAmount, value: formatHKD(result.borrowedAmount) },
    { name: 'reserved-interest', label: copy.reservedInterest, value: formatHKD(result.reservedLimitInterest) },
    { name: 'credit-limit', label: copy.creditLimit, value: formatHKD(result.creditLimit) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(result.effectiveAnnualRate) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      max: formatHKD(limits.maxAmount),
      rate: formatPercent(inputs.annualRate),
      days: displayValue('days', result.loanDays, common),
      effective: formatPercent(result.effectiveAnnualRate),
    }),
  ];

  return (
    <CalculatorFrame
      kind="revolving"
      announcement={announce([...Object.values(errors), ...Object.values(notes)], figures.slice(0, 2), common.separator, refused)}
      inputs={
        <>
          <NumberField
            name="monthlySalary"
            label={copy.monthlySalary}
            field={salary}
            used={inputs.monthlySalary}
            hint={fill(copy.salaryHint, { max: formatHKD(limits.maxAmount) })}
            note={notes.salary}
            error={errors.salary}
            common={common}
          />
          <NumberField
            name="desiredAmount"
            label={copy.desiredAmount}
            field={desired}
            used={result.borrowedAmount}
            hint={rangeHint('money', Math.max(limits.minAmount, 1), result.creditLimit, common)}
            note={notes.desired}
            error={errors.desired}
            common={common}
            stops={result.creditLimit > limits.minAmount ? amountStops(limits.minAmount, result.creditLimit) : undefined}
          />
          <NumberField
            name="days"
            label={copy.days}
            field={days}
            used={result.loanDays}
            hint={rangeHint('days', limits.tenor.min, limits.tenor.max, common)}
            note={notes.days}
            error={errors.days}
            common={common}
            stops={linearStops(limits.tenor.min, limits.tenor.max, 1)}
          />
          <NumberField
            name="annualRate"
            label={common.rate}
            field={rate}
            used={inputs.annualRate}
            hint={rangeHint('percent', limits.minAnnualRate, limits.maxAnnualRate, common, common.rateRange)}
            note={notes.rate}
            error={errors.rate}
            common={common}
          />
        </>
      }
      results={<ResultPanel common={common} figures={figures} assumptions={assumptions} refused={refused} />}
    />
  );
}
