'use client';

/**
 * Renovation (r-loan): the loan is a share of the renovation cost (up to 100%, an assumption, and
 * HK$500,000; docs/product-rules.md §9), interest only for the first 6 to 12 months (docs/product-rules.md), then equal instalments
 * for the rest of the period. The schedule shows the interest-only months with no principal
 * repaid.
 */
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { maxLoanRatioOf } from '../../shared/calc/project-cost';
import { effectiveAnnualRate } from '../../shared/calc/rates';
import { MAX_INTEREST_ONLY_MONTHS, MIN_INTEREST_ONLY_MONTHS, renovationProjectLoan } from '../../shared/calc/renovation';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type RenovationCopy } from './copy';
import { displayValue, rangeHint } from './field-kinds';
import { LoanTermsFields, useLoanTerms } from './LoanTermsFields';
import { NumberField } from './NumberField';
import { ProjectCostFields, projectCostErrors, projectCostInput, projectCostNotes, useProjectCost } from './ProjectCostFields';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { linearStops } from './slider-stops';
import { adjustmentNote, refusalNote, useNumberField } from './use-number-field';

export interface RenovationCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: RenovationCopy;
}

export function RenovationCalculator({ common, copy }: RenovationCalculatorProps) {
  const limits = PRODUCT_LIMITS['r-loan'];
  const share = useProjectCost('r-loan');
  // The amount box of the shared terms is not shown: the amount follows from the cost.
  const terms = useLoanTerms(limits);
  const interestOnly = useNumberField('months', MIN_INTEREST_ONLY_MONTHS);

  const { share: loanShare, loan: result } = renovationProjectLoan({
    ...projectCostInput(share),
    months: terms.months.input,
    interestOnlyMonths: interestOnly.input,
    annualRate: terms.rate.input,
  });
  const { inputs } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const costNotes = projectCostNotes(share, loanShare, 'r-loan', common);
  const notes = {
    months: adjustmentNote(terms.months, inputs.months, common),
    interestOnly: adjustmentNote(interestOnly, inputs.interestOnlyMonths, common),
    rate: adjustmentNote(terms.rate, inputs.annualRate, common),
  };
  const costErrors = projectCostErrors(share, loanShare, 'r-loan', common);
  const errors = {
    months: refusalNote(terms.months, inputs.months, result.refused.includes('months'), common, { raised: copy.periodTooShort }),
    interestOnly: refusalNote(interestOnly, inputs.interestOnlyMonths, result.refused.includes('interestOnlyMonths'), common),
    rate: refusalNote(terms.rate, inputs.annualRate, result.refused.includes('annualRate'), common),
  };
  const refused = loanShare.refused.length > 0 || result.refused.length > 0;
  const figures: Figure[] = [
    {
      name: 'interest-only',
      label: fill(copy.interestOnlyInstalment, { n: result.interestOnlyMonths }),
      value: formatHKD(result.interestOnlyInstalment),
    },
    { name: 'monthly', label: copy.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'loan-amount', label: common.amount, value: formatHKD(loanShare.loanAmount) },
    { name: 'own-contribution', label: common.ownContribution, value: formatHKD(loanShare.ownContribution) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
  ];
  const remark = [costNotes.loan, finalInstalmentRemark(common, result)].filter(Boolean).join(' ');
  const assumptions = [
    fill(copy.assumptions, {
      amount: formatHKD(loanShare.loanAmount),
      ratio: formatPercent(loanShare.inputs.loanRatio),
      maxRatio: formatPercent(maxLoanRatioOf('r-loan')),
      max: formatHKD(limits.maxAmount),
      interestOnly: displayValue('months', result.interestOnlyMonths, common),
      rest: displayValue('months', result.amortisingMonths, common),
      rate: formatPercent(inputs.annualRate),
      effective: formatPercent(effective),
    }),
  ];

  return (
    <CalculatorFrame
      kind="renovation"
      announcement={announce(
        [...Object.values(costErrors), ...Object.values(errors), costNotes.cost, costNotes.ratio, notes.months, notes.interestOnly, notes.rate, costNotes.loan],
        figures.slice(0, 2),
        common.separator,
        refused,
      )}
      inputs={
        <LoanTermsFields
          terms={terms}
          used={inputs}
          notes={{ amount: '', months: notes.months, rate: notes.rate }}
          errors={errors}
          limits={limits}
          common={common}
          amountField={
            <ProjectCostFields slug="r-loan" state={share} used={loanShare.inputs} notes={costNotes} errors={costErrors} common={common} copy={copy} />
          }
          beforeRate={
            <NumberField
              name="interestOnlyMonths"
              label={copy.interestOnlyMonths}
              field={interestOnly}
              used={inputs.interestOnlyMonths}
              hint={rangeHint('months', MIN_INTEREST_ONLY_MONTHS, MAX_INTEREST_ONLY_MONTHS, common)}
              note={notes.interestOnly}
              error={errors.interestOnly}
              common={common}
              stops={linearStops(MIN_INTEREST_ONLY_MONTHS, MAX_INTEREST_ONLY_MONTHS, 1)}
            />
          }
        />
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} refused={refused} />}
      schedule={refused ? undefined : <ScheduleDetails common={common} schedule={() => result.schedule} />}
    />
  );
}
