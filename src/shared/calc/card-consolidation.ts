/**
 * Credit-card consolidation (c-loan): pay the card off with one instalment loan instead of
 * paying the card's minimum every month.
 *
 * Compares the minimum-payment path (card-minimum-payment.ts) with an equal-instalment loan of
 * the same amount (docs/product-rules.md: 10% in the calculator, up to 60 months). Saved interest = card interest
 * − loan interest, never below 0.
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { amountMonthsRateBounds } from './standard-loan';
import { CARD_BENCHMARK_APR, minimumPaymentPath, type MinimumPaymentPath } from './card-minimum-payment';

export interface CardConsolidationInput {
  readonly cardBalance?: unknown;
  /** Consolidation loan tenor; default 60. */
  readonly months?: unknown;
  /** Consolidation loan nominal annual rate; default 10%. */
  readonly annualRate?: unknown;
  /** The card's APR; default the 36.38% benchmark. */
  readonly cardApr?: unknown;
}

type CardConsolidationField = 'cardBalance' | 'months' | 'annualRate' | 'cardApr';

export interface CardConsolidationResult {
  readonly inputs: Readonly<Record<CardConsolidationField, number>>;
  readonly clamped: readonly CardConsolidationField[];
  /** Inputs unreadable or out of range: no figure is shown for them (clamp.ts). */
  readonly refused: readonly CardConsolidationField[];
  readonly card: MinimumPaymentPath;
  readonly loan: {
    readonly months: number;
    readonly monthlyInstalment: number;
    readonly finalInstalment: number;
    readonly totalRepayment: number;
    readonly totalInterest: number;
  };
  readonly savedInterest: number;
  /** How many months sooner the loan clears the debt (0 if it does not). */
  readonly monthsSaved: number;
}

export function cardConsolidation(input: CardConsolidationInput = {}): CardConsolidationResult {
  const limits = PRODUCT_LIMITS['c-loan'];
  const bounds = amountMonthsRateBounds(limits);
  const { values, clamped, refused } = clampInputs(input, {
    cardBalance: bounds.amount,
    months: bounds.months,
    annualRate: bounds.annualRate,
    cardApr: { min: 0, max: 1, fallback: CARD_BENCHMARK_APR },
  });
  const card = minimumPaymentPath(values.cardBalance, values.cardApr);
  const loan = calculateInstalment(values.cardBalance, values.annualRate, values.months);
  return {
    inputs: values,
    clamped,
    refused,
    card,
    loan: {
      months: loan.months,
      monthlyInstalment: loan.monthlyInstalment,
      finalInstalment: loan.finalInstalment,
      totalRepayment: loan.totalRepayment,
      totalInterest: loan.totalInterest,
    },
    savedInterest: Math.max(card.totalInterest - loan.totalInterest, 0),
    monthsSaved: Math.max(card.months - loan.months, 0),
  };
}
