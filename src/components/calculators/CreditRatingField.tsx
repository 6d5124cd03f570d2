/**
 * The credit-rating choice: picking a rating puts its sample rate into the assumed-rate box, so
 * the figures, the rate box and the assumptions always agree. The choice shows the rating whose
 * rate is in use, or "rate entered yourself" once the visitor types another rate.
 *
 * The hint under it says the rates are samples for illustration (they are, see
 * content/loans/credit-ratings.ts).
 */
import { useId } from 'react';
import { SAMPLE_CREDIT_RATINGS, creditRatingForRate, rateForCreditRating, type CreditRating } from '../../shared/calc/credit-rating';
import type { LoanSlug } from '../../shared/calc/limits';
import { formatPercent } from '../../shared/format';
import { fill, type CommonCopy } from './copy';
import { FIELD_KINDS } from './field-kinds';
import type { NumberFieldState } from './use-number-field';

const LABEL: Readonly<Record<CreditRating, 'ratingExcellent' | 'ratingGood' | 'ratingFair' | 'ratingLimited'>> = {
  excellent: 'ratingExcellent',
  good: 'ratingGood',
  fair: 'ratingFair',
  limited: 'ratingLimited',
};

/** The option shown while the rate in use is not a rating's. */
const OWN_RATE = 'own';

export interface CreditRatingFieldProps {
  readonly slug: LoanSlug;
  /** The assumed-rate box the choice fills in. */
  readonly rate: NumberFieldState;
  /** The rate the figures use. */
  readonly used: number;
  readonly common: CommonCopy;
}

export function CreditRatingField({ slug, rate, used, common }: CreditRatingFieldProps) {
  const id = useId();
  const current = creditRatingForRate(slug, used);
  return (
    <div className="calc-field" data-field="creditRating">
      <label className="calc-field__label" htmlFor={`${id}-rating`}>
        {common.creditRating}
      </label>
      <select
        id={`${id}-rating`}
        className="calc-field__select"
        value={current ?? OWN_RATE}
        aria-describedby={`${id}-rating-hint`}
        onChange={(e) => {
          if (e.target.value === OWN_RATE) return;
          rate.edit(FIELD_KINDS.percent.toText(rateForCreditRating(slug, e.target.value).annualRate));
        }}
      >
        {SAMPLE_CREDIT_RATINGS.map(({ id: rating }) => (
          <option key={rating} value={rating}>
            {fill(common.creditRatingOption, {
              rating: common[LABEL[rating]],
              rate: formatPercent(rateForCreditRating(slug, rating).annualRate),
            })}
          </option>
        ))}
        {current === null && <option value={OWN_RATE}>{common.ratingOwnRate}</option>}
      </select>
      <p id={`${id}-rating-hint`} className="calc-field__hint">
        {common.creditRatingHint}
      </p>
    </div>
  );
}
