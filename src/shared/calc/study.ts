/**
 * Study loan (u-loan): the calculator offers education types (docs/product-rules.md: part-time
 * degree, driving licence, master's), each pre-filling a typical amount and tenor the visitor may
 * change; the presets are assumptions from typical Hong Kong fees, within the product's limits
 * (docs/calculators.md lists them).
 */
import { clampInputs } from './clamp';
import { calculateInstalment } from './instalment';
import { PRODUCT_LIMITS } from './limits';
import { amountMonthsRateBounds } from './standard-loan';

export const EDUCATION_TYPES = ['part-time-degree', 'driving-licence', 'masters'] as const;
export type EducationType = (typeof EDUCATION_TYPES)[number];

export interface StudyPreset {
  readonly amount: number;
  readonly months: number;
}

export const STUDY_PRESETS: Readonly<Record<EducationType, StudyPreset>> = {
  'part-time-degree': { amount: 120_000, months: 36 },
  'driving-licence': { amount: 10_000, months: 12 },
  masters: { amount: 250_000, months: 48 },
};

export interface StudyInput {
  readonly educationType?: unknown;
  /** Overrides the preset amount. */
  readonly amount?: unknown;
  /** Overrides the preset tenor. */
  readonly months?: unknown;
  readonly annualRate?: unknown;
}

type StudyField = 'educationType' | 'amount' | 'months' | 'annualRate';

export interface StudyResult {
  readonly educationType: EducationType;
  readonly inputs: Readonly<Record<'amount' | 'months' | 'annualRate', number>>;
  readonly clamped: readonly StudyField[];
  /** Inputs unreadable or out of range: no figure is shown for them (clamp.ts). */
  readonly refused: readonly StudyField[];
  readonly monthlyInstalment: number;
  readonly finalInstalment: number;
  readonly totalRepayment: number;
  readonly totalInterest: number;
}

function isEducationType(value: unknown): value is EducationType {
  return typeof value === 'string' && (EDUCATION_TYPES as readonly string[]).includes(value);
}

export function studyLoan(input: StudyInput = {}): StudyResult {
  const source: StudyInput = typeof input === 'object' && input !== null ? input : {};
  const given = source.educationType;
  const educationType: EducationType = isEducationType(given) ? given : 'part-time-degree';
  const preset = STUDY_PRESETS[educationType];
  const bounds = amountMonthsRateBounds(PRODUCT_LIMITS['u-loan']);
  const { values, clamped, refused } = clampInputs(source, {
    amount: { ...bounds.amount, fallback: preset.amount },
    months: { ...bounds.months, fallback: preset.months },
    annualRate: bounds.annualRate,
  });
  const reported: StudyField[] = [...clamped];
  // An unknown type is reported; a missing one silently means the first preset.
  if (given !== undefined && given !== null && given !== '' && !isEducationType(given)) {
    reported.unshift('educationType');
  }
  const loan = calculateInstalment(values.amount, values.annualRate, values.months);
  return {
    educationType,
    inputs: values,
    clamped: reported,
    refused,
    monthlyInstalment: loan.monthlyInstalment,
    finalInstalment: loan.finalInstalment,
    totalRepayment: loan.totalRepayment,
    totalInterest: loan.totalInterest,
  };
}
