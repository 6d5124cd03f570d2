/**
 * One labelled number box with its unit, an optional slider, and one line under it: the allowed
 * range, why the figures use another value than the one typed, or why the value is refused (no
 * figure then; leaving the box keeps the text). The line keeps its space, so a message does not
 * move the form; it is the box's description, and the box is aria-invalid while a message shows.
 */
import { useId, type ChangeEvent } from 'react';
import { nearestStop } from './slider-stops';
import { FIELD_KINDS, displayValue } from './field-kinds';
import type { NumberFieldState } from './use-number-field';
import type { CommonCopy } from './copy';

export interface NumberFieldProps {
  readonly name: string;
  readonly label: string;
  readonly field: NumberFieldState;
  /** The value the figures use (from the calculator's result). */
  readonly used: number;
  /** The allowed range, shown when there is nothing to explain. */
  readonly hint: string;
  /** Why the value used differs from the text, or ''. */
  readonly note: string;
  /** Why the value typed is refused (refusalNote), or ''; shown instead of the note. */
  readonly error?: string;
  readonly common: CommonCopy;
  /** Slider positions (ascending); no slider if omitted. */
  readonly stops?: readonly number[];
}

export function NumberField({ name, label, field, used, hint, note, error = '', common, stops }: NumberFieldProps) {
  const id = useId();
  const spec = FIELD_KINDS[field.kind];
  const prefix = field.kind === 'money' ? 'HK$' : '';
  const suffix = field.kind === 'percent' ? '%' : field.kind === 'months' ? common.monthsUnit : field.kind === 'days' ? common.daysUnit : '';
  const position = stops ? nearestStop(stops, used) : 0;

  return (
    <div className="calc-field" data-field={name}>
      <label className="calc-field__label" id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="calc-field__box">
        {prefix && (
          <span className="calc-field__affix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={`${id}-input`}
          className="calc-field__input"
          name={name}
          type="text"
          inputMode={spec.inputMode}
          autoComplete="off"
          spellCheck={false}
          value={field.text}
          aria-describedby={`${id}-hint`}
          aria-invalid={error || note ? true : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => field.edit(e.target.value)}
          onBlur={() => {
            // A refused value stays as typed, beside its message, until the visitor corrects it.
            if (!error) field.settle(used);
          }}
        />
        {suffix && (
          <span className="calc-field__affix calc-field__affix--suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {stops && (
        <input
          className="calc-field__slider"
          type="range"
          min={0}
          max={stops.length - 1}
          step={1}
          value={position}
          aria-labelledby={`${id}-label`}
          aria-valuetext={displayValue(field.kind, stops[position] ?? used, common)}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            const value = stops[Number(e.target.value)];
            if (value !== undefined) field.edit(spec.toText(value));
          }}
        />
      )}
      <p id={`${id}-hint`} className="calc-field__hint" data-note={note && !error ? '' : undefined} data-error={error ? '' : undefined}>
        {error || note || hint}
      </p>
    </div>
  );
}
