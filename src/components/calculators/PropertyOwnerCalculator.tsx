'use client';

/**
 * Property-owner and HOS pages: how much more the owner could borrow against the flat
 * (property value × loan-to-value ratio − mortgage outstanding, up to the product maximum).
 * The same pages also show the standard repayment calculator.
 */
import { MIN_LOAN_RATIO, PRODUCT_LIMITS } from '../../shared/calc/limits';
import { DEFAULT_PROPERTY_LOAN_RATIO, PROPERTY_OWNER_EXAMPLE, propertyOwnerLoan } from '../../shared/calc/property-owner';
import { formatHKD, formatPercent } from '../../shared/format';
import { CalculatorFrame, announce } from './CalculatorFrame';
import { fill, type CommonCopy, type PropertyCopy } from './copy';
import { rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { ResultPanel, type Figure } from './ResultPanel';
import { linearStops } from './slider-stops';
import { adjustmentNote, refusalNote, useNumberField } from './use-number-field';

export interface PropertyOwnerCalculatorProps {
  readonly slug: 'p-loan' | 'hos-public-housing-loan';
  readonly common: CommonCopy;
  readonly copy: PropertyCopy;
}

export function PropertyOwnerCalculator({ slug, common, copy }: PropertyOwnerCalculatorProps) {
  const limits = PRODUCT_LIMITS[slug];
  const maxRatio = limits.maxLoanRatio ?? 1;
  const value = useNumberField('money', PROPERTY_OWNER_EXAMPLE.propertyValue);
  const mortgage = useNumberField('money', PROPERTY_OWNER_EXAMPLE.existingMortgage);
  const ratio = useNumberField('percent', DEFAULT_PROPERTY_LOAN_RATIO);

  const result = propertyOwnerLoan({ propertyValue: value.input, existingMortgage: mortgage.input, loanRatio: ratio.input }, slug);
  const notes = {
    value: adjustmentNote(value, result.inputs.propertyValue, common),
    mortgage: adjustmentNote(mortgage, result.inputs.existingMortgage, common),
    ratio: adjustmentNote(ratio, result.inputs.loanRatio, common),
  };
  const errors = {
    value: refusalNote(value, result.inputs.propertyValue, result.refused.includes('propertyValue'), common, { raised: common.aboveZero }),
    mortgage: refusalNote(mortgage, result.inputs.existingMortgage, result.refused.includes('existingMortgage'), common),
    ratio: refusalNote(ratio, result.inputs.loanRatio, result.refused.includes('loanRatio'), common),
  };
  const refused = result.refused.length > 0;
  const figures: Figure[] = [{ name: 'extra-loan', label: copy.extraLoan, value: formatHKD(result.extraLoanPossible) }];
  const remark = result.cappedAtMaximum
    ? fill(copy.capped, { max: formatHKD(limits.maxAmount) })
    : result.belowMinimum
      ? fill(copy.belowMinimum, { min: formatHKD(limits.minAmount) })
      : '';
  const assumptions = [fill(copy.assumptions, { maxRatio: formatPercent(maxRatio), max: formatHKD(limits.maxAmount) })];

  return (
    <CalculatorFrame
      kind="property"
      announcement={announce([...Object.values(errors), ...Object.values(notes), remark], figures, common.separator, refused)}
      inputs={
        <>
          <NumberField
            name="propertyValue"
            label={copy.propertyValue}
            field={value}
            used={result.inputs.propertyValue}
            hint={copy.propertyValueHint}
            note={notes.value}
            error={errors.value}
            common={common}
          />
          <NumberField
            name="existingMortgage"
            label={copy.existingMortgage}
            field={mortgage}
            used={result.inputs.existingMortgage}
            hint={copy.mortgageHint}
            note={notes.mortgage}
            error={errors.mortgage}
            common={common}
          />
          <NumberField
            name="loanRatio"
            label={copy.loanRatio}
            field={ratio}
            used={result.inputs.loanRatio}
            hint={rangeHint('percent', MIN_LOAN_RATIO, maxRatio, common)}
            note={notes.ratio}
            error={errors.ratio}
            common={common}
            stops={linearStops(0.05, maxRatio, 0.05)}
          />
        </>
      }
      results={<ResultPanel common={common} figures={figures} remark={remark} assumptions={assumptions} refused={refused} />}
    />
  );
}
