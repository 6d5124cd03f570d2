'use client';

/**
 * Loans that finance a share of a cost, repaid in equal instalments: solar (l-loan: up to 90% of
 * the project cost, HK$1,000,000, 24 periods; spec) and wedding (w-loan: up to HK$500,000; the
 * share up to 100% is an assumption). Shows the loan, what the visitor pays themselves and the
 * instalments.
 */
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { maxLoanRatioOf, projectCostLoan } from '../../shared/calc/project-cost';
import { effectiveAnnualRate } from '../../shared/calc/rates';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type ProjectCostCopy } from './copy';
import { displayValue } from './field-kinds';
import { LoanTermsFields, useLoanTerms } from './LoanTermsFields';
import { ProjectCostFields, projectCostErrors, projectCostInput, projectCostNotes, useProjectCost } from './ProjectCostFields';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { adjustmentNote, refusalNote } from './use-number-field';

export interface ProjectCostCalculatorProps {
  readonly slug: 'l-loan' | 'w-loan';
  readonly common: CommonCopy;
  readonly copy: ProjectCostCopy;
}

export function ProjectCostCalculator({ slug, common, copy }: ProjectCostCalculatorProps) {
  const limits = PRODUCT_LIMITS[slug];
  const maxRatio = maxLoanRatioOf(slug);
  const share = useProjectCost(slug);
  // The amount box of the shared terms is not shown: the amount follows from the cost.
  const terms = useLoanTerms(limits);

  const result = projectCostLoan(slug, {
    ...projectCostInput(share),
    months: terms.months.input,
    annualRate: terms.rate.input,
  });
  const { inputs } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const costNotes = projectCostNotes(share, result, slug, common);
  const notes = {
    months: adjustmentNote(terms.months, inputs.months, common),
    rate: adjustmentNote(terms.rate, inputs.annualRate, common),
  };
  const costErrors = projectCostErrors(share, result, slug, common);
  const errors = {
    months: refusalNote(terms.months, inputs.months, result.refused.includes('months'), common),
    rate: refusalNote(terms.rate, inputs.annualRate, result.refused.includes('annualRate'), common),
  };
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'monthly', label: common.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'loan-amount', label: common.amount, value: formatHKD(result.loanAmount) },
    { name: 'own-contribution', label: common.ownContribution, value: formatHKD(result.ownContribution) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
  ];
  const remark = [costNotes.loan, finalInstalmentRemark(common, result)].filter(Boolean).join(' ');
  const assumptions = [
    fill(copy.assumptions, {
      ratio: formatPercent(inputs.loanRatio),
      maxRatio: formatPercent(maxRatio),
      max: formatHKD(limits.maxAmount),
      months: displayValue('months', inputs.months, common),
      rate: formatPercent(inputs.annualRate),
      effective: formatPercent(effective),
    }),
    common.instalmentBasis,
  ];

  return (
    <CalculatorFrame
      kind={slug === 'l-loan' ? 'solar' : 'wedding'}
      announcement={announce(
        [costErrors.cost, costErrors.ratio, errors.months, errors.rate, costNotes.cost, costNotes.ratio, notes.months, notes.rate, costNotes.loan],
        figures.slice(0, 2),
        common.separator,
        refused,
      )}
      inputs={
        <LoanTermsFields
          terms={terms}
          used={{ amount: result.loanAmount, months: inputs.months, annualRate: inputs.annualRate }}
          notes={{ amount: '', ...notes }}
          errors={errors}
          limits={limits}
          common={common}
          amountField={<ProjectCostFields slug={slug} state={share} used={inputs} notes={costNotes} errors={costErrors} common={common} copy={copy} />}
        />
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} refused={refused} />}
      schedule={
        refused ? undefined : <ScheduleDetails common={common} schedule={() => repaymentSchedule(result.loanAmount, inputs.annualRate, inputs.months)} />
      }
    />
  );
}
