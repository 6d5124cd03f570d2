/**
 * Property-owner loans (p-loan, hos-public-housing-loan): how much more an owner could borrow
 * against the property.
 *
 * Extra loan possible = property value × loan ratio − existing mortgage, floored at 0, rounded
 * down to the whole HK$ and capped at the product maximum (HK$2,000,000). The ratio is bounded by
 * the product's maxLoanRatio (90%, an assumption); the default ratio of 70% is an assumption too.
 */
import { clampInputs } from './clamp';
import { PRODUCT_LIMITS, MIN_LOAN_RATIO } from './limits';

export const DEFAULT_PROPERTY_LOAN_RATIO = 0.7;
/**
 * What the widget shows before the visitor types (an assumption, like the ratio): a HK$5,000,000
 * flat with HK$2,000,000 of mortgage left, which at 70% leaves HK$1,500,000 to borrow.
 */
export const PROPERTY_OWNER_EXAMPLE = { propertyValue: 5_000_000, existingMortgage: 2_000_000 } as const;

/** Largest property value or mortgage taken in (HK$1 billion): a sanity bound. */
const MAX_PROPERTY_VALUE = 1_000_000_000;

export interface PropertyOwnerInput {
  readonly propertyValue?: unknown;
  readonly loanRatio?: unknown;
  readonly existingMortgage?: unknown;
}

type PropertyOwnerField = 'propertyValue' | 'loanRatio' | 'existingMortgage';

export interface PropertyOwnerResult {
  readonly inputs: Readonly<Record<PropertyOwnerField, number>>;
  readonly clamped: readonly PropertyOwnerField[];
  /** Inputs unreadable or out of range: no figure is shown for them (clamp.ts). */
  readonly refused: readonly PropertyOwnerField[];
  readonly extraLoanPossible: number;
  /** The product maximum, not the property, limited the figure. */
  readonly cappedAtMaximum: boolean;
  /** The figure is below the product's smallest loan. */
  readonly belowMinimum: boolean;
}

export function propertyOwnerLoan(input: PropertyOwnerInput = {}, slug: 'p-loan' | 'hos-public-housing-loan' = 'p-loan'): PropertyOwnerResult {
  const limits = PRODUCT_LIMITS[slug];
  const { values, clamped, refused } = clampInputs(input, {
    // A property worth nothing secures no loan: HK$0 is refused.
    propertyValue: { min: 1, max: MAX_PROPERTY_VALUE, fallback: 0, whole: true },
    loanRatio: { min: MIN_LOAN_RATIO, max: limits.maxLoanRatio ?? 1, fallback: DEFAULT_PROPERTY_LOAN_RATIO },
    existingMortgage: { min: 0, max: MAX_PROPERTY_VALUE, fallback: 0, whole: true },
  });
  // toPrecision strips float noise so 1,000,000 × 0.7 is 700,000, not 699,999.99999.
  const lendable = Number((values.propertyValue * values.loanRatio).toPrecision(15));
  const headroom = lendable - values.existingMortgage;
  const uncapped = Math.max(Math.floor(headroom), 0);
  const extraLoanPossible = Math.min(uncapped, limits.maxAmount);
  return {
    inputs: values,
    clamped,
    refused,
    extraLoanPossible,
    cappedAtMaximum: uncapped > limits.maxAmount,
    belowMinimum: extraLoanPossible < limits.minAmount,
  };
}
