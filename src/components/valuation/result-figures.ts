import { fill } from '../calculators/copy';
import { PRODUCT_LIMITS } from '../../shared/calc/limits';
import { propertyOwnerLoan } from '../../shared/calc/property-owner';
import { formatHKD, formatHkDateTime } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import type { ValuationResultCopy } from './copy';

/**
 * A ready estimate's figures as shown: the value, the loan it could support under the product's
 * rules (the property-owner calculator's default loan-to-value, no mortgage counted, up to the
 * product's maximum), the date and the note on the maximum. A chunk of its own (it brings the
 * calculators' shared file): the result page fetches it only when it has a reference to read.
 */
export function resultFigures(estimate: { value: number; valuedAt: string | null }, product: 'p' | 'hos', locale: Locale, r: ValuationResultCopy['result']) {
  const slug = product === 'hos' ? 'hos-public-housing-loan' : 'p-loan';
  const loan = propertyOwnerLoan({ propertyValue: estimate.value, existingMortgage: 0 }, slug);
  const max = formatHKD(PRODUCT_LIMITS[slug].maxAmount);
  return {
    value: formatHKD(estimate.value),
    loan: formatHKD(loan.extraLoanPossible),
    loanAmount: loan.extraLoanPossible,
    date: estimate.valuedAt ? formatHkDateTime(new Date(estimate.valuedAt), locale) : null,
    loanNote: fill(loan.cappedAtMaximum ? r.loanCapped : r.loanMax, { max }),
  };
}
