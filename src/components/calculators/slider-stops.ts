/**
 * Slider positions. A loan slider spans HK$5,000 to millions, so equal steps would leave the
 * common small amounts in the first sliver of the track; the steps grow with the amount instead
 * (1,000 up to 50,000, then 5,000, 10,000, 50,000, 100,000). Arrow keys then also move by a
 * sensible amount. The text box beside every slider takes any exact value.
 */

const AMOUNT_STEPS: ReadonlyArray<readonly [below: number, step: number]> = [
  [50_000, 1_000],
  [200_000, 5_000],
  [1_000_000, 10_000],
  [5_000_000, 50_000],
  [Number.POSITIVE_INFINITY, 100_000],
];

/** Amounts from min to max (both included), each step a round number for its size. */
export function amountStops(min: number, max: number): number[] {
  const stops = [min];
  let value = min;
  while (value < max) {
    const step = AMOUNT_STEPS.find(([below]) => value < below)?.[1] ?? 100_000;
    value = Math.min((Math.floor(value / step) + 1) * step, max);
    stops.push(value);
  }
  return stops;
}

/** Evenly spaced values from min to max (both included). */
export function linearStops(min: number, max: number, step: number): number[] {
  const stops: number[] = [];
  // Counting steps (not adding them up) keeps fractions such as 0.05 free of drift.
  const count = Math.floor(Number(((max - min) / step).toPrecision(12)));
  for (let i = 0; i <= count; i += 1) stops.push(Number((min + i * step).toPrecision(12)));
  if (stops[stops.length - 1] !== max) stops.push(max);
  return stops;
}

/** The position of the stop nearest to a value (stops ascending). */
export function nearestStop(stops: readonly number[], value: number): number {
  let best = 0;
  for (let i = 1; i < stops.length; i += 1) {
    if (Math.abs((stops[i] ?? 0) - value) < Math.abs((stops[best] ?? 0) - value)) best = i;
  }
  return best;
}
