/**
 * What a calculator did with one field as the visitor typed it, so a widget can explain the
 * change beside the field ("the maximum is HK$3,000,000; the figures use it") instead of quietly
 * showing figures for a different value than the one on screen.
 *
 * The calculators stay the only place that knows the bounds: a widget hands them the reading,
 * then compares the value they report as used (`inputs`) with what was typed.
 */
import { readNumber, type NumberReading } from './clamp';
import { roundHalfUp } from './rounding';

export type Adjustment =
  /** Used as typed. */
  | 'none'
  /** Nothing typed: the default is used. */
  | 'empty'
  /** Not a number: the default is used. */
  | 'invalid'
  /** Below the lowest value allowed: that value is used. */
  | 'raised'
  /** Above the highest value allowed: that value is used. */
  | 'lowered'
  /** Not a whole number where one is needed (HK$, months, days): rounded. */
  | 'rounded';

/**
 * A percentage as typed ('30', '30%', ' 8.9 % ') read as a fraction (0.3), since visitors type
 * rates in percent and the calculators take fractions.
 */
export function readPercent(raw: unknown): NumberReading {
  const text = typeof raw === 'string' ? raw.trim().replace(/\s*[%％]$/u, '') : raw;
  const reading = readNumber(text);
  if (reading.status !== 'number') return reading;
  // toPrecision drops binary noise: 8.9 / 100 is 0.08900000000000001, which would then differ
  // from a bound of exactly 0.089.
  return { status: 'number', value: Number((reading.value / 100).toPrecision(15)) };
}

/**
 * The value to pass to a calculator for a reading: the number, `undefined` for "not given" (the
 * calculator silently uses its default), or NaN for unreadable text (the calculator uses its
 * default and reports the field).
 */
export function calculatorInput(reading: NumberReading): number | undefined {
  if (reading.status === 'number') return reading.value;
  return reading.status === 'missing' ? undefined : Number.NaN;
}

/** How the value a calculator used differs from the reading of what was typed. */
export function adjustmentOf(reading: NumberReading, used: number, whole = false): Adjustment {
  if (reading.status === 'missing') return 'empty';
  if (reading.status === 'invalid') return 'invalid';
  const given = reading.value;
  if (used === given) return 'none';
  if (whole && used === roundHalfUp(given)) return 'rounded';
  return used > given ? 'raised' : 'lowered';
}
