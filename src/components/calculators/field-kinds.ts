/**
 * The kinds of number a calculator field holds, and how each is read from and written to the
 * text box and shown in hints and notes. Money, months and days are whole numbers; rates and
 * ratios are typed in percent and handed to the calculators as fractions.
 */
import { readPercent } from '../../shared/calc/adjustment';
import { readNumber, type NumberReading } from '../../shared/calc/clamp';
import { formatAmount, formatHKD, formatPercent, formatPercentNumber } from '../../shared/format';
import { fill, type CommonCopy } from './copy';

export type FieldKind = 'money' | 'months' | 'days' | 'percent';

interface KindSpec {
  readonly read: (text: string) => NumberReading;
  readonly whole: boolean;
  readonly inputMode: 'numeric' | 'decimal';
  /** What the text box shows for a value (after leaving the box, or when a slider moves). */
  readonly toText: (value: number) => string;
}

export const FIELD_KINDS: Readonly<Record<FieldKind, KindSpec>> = {
  money: { read: readNumber, whole: true, inputMode: 'numeric', toText: (v) => formatAmount(v) },
  months: { read: readNumber, whole: true, inputMode: 'numeric', toText: (v) => String(v) },
  days: { read: readNumber, whole: true, inputMode: 'numeric', toText: (v) => String(v) },
  percent: { read: readPercent, whole: false, inputMode: 'decimal', toText: (v) => formatPercentNumber(v) },
};

/** A value as a sentence shows it: HK$10,000, 12 個月 / 12 months, 30 days, 30%. */
export function displayValue(kind: FieldKind, value: number, common: CommonCopy): string {
  switch (kind) {
    case 'money':
      return formatHKD(value);
    case 'months':
      return fill(common.monthsValue, { n: value });
    case 'days':
      return fill(common.daysValue, { n: value });
    case 'percent':
      return formatPercent(value);
  }
}

/** "From HK$5,000 to HK$3,000,000" in the field's own units. */
export function rangeHint(kind: FieldKind, min: number, max: number, common: CommonCopy, template = common.range): string {
  return fill(template, { min: displayValue(kind, min, common), max: displayValue(kind, max, common) });
}
