/**
 * Independent reference arithmetic for the calculator tests: textbook formulas written with
 * Math.pow (the code under test uses expm1/log1p and integer cents), plus a walker that collects
 * every number in a result so garbage-input tests can check them all.
 */

/** Textbook annuity: P·r / (1 − (1 + r)^−n); P / n at r = 0. */
export function textbookAnnuity(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
}

/** Present value of payments at the end of months 1..n. */
export function presentValueOf(payments: readonly number[], monthlyRate: number): number {
  return payments.reduce((sum, p, i) => sum + p / Math.pow(1 + monthlyRate, i + 1), 0);
}

/** HK$ to integer cents, for exact sums of schedule rows. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** Every number anywhere inside a value (objects, arrays), with its path for failure messages. */
export function numbersIn(value: unknown, path = 'result'): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersIn(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  }
  return [];
}

/** Inputs a form could deliver that are not sensible numbers. */
export const GARBAGE: readonly unknown[] = [
  Number.NaN,
  -1,
  -1e9,
  0,
  1e308,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  'abc',
  '',
  '  ',
  '-5',
  '1e400',
  '12 months',
  '0x10',
  null,
  undefined,
  {},
  [],
  true,
  0.0000001,
  123.456,
];
