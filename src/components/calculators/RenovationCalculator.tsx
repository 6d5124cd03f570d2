'use client';

/**
 * Renovation (r-loan): interest only for the first 6 to 12 months (spec), then equal
 * instalments for the rest of the period. The schedule shows the interest-only months with no
 * principal repaid.
 */
import { PRODUCT_LIMITS } from '../../lib/calc/limits';
import { effectiveAnnualRate } from '../../lib/calc/rates';
import { MAX_INTEREST_ONLY_MONTHS, MIN_INTEREST_ONLY_MONTHS, renovationLoan } from '../../lib/calc/renovation';
import { formatHKD, formatPercent } from '../../lib/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type RenovationCopy } from './copy';
import { displayValue, rangeHint } from './field-kinds';
import { LoanTermsFields, loanTermsInput, loanTermsNotes, useLoanTerms } from './LoanTermsFields';
import { NumberField } from './NumberField';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { linearStops } from './slider-stops';
import { adjustmentNote, useNumberField } from './use-number-field';

export interface RenovationCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: RenovationCopy;
}

export function RenovationCalculator({ common, copy }: RenovationCalculatorProps) {
  const limits = PRODUCT_LIMITS['r-loan'];
  const terms = useLoanTerms(limits);
  const interestOnly = useNumberField('months', MIN_INTEREST_ONLY_MONTHS);

  const result = renovationLoan({ ...loanTermsInput(terms), interestOnlyMonths: interestOnly.input });
  const { inputs } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const notes = {
    ...loanTermsNotes(terms, inputs, common),
    interestOnly: adjustmentNote(interestOnly, inputs.interestOnlyMonths, common),
  };
  const figures: Figure[] = [
    {
      name: 'interest-only',
      label: fill(copy.interestOnlyInstalment, { n: result.interestOnlyMonths }),
      value: formatHKD(result.interestOnlyInstalment),
    },
    { name: 'monthly', label: copy.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
  ];
  const assumptions = [fill(copy.assumptions, {
    interestOnly: displayValue('months', result.interestOnlyMonths, common),
    rest: displayValue('months', result.amortisingMonths, common),
    rate: formatPercent(inputs.annualRate),
    effective: formatPercent(effective),
  })];

  return (
    <CalculatorFrame
      kind="renovation"
      announcement={announce(Object.values(notes), figures.slice(0, 2), common.separator)}
      inputs={
        <LoanTermsFields
          terms={terms}
          used={inputs}
          notes={notes}
          limits={limits}
          common={common}
          beforeRate={
            <NumberField
              name="interestOnlyMonths"
              label={copy.interestOnlyMonths}
              field={interestOnly}
              used={inputs.interestOnlyMonths}
              hint={rangeHint('months', MIN_INTEREST_ONLY_MONTHS, MAX_INTEREST_ONLY_MONTHS, common)}
              note={notes.interestOnly}
              common={common}
              stops={linearStops(MIN_INTEREST_ONLY_MONTHS, MAX_INTEREST_ONLY_MONTHS, 1)}
            />
          }
        />
      }
      results={
        <ResultPanel
          common={common}
          figures={figures}
          remark={finalInstalmentRemark(common, result)}
          assumptions={assumptions}
        />
      }
      schedule={<ScheduleDetails common={common} schedule={() => result.schedule} />}
    />
  );
}
