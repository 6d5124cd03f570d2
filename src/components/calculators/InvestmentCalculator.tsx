'use client';

/**
 * Investment (i-loan): equal instalments with the first 2 days interest-free (docs/product-rules.md), the waived
 * interest taken off the first repayment.
 */
import { investmentLoan, investmentSchedule } from '../../shared/calc/investment';
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { effectiveAnnualRate } from '../../shared/calc/rates';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type InvestmentCopy } from './copy';
import { LoanTermsFields, loanTermsErrors, loanTermsInput, loanTermsNotes, useLoanTerms } from './LoanTermsFields';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';

export interface InvestmentCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: InvestmentCopy;
}

export function InvestmentCalculator({ common, copy }: InvestmentCalculatorProps) {
  const limits = PRODUCT_LIMITS['i-loan'];
  const terms = useLoanTerms(limits);

  const result = investmentLoan(loanTermsInput(terms));
  const { inputs } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const notes = loanTermsNotes(terms, inputs, common);
  const errors = loanTermsErrors(terms, { ...inputs, refused: result.refused }, common);
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'monthly', label: common.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'first', label: copy.firstInstalment, value: formatHKD(result.firstInstalment) },
    { name: 'rebate', label: copy.rebate, value: formatHKD(result.interestFreeRebate) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      days: result.interestFreeDays,
      rate: formatPercent(inputs.annualRate),
      effective: formatPercent(effective),
    }),
    common.instalmentBasis,
  ];

  return (
    <CalculatorFrame
      kind="investment"
      announcement={announce([...Object.values(errors), ...Object.values(notes)], figures.slice(0, 2), common.separator, refused)}
      inputs={<LoanTermsFields terms={terms} used={inputs} notes={notes} errors={errors} limits={limits} common={common} />}
      results={<ResultPanel common={common} figures={figures} remark={finalInstalmentRemark(common, result)} assumptions={assumptions} refused={refused} />}
      schedule={refused ? undefined : <ScheduleDetails common={common} schedule={() => investmentSchedule(result)} />}
    />
  );
}
