'use client';

/**
 * Debt transfer (t-loan): from the visitor's current loan (outstanding amount, monthly
 * repayment, months left) the rate they pay today is worked out; the offer is 20% off it, over
 * the same amount and months. Shows the better rate, the new monthly repayment and the interest
 * saved; the schedule is the new loan's.
 */
import { DEBT_TRANSFER_EXAMPLE, debtTransfer } from '../../shared/calc/debt-transfer';
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type DebtTransferCopy } from './copy';
import { rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { ResultPanel, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { amountStops, linearStops } from './slider-stops';
import { adjustmentNote, useNumberField } from './use-number-field';

export interface DebtTransferCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: DebtTransferCopy;
}

export function DebtTransferCalculator({ common, copy }: DebtTransferCalculatorProps) {
  const limits = PRODUCT_LIMITS['t-loan'];
  const amount = useNumberField('money', DEBT_TRANSFER_EXAMPLE.existingAmount);
  const repayment = useNumberField('money', DEBT_TRANSFER_EXAMPLE.existingMonthlyRepayment);
  const months = useNumberField('months', DEBT_TRANSFER_EXAMPLE.remainingMonths);

  const result = debtTransfer({
    existingAmount: amount.input,
    existingMonthlyRepayment: repayment.input,
    remainingMonths: months.input,
  });
  const { existingAmount, existingMonthlyRepayment, remainingMonths } = result.inputs;
  const notes = {
    amount: adjustmentNote(amount, existingAmount, common),
    repayment: adjustmentNote(repayment, existingMonthlyRepayment, common),
    months: adjustmentNote(months, remainingMonths, common),
  };
  const figures: Figure[] = [
    { name: 'saved-interest', label: copy.savedInterest, value: formatHKD(result.savedInterest) },
    { name: 'better-rate', label: copy.betterRate, value: formatPercent(result.newNominalAnnualRate) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(result.newEffectiveAnnualRate) },
    { name: 'monthly', label: copy.newMonthly, value: formatHKD(result.newMonthlyInstalment) },
    { name: 'total', label: copy.newTotal, value: formatHKD(result.newTotalRepayment) },
    { name: 'monthly-saving', label: copy.monthlySaving, value: formatHKD(result.monthlySaving) },
    { name: 'current-rate', label: copy.currentRate, value: formatPercent(result.existingNominalAnnualRate) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      current: formatPercent(result.existingNominalAnnualRate),
      currentEffective: formatPercent(result.existingEffectiveAnnualRate),
      better: formatPercent(result.newNominalAnnualRate),
      betterEffective: formatPercent(result.newEffectiveAnnualRate),
    }),
    common.instalmentBasis,
  ];
  const remark = result.existingMonthlyRate === 0 ? copy.noSaving : '';

  return (
    <CalculatorFrame
      kind="debt-transfer"
      announcement={announce([...Object.values(notes), remark], figures.slice(0, 2), common.separator)}
      inputs={
        <>
          <NumberField
            name="existingAmount"
            label={copy.existingAmount}
            field={amount}
            used={existingAmount}
            hint={rangeHint('money', limits.minAmount, limits.maxAmount, common)}
            note={notes.amount}
            common={common}
            stops={amountStops(limits.minAmount, limits.maxAmount)}
          />
          <NumberField
            name="existingMonthlyRepayment"
            label={copy.existingRepayment}
            field={repayment}
            used={existingMonthlyRepayment}
            hint={copy.repaymentHint}
            note={notes.repayment}
            common={common}
          />
          <NumberField
            name="remainingMonths"
            label={copy.remainingMonths}
            field={months}
            used={remainingMonths}
            hint={rangeHint('months', limits.tenor.min, limits.tenor.max, common)}
            note={notes.months}
            common={common}
            stops={linearStops(limits.tenor.min, limits.tenor.max, 1)}
          />
        </>
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} />}
      schedule={<ScheduleDetails common={common} schedule={() => repaymentSchedule(existingAmount, result.newNominalAnnualRate, remainingMonths)} />}
    />
  );
}
