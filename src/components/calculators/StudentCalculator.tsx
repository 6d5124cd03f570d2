'use client';

/**
 * Student debt consolidation (s-loan): the same amount and period at the visitor's current rate
 * (36% in the original site's example) and at this loan's rate (15%). Shows both monthly repayments and
 * the interest saved; the schedule is the new loan's.
 */
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { effectiveAnnualRate } from '../../shared/calc/rates';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { MAX_EXTERNAL_ANNUAL_RATE, STUDENT_EXISTING_RATE, studentDebtConsolidation } from '../../shared/calc/student';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type StudentCopy } from './copy';
import { displayValue, rangeHint } from './field-kinds';
import { LoanTermsFields, loanTermsErrors, loanTermsInput, loanTermsNotes, useLoanTerms } from './LoanTermsFields';
import { NumberField } from './NumberField';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { adjustmentNote, refusalNote, useNumberField } from './use-number-field';

export interface StudentCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: StudentCopy;
}

export function StudentCalculator({ common, copy }: StudentCalculatorProps) {
  const limits = PRODUCT_LIMITS['s-loan'];
  const terms = useLoanTerms(limits);
  const existingRate = useNumberField('percent', STUDENT_EXISTING_RATE);

  const result = studentDebtConsolidation({ ...loanTermsInput(terms), existingRate: existingRate.input });
  const { inputs, existing, consolidated } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const notes = {
    ...loanTermsNotes(terms, inputs, common),
    existingRate: adjustmentNote(existingRate, inputs.existingRate, common),
  };
  const errors = {
    ...loanTermsErrors(terms, { ...inputs, refused: result.refused }, common),
    existingRate: refusalNote(existingRate, inputs.existingRate, result.refused.includes('existingRate'), common, { lowered: copy.legalCap }),
  };
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'saved-interest', label: copy.savedInterest, value: formatHKD(result.savedInterest) },
    { name: 'monthly', label: copy.newMonthly, value: formatHKD(consolidated.monthlyInstalment) },
    { name: 'total', label: copy.newTotal, value: formatHKD(consolidated.totalRepayment) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
    { name: 'existing-monthly', label: copy.existingMonthly, value: formatHKD(existing.monthlyInstalment) },
    { name: 'monthly-saving', label: copy.monthlySaving, value: formatHKD(result.monthlySaving) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      months: displayValue('months', inputs.months, common),
      existing: formatPercent(inputs.existingRate),
      rate: formatPercent(inputs.annualRate),
      effective: formatPercent(effective),
    }),
    common.instalmentBasis,
  ];
  const remark = finalInstalmentRemark(common, consolidated);

  return (
    <CalculatorFrame
      kind="student"
      announcement={announce([...Object.values(errors), ...Object.values(notes)], figures.slice(0, 2), common.separator, refused)}
      inputs={
        <LoanTermsFields
          terms={terms}
          used={inputs}
          notes={notes}
          errors={errors}
          limits={limits}
          common={common}
          labels={{ amount: copy.amount, rate: copy.rate }}
          beforeRate={
            <NumberField
              name="existingRate"
              label={copy.existingRate}
              field={existingRate}
              used={inputs.existingRate}
              hint={rangeHint('percent', 0, MAX_EXTERNAL_ANNUAL_RATE, common, copy.existingRateRange)}
              note={notes.existingRate}
              error={errors.existingRate}
              common={common}
            />
          }
        />
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} refused={refused} />}
      schedule={refused ? undefined : <ScheduleDetails common={common} schedule={() => repaymentSchedule(inputs.amount, inputs.annualRate, inputs.months)} />}
    />
  );
}
