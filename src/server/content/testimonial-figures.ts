/**
 * The effective annual rate of a nominal annual rate repaid monthly: (1 + r/12)^12 - 1. Hong Kong
 * money lenders quote it next to the rate, so each illustrative testimonial shows both.
 */
export function effectiveAnnualPct(nominalPct: number): number {
  return (Math.pow(1 + nominalPct / 100 / 12, 12) - 1) * 100;
}

/** A rate as the pages print it: at most two decimals, no trailing zeros (34.49%, 12%). */
export function formatPct(pct: number): string {
  return `${Number(pct.toFixed(2))}%`;
}
