'use client';

/**
 * Debt transfer (t-loan): from the visitor's current loan (outstanding amount, monthly
 * repayment, months left) the rate they pay today is worked out; the offer is 20% off it, over
 * the same amount and months. Shows the better rate, the new monthly repayment and the interest
 * saved; the schedule is the new loan's. A repayment no real loan has (it never repays the
 * balance, or it implies a rate above the legal cap) is refused beside the field, with no figure.
 */
import { DEBT_TRANSFER_EXAMPLE, debtTransfer } from '../../shared/calc/debt-transfer';
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { formatHKD, formatPercent } from '../../shared/format';
import type { DebtTransferRefusal } from '../../shared/calc/debt-transfer';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type DebtTransferCopy } from './copy';
import { rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { ResultPanel, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';
import { amountStops, linearStops } from './slider-stops';
import { adjustmentNote, refusalNote, useNumberField } from './use-number-field';

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
  const refusals: Readonly<Record<DebtTransferRefusal, string>> = {
    repaymentTooLow: fill(copy.repaymentTooLow, { value: formatHKD(Math.ceil(existingAmount / remainingMonths)) }),
    aboveLegalCap: copy.aboveLegalCap,
    aboveTransferLimit: fill(copy.aboveTransferLimit, { value: formatPercent(result.existingNominalAnnualRate) }),
  };
  const errors = {
    amount: refusalNote(amount, existingAmount, result.refused.includes('existingAmount'), common),
    repayment: refusalNote(repayment, existingMonthlyRepayment, result.refused.includes('existingMonthlyRepayment'), common, {
      other: result.refusal === null ? undefined : refusals[result.refusal],
    }),
    months: refusalNote(months, remainingMonths, result.refused.includes('remainingMonths'), common),
  };
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'saved-interest', label: copy.savedInterest, value: formatHKD(result.savedInterest) },
    // Three decimals: 80% of a rate shown to 0.01% is exact to 0.001% (35.27% -> 28.216%).
    { name: 'better-rate', label: copy.betterRate, value: formatPercent(result.newNominalAnnualRate, 3) },
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
      better: formatPercent(result.newNominalAnnualRate, 3),
      betterEffective: formatPercent(result.newEffectiveAnnualRate),
    }),
    common.instalmentBasis,
  ];
  const remark = result.existingMonthlyRate === 0 ? copy.noSaving : '';

  return (
    <CalculatorFrame
      kind="debt-transfer"
      announcement={announce([...Object.values(errors), ...Object.values(notes), remark], figures.slice(0, 2), common.separator, refused)}
      inputs={
        <>
          <NumberField
            name="existingAmount"
            label={copy.existingAmount}
            field={amount}
            used={existingAmount}
            hint={rangeHint('money', limits.minAmount, limits.maxAmount, common)}
            note={notes.amount}
            error={errors.amount}
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
            error={errors.repayment}
            common={common}
          />
          <NumberField
            name="remainingMonths"
            label={copy.remainingMonths}
            field={months}
            used={remainingMonths}
            hint={rangeHint('months', limits.tenor.min, limits.tenor.max, common)}
            note={notes.months}
            error={errors.months}
            common={common}
            stops={linearStops(limits.tenor.min, limits.tenor.max, 1)}
          />
        </>
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} refused={refused} />}
      schedule={
        refused ? undefined : (
          <ScheduleDetails common={common} schedule={() => repaymentSchedule(existingAmount, result.newNominalAnnualRate, remainingMonths)} />
        )
      }
    />
  );
}
