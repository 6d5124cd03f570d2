'use client';

/**
 * Credit-card consolidation (c-loan): paying only the card's minimum (36.38% APR, 1% + interest
 * or HK$300) against clearing the balance with one instalment loan (10% in the original site's
 * calculator). Shows the time and interest of both and the interest saved; the schedule is the
 * loan's.
 */
import { cardConsolidation } from '../../shared/calc/card-consolidation';
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { effectiveAnnualRate } from '../../shared/calc/rates';
import { repaymentSchedule } from '../../shared/calc/schedule';
import { formatAmount, formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CardCopy, type CommonCopy } from './copy';
import { displayValue } from './field-kinds';
import { LoanTermsFields, loanTermsErrors, loanTermsInput, loanTermsNotes, useLoanTerms } from './LoanTermsFields';
import { ResultPanel, finalInstalmentRemark, type Figure } from './ResultPanel';
import { ScheduleDetails } from './ScheduleDetails';

export interface CardCalculatorProps {
  readonly common: CommonCopy;
  readonly copy: CardCopy;
}

export function CardCalculator({ common, copy }: CardCalculatorProps) {
  const limits = PRODUCT_LIMITS['c-loan'];
  const terms = useLoanTerms(limits);
  const { amount, ...rest } = loanTermsInput(terms);
  const result = cardConsolidation({ cardBalance: amount, ...rest });
  const { cardBalance, annualRate, cardApr } = result.inputs;
  const used = { amount: cardBalance, months: result.loan.months, annualRate };
  const effective = effectiveAnnualRate(annualRate);
  const notes = loanTermsNotes(terms, used, common);
  const errors = loanTermsErrors(terms, { ...used, refused: result.refused.map((field) => (field === 'cardBalance' ? 'amount' : field)) }, common);
  const refused = result.refused.length > 0;
  const figures: Figure[] = [
    { name: 'saved-interest', label: copy.savedInterest, value: formatHKD(result.savedInterest) },
    { name: 'monthly', label: copy.monthly, value: formatHKD(result.loan.monthlyInstalment) },
    { name: 'total', label: copy.loanTotal, value: formatHKD(result.loan.totalRepayment) },
    { name: 'loan-interest', label: copy.loanInterest, value: formatHKD(result.loan.totalInterest) },
    { name: 'effective-rate', label: common.effectiveRate, value: formatPercent(effective) },
    {
      name: 'card-months',
      label: copy.cardDuration,
      value: fill(copy.cardDurationValue, { n: result.card.months, years: formatAmount(result.card.months / 12, 1) }),
    },
    { name: 'card-interest', label: copy.cardInterest, value: formatHKD(result.card.totalInterest) },
  ];
  const assumptions = [
    fill(copy.assumptions, {
      apr: formatPercent(cardApr),
      rate: formatPercent(annualRate),
      effective: formatPercent(effective),
      months: displayValue('months', result.loan.months, common),
    }),
    common.instalmentBasis,
  ];
  const remark = finalInstalmentRemark(common, result.loan);

  return (
    <CalculatorFrame
      kind="card"
      announcement={announce([...Object.values(errors), ...Object.values(notes)], figures.slice(0, 2), common.separator, refused)}
      inputs={
        <LoanTermsFields
          terms={terms}
          used={used}
          notes={notes}
          errors={errors}
          limits={limits}
          common={common}
          labels={{ amount: copy.cardBalance, months: copy.loanMonths }}
        />
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} refused={refused} />}
      schedule={refused ? undefined : <ScheduleDetails common={common} schedule={() => repaymentSchedule(cardBalance, annualRate, result.loan.months)} />}
    />
  );
}
