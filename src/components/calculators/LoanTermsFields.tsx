/**
 * The three fields most calculators share: amount, repayment period and assumed annual rate,
 * each bounded by the product's limits (PRODUCT_LIMITS), with sliders for amount and period.
 * Products whose rate is the general assumption also get the credit-rating choice, which fills
 * in the rate.
 */
import type { ReactNode } from 'react';
import { offersCreditRating } from '../../shared/calc/credit-rating';
import type { ProductLimits } from '../../shared/calc/limits';
import type { CommonCopy } from './copy';
import { CreditRatingField } from './CreditRatingField';
import { rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { amountStops, linearStops } from './slider-stops';
import { adjustmentNote, refusalNote, useNumberField, type NumberFieldState } from './use-number-field';

export interface LoanTerms {
  readonly amount: NumberFieldState;
  readonly months: NumberFieldState;
  readonly rate: NumberFieldState;
}

export interface LoanTermsUsed {
  readonly amount: number;
  readonly months: number;
  readonly annualRate: number;
}

/** The three fields' state, starting at the product's defaults (or a preset amount and period). */
export function useLoanTerms(limits: ProductLimits, preset?: { readonly amount: number; readonly months: number }): LoanTerms {
  return {
    amount: useNumberField('money', preset?.amount ?? limits.defaultAmount),
    months: useNumberField('months', preset?.months ?? limits.tenor.default),
    rate: useNumberField('percent', limits.defaultAnnualRate),
  };
}

/** What the calculator should be given for the three fields. */
export function loanTermsInput(terms: LoanTerms) {
  return { amount: terms.amount.input, months: terms.months.input, annualRate: terms.rate.input };
}

/** Each field's explanation for the values used ('' when used as typed). */
export function loanTermsNotes(terms: LoanTerms, used: LoanTermsUsed, common: CommonCopy, amountLowered?: string): Record<keyof LoanTerms, string> {
  return {
    amount: adjustmentNote(terms.amount, used.amount, common, amountLowered ? { lowered: amountLowered } : undefined),
    months: adjustmentNote(terms.months, used.months, common),
    rate: adjustmentNote(terms.rate, used.annualRate, common),
  };
}

/** Each field's refusal ('' when accepted), from the calculator's `refused` list. */
export function loanTermsErrors(
  terms: LoanTerms,
  used: LoanTermsUsed & { readonly refused: readonly string[] },
  common: CommonCopy,
): Record<keyof LoanTerms, string> {
  return {
    amount: refusalNote(terms.amount, used.amount, used.refused.includes('amount'), common),
    months: refusalNote(terms.months, used.months, used.refused.includes('months'), common),
    rate: refusalNote(terms.rate, used.annualRate, used.refused.includes('annualRate'), common),
  };
}

export interface LoanTermsFieldsProps {
  readonly terms: LoanTerms;
  readonly used: LoanTermsUsed;
  readonly notes: Record<keyof LoanTerms, string>;
  /** Refusals (loanTermsErrors); a field's refusal replaces its note. */
  readonly errors?: Partial<Record<keyof LoanTerms, string>>;
  readonly limits: ProductLimits;
  readonly common: CommonCopy;
  /** A lower ceiling than the product's (a salary rule). */
  readonly maxAmount?: number;
  readonly labels?: { readonly amount?: string; readonly months?: string; readonly rate?: string };
  /** Fields to show between the period and the rate. */
  readonly beforeRate?: ReactNode;
  /** Fields shown instead of the amount box, where the amount is worked out (from a project cost). */
  readonly amountField?: ReactNode;
}

export function LoanTermsFields({ terms, used, notes, errors = {}, limits, common, maxAmount, labels, beforeRate, amountField }: LoanTermsFieldsProps) {
  const highest = maxAmount ?? limits.maxAmount;
  return (
    <>
      {amountField ?? (
        <NumberField
          name="amount"
          label={labels?.amount ?? common.amount}
          field={terms.amount}
          used={used.amount}
          hint={rangeHint('money', limits.minAmount, highest, common)}
          note={notes.amount}
          error={errors.amount}
          common={common}
          stops={amountStops(limits.minAmount, highest)}
        />
      )}
      <NumberField
        name="months"
        label={labels?.months ?? common.months}
        field={terms.months}
        used={used.months}
        hint={rangeHint('months', limits.tenor.min, limits.tenor.max, common)}
        note={notes.months}
        error={errors.months}
        common={common}
        stops={linearStops(limits.tenor.min, limits.tenor.max, 1)}
      />
      {beforeRate}
      {offersCreditRating(limits.slug) && <CreditRatingField slug={limits.slug} rate={terms.rate} used={used.annualRate} common={common} />}
      <NumberField
        name="annualRate"
        label={labels?.rate ?? common.rate}
        field={terms.rate}
        used={used.annualRate}
        hint={rangeHint('percent', limits.minAnnualRate, limits.maxAnnualRate, common, common.rateRange)}
        note={notes.rate}
        error={errors.rate}
        common={common}
      />
    </>
  );
}
