/**
 * State of one number field: the text as typed, and the note that explains an adjustment. While
 * the visitor types, the text is left alone (the figures use the clamped value, the note says so);
 * on leaving the box it becomes the value used, and the note stays until the next edit.
 */
import { useState } from 'react';
import { adjustmentOf, calculatorInput, type Adjustment } from '../../shared/calc/adjustment';
import type { NumberReading } from '../../shared/calc/clamp';
import { FIELD_KINDS, displayValue, type FieldKind } from './field-kinds';
import { fill, type CommonCopy } from './copy';

export interface NumberFieldState {
  readonly kind: FieldKind;
  readonly text: string;
  readonly reading: NumberReading;
  /** What to pass to the calculator for this field. */
  readonly input: number | undefined;
  readonly sticky: Adjustment;
  readonly edit: (text: string) => void;
  /** Leaving the box: show the value used, keep the explanation. */
  readonly settle: (used: number) => void;
}

/**
 * `initial` null starts the box empty: an optional field, which is left as typed on leaving it
 * unless it holds a number (empty means "not given", not "use a default").
 */
export function useNumberField(kind: FieldKind, initial: number | null): NumberFieldState {
  const optional = initial === null;
  const spec = FIELD_KINDS[kind];
  const [text, setText] = useState(() => (initial === null ? '' : spec.toText(initial)));
  const [sticky, setSticky] = useState<Adjustment>('none');
  const reading = spec.read(text);
  return {
    kind,
    text,
    reading,
    input: calculatorInput(reading),
    sticky,
    edit: (next) => {
      setText(next);
      setSticky('none');
    },
    settle: (used) => {
      if (optional && reading.status !== 'number') return;
      const adjustment = adjustmentOf(reading, used, spec.whole);
      setText(spec.toText(used));
      if (adjustment !== 'none') setSticky(adjustment);
    },
  };
}

/** Wording of a refusal of the calculator's own, in place of the generic one. */
export interface RefusalWording {
  readonly lowered?: string;
  readonly raised?: string;
  /** A refusal that is not about a bound (e.g. a repayment implying an illegal rate). */
  readonly other?: string;
}

/**
 * The message beside a field the calculator refused (docs/calculators.md#refused-input), or ''
 * when it was accepted: the bound the value passed, "please enter a number", or the calculator's
 * own reason. While it shows, the widget shows no figure.
 */
export function refusalNote(field: NumberFieldState, used: number, refused: boolean, common: CommonCopy, custom: RefusalWording = {}): string {
  if (!refused) return '';
  const live = adjustmentOf(field.reading, used, FIELD_KINDS[field.kind].whole);
  if (live === 'invalid') return common.invalid;
  if (live === 'raised' || live === 'lowered') {
    return fill(custom[live] ?? common[live], { value: displayValue(field.kind, used, common) });
  }
  return custom.other ?? common.invalid;
}

/**
 * The sentence explaining how the value used differs from what was typed, or '' if it does not.
 * `custom` replaces the generic wording for a lowered value (e.g. "your income allows up to ...").
 */
export function adjustmentNote(field: NumberFieldState, used: number, common: CommonCopy, custom?: { readonly lowered?: string }): string {
  const live = adjustmentOf(field.reading, used, FIELD_KINDS[field.kind].whole);
  const adjustment = live === 'none' ? field.sticky : live;
  if (adjustment === 'none') return '';
  const template = adjustment === 'lowered' && custom?.lowered ? custom.lowered : common[adjustment];
  return fill(template, { value: displayValue(field.kind, used, common) });
}
