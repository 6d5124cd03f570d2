'use client';

/**
 * Study (u-loan): an education type (part-time degree, driving licence, master's; spec) fills
 * in a typical amount and period, which the visitor may change; then equal instalments.
 */
import { useId, useState } from 'react';
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { effectiveAnnualRate } from '../../shared/calc/rates';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { EDUCATION_TYPES, STUDY_PRESETS, studyLoan, type EducationType } from '../../shared/calc/study';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type StudyCopy } from './copy';
import { FIELD_KINDS, displayValue } from './field-kinds';
import { LoanTermsFields, loanTermsErrors, loanTermsInput, loanTermsNotes, useLoanTerms } from './LoanTermsFields';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';

export interface StudyCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: StudyCopy;
}

const TYPE_LABEL: Readonly<Record<EducationType, 'partTimeDegree' | 'drivingLicence' | 'masters'>> = {
  'part-time-degree': 'partTimeDegree',
  'driving-licence': 'drivingLicence',
  masters: 'masters',
};

export function StudyCalculator({ common, copy }: StudyCalculatorProps) {
  const limits = PRODUCT_LIMITS['u-loan'];
  const id = useId();
  const [type, setType] = useState<EducationType>(EDUCATION_TYPES[0]);
  const terms = useLoanTerms(limits, STUDY_PRESETS[type]);

  const result = studyLoan({ educationType: type, ...loanTermsInput(terms) });
  const { inputs } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const notes = loanTermsNotes(terms, inputs, common);
  const errors = loanTermsErrors(terms, { ...inputs, refused: result.refused }, common);
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'monthly', label: common.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      amount: formatHKD(inputs.amount),
      months: displayValue('months', inputs.months, common),
      rate: formatPercent(inputs.annualRate),
      effective: formatPercent(effective),
    }),
    common.instalmentBasis,
  ];

  const choose = (next: EducationType) => {
    setType(next);
    terms.amount.edit(FIELD_KINDS.money.toText(STUDY_PRESETS[next].amount));
    terms.months.edit(FIELD_KINDS.months.toText(STUDY_PRESETS[next].months));
  };

  return (
    <CalculatorFrame
      kind="study"
      announcement={announce([...Object.values(errors), ...Object.values(notes)], figures.slice(0, 2), common.separator, refused)}
      inputs={
        <>
          <div className="calc-field" data-field="educationType">
            <label className="calc-field__label" htmlFor={`${id}-type`}>
              {copy.educationType}
            </label>
            <select
              id={`${id}-type`}
              className="calc-field__select"
              value={type}
              aria-describedby={`${id}-type-hint`}
              onChange={(e) => choose(e.target.value as EducationType)}
            >
              {EDUCATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {copy[TYPE_LABEL[t]]}
                </option>
              ))}
            </select>
            <p id={`${id}-type-hint`} className="calc-field__hint">
              {copy.presetHint}
            </p>
          </div>
          <LoanTermsFields terms={terms} used={inputs} notes={notes} errors={errors} limits={limits} common={common} />
        </>
      }
      results={<ResultPanel common={common} figures={figures} remark={finalInstalmentRemark(common, result)} assumptions={assumptions} refused={refused} />}
      schedule={refused ? undefined : <ScheduleDetails common={common} schedule={() => repaymentSchedule(inputs.amount, inputs.annualRate, inputs.months)} />}
    />
  );
}
