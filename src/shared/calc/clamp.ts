/**
 * Turning whatever a form field holds into a number inside a product's bounds.
 *
 * Calculator inputs arrive from sliders, text boxes and query strings, so they may be numbers,
 * strings ("10,000", "HK$5000"), empty, or garbage. Each calculator declares a bound per input;
 * `clampInputs` returns the values actually used plus the names of the inputs it had to change,
 * so the UI can say "the maximum is HK$500,000" instead of silently showing a different figure.
 */
import { roundHalfUp } from './rounding';

export interface InputBound {
  readonly min: number;
  readonly max: number;
  /** Used when the input is missing (silently) or unreadable (reported as clamped). */
  readonly fallback: number;
  /** Whole numbers only (HK$ amounts, months, days); rounded half up, reported if changed. */
  readonly whole?: boolean;
}

export type NumberReading = { readonly status: 'missing' } | { readonly status: 'invalid' } | { readonly status: 'number'; readonly value: number };

// Digits with optional thousands separators, decimal point and exponent; nothing else, so that
// "0x10", "1/2" or "12 months" are rejected rather than half-parsed.
const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Read a raw field value as a number, telling apart "not given" from "given but unreadable". */
export function readNumber(raw: unknown): NumberReading {
  if (raw === undefined || raw === null) return { status: 'missing' };
  if (typeof raw === 'number') {
    return Number.isNaN(raw) ? { status: 'invalid' } : { status: 'number', value: raw };
  }
  if (typeof raw === 'bigint') return { status: 'number', value: Number(raw) };
  if (typeof raw !== 'string') return { status: 'invalid' };
  const text = raw
    .trim()
    .replace(/^(?:HK)?\$/i, '')
    .replace(/[,\s]/g, '');
  if (text === '') return raw.trim() === '' ? { status: 'missing' } : { status: 'invalid' };
  if (!NUMERIC_TEXT.test(text)) return { status: 'invalid' };
  return { status: 'number', value: Number(text) };
}

/**
 * The value to use for one input, whether it differs from what was given, and whether what was
 * given is refused: unreadable, or outside the bounds (no real loan has it, so a widget shows no
 * figure for it; docs/calculators.md#refused-input). Rounding to a whole number is not a refusal.
 */
export function clampValue(raw: unknown, bound: InputBound): { value: number; adjusted: boolean; refused: boolean } {
  const reading = readNumber(raw);
  if (reading.status === 'missing') return { value: bound.fallback, adjusted: false, refused: false };
  if (reading.status === 'invalid') return { value: bound.fallback, adjusted: true, refused: true };
  // Clamp before rounding: ±Infinity must land on a bound, not be rounded to 0 first.
  const inRange = Math.min(Math.max(reading.value, bound.min), bound.max);
  const value = (bound.whole === true ? roundHalfUp(inRange) : inRange) + 0;
  // A whole-number field is judged on the number it rounds to: 4,999.6 is HK$5,000, not too low.
  const judged = bound.whole === true && Number.isFinite(reading.value) ? roundHalfUp(reading.value) : reading.value;
  return { value, adjusted: value !== reading.value, refused: judged < bound.min || judged > bound.max };
}

export interface ClampedInputs<K extends string> {
  readonly values: Readonly<Record<K, number>>;
  /** Names of the inputs whose given value was out of range, unreadable or not whole. */
  clamped: K[];
  /** Names of the inputs that were unreadable or out of range (a subset of `clamped`). */
  refused: K[];
}

/** Apply `clampValue` to every declared input; `raw` may be anything, even null. */
export function clampInputs<K extends string>(raw: unknown, bounds: Readonly<Record<K, InputBound>>): ClampedInputs<K> {
  const source: Readonly<Record<string, unknown>> = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const values = {} as Record<K, number>;
  const clamped: K[] = [];
  const refused: K[] = [];
  for (const name of Object.keys(bounds) as K[]) {
    const result = clampValue(source[name], bounds[name]);
    values[name] = result.value;
    if (result.adjusted) clamped.push(name);
    if (result.refused) refused.push(name);
  }
  return { values, clamped, refused };
}
