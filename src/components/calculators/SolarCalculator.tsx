'use client';

/**
 * Solar (l-loan): the loan is a share of the project cost (up to 90%, HK$1,000,000, 24 periods;
 * spec); shows the loan, what the visitor pays themselves and the instalments.
 */
import { PRODUCT_LIMITS } from '../../lib/calc/limits';
import { effectiveAnnualRate } from '../../lib/calc/rates';
import { repaymentSchedule } from '../../lib/calc/schedule';
import { solarLoan } from '../../lib/calc/solar';
import { formatHKD, formatPercent } from '../../lib/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type SolarCopy } from './copy';
import { displayValue, rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { amountStops, linearStops } from './slider-stops';
import { adjustmentNote, useNumberField } from './use-number-field';

export interface SolarCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: SolarCopy;
}

export function SolarCalculator({ common, copy }: SolarCalculatorProps) {
  const limits = PRODUCT_LIMITS['l-loan'];
  const maxRatio = limits.maxLoanRatio ?? 1;
  // The cost whose full share is the product's default loan (HK$200,000 / 90%).
  const cost = useNumberField('money', Math.ceil(limits.defaultAmount / maxRatio));
  const ratio = useNumberField('percent', maxRatio);
  const months = useNumberField('months', limits.tenor.default);
  const rate = useNumberField('percent', limits.defaultAnnualRate);

  const result = solarLoan({
    projectCost: cost.input,
    loanRatio: ratio.input,
    months: months.input,
    annualRate: rate.input,
  });
  const { inputs } = result;
  const effective = effectiveAnnualRate(inputs.annualRate);
  const notes = {
    cost: adjustmentNote(cost, inputs.projectCost, common),
    ratio: adjustmentNote(ratio, inputs.loanRatio, common),
    months: adjustmentNote(months, inputs.months, common),
    rate: adjustmentNote(rate, inputs.annualRate, common),
  };
  const figures: Figure[] = [
    { name: 'monthly', label: common.monthly, value: formatHKD(result.monthlyInstalment) },
    { name: 'total', label: common.total, value: formatHKD(result.totalRepayment) },
    { name: 'loan-amount', label: copy.loanAmount, value: formatHKD(result.loanAmount) },
    { name: 'own-contribution', label: copy.ownContribution, value: formatHKD(result.ownContribution) },
    { name: 'interest', label: common.interest, value: formatHKD(result.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
  ];
  // The ratio × cost fell outside the product's loan bounds, so the loan was moved onto one.
  const loanBound = result.clamped.includes('loanAmount')
    ? fill(result.loanAmount === limits.minAmount ? copy.loanMin : copy.loanMax, { value: formatHKD(result.loanAmount) })
    : '';
  const remark = [loanBound, finalInstalmentRemark(common, result)].filter(Boolean).join(' ');
  const assumptions = [fill(copy.assumptions, {
    ratio: formatPercent(inputs.loanRatio),
    maxRatio: formatPercent(maxRatio),
    max: formatHKD(limits.maxAmount),
    months: displayValue('months', inputs.months, common),
    rate: formatPercent(inputs.annualRate),
    effective: formatPercent(effective),
  }), common.instalmentBasis];

  return (
    <CalculatorFrame
      kind="solar"
      announcement={announce([...Object.values(notes), loanBound], figures.slice(0, 2), common.separator)}
      inputs={
        <>
          <NumberField
            name="projectCost"
            label={copy.projectCost}
            field={cost}
            used={inputs.projectCost}
            hint={fill(copy.projectCostHint, { maxRatio: formatPercent(maxRatio), max: formatHKD(limits.maxAmount) })}
            note={notes.cost}
            common={common}
            // Up to the cost at which the loan reaches its cap; dearer projects can be typed in.
            stops={amountStops(limits.minAmount, Math.ceil(limits.maxAmount / maxRatio / 10_000) * 10_000)}
          />
          <NumberField
            name="loanRatio"
            label={copy.loanRatio}
            field={ratio}
            used={inputs.loanRatio}
            hint={rangeHint('percent', 0, maxRatio, common)}
            note={notes.ratio}
            common={common}
            stops={linearStops(0, maxRatio, 0.05)}
          />
          <NumberField
            name="months"
            label={common.months}
            field={months}
            used={inputs.months}
            hint={rangeHint('months', limits.tenor.min, limits.tenor.max, common)}
            note={notes.months}
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
            common={common}
          />
        </>
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} />}
      schedule={
        <ScheduleDetails
          common={common}
          schedule={() => repaymentSchedule(result.loanAmount, inputs.annualRate, inputs.months)}
        />
      }
    />
  );
}
