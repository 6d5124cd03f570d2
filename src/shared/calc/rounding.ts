/**
 * Money rounding. Every calculator rounds through these two functions so that a figure shown in
 * one place (say the monthly instalment) always agrees with the same figure derived elsewhere
 * (the total, the schedule).
 */

/**
 * Binary floating point turns decimal halves into near-halves (0.145 × 100 is
 * 14.499999999999998). Re-reading the value at 15 significant digits drops that noise before
 * rounding, so a true half still rounds up; 15 digits keep every cent of any amount these
 * calculators can produce.
 */
function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(15));
}

/**
 * Round half up to a whole number (0.5 -> 1). Negative values round half away from zero so the
 * rule is symmetric; non-finite values become 0 because no calculator may emit NaN or Infinity.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clean = withoutFloatNoise(value);
  const rounded = clean < 0 ? -Math.round(-clean) : Math.round(clean);
  // `+ 0` turns -0 into 0, which would otherwise leak into outputs and fail strict equality.
  return rounded + 0;
}

/** Round half up to the cent (0.005 -> 0.01). */
export function roundToCents(value: number): number {
  return roundHalfUp(value * 100) / 100;
}
