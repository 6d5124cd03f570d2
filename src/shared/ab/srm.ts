import { chiSquareUpperP } from './distributions';

/**
 * Sample-ratio mismatch: do the variants' impressions split as their weights say? Visitors are
 * assigned by a hash of their id, so the split can only drift from the weights by chance, or
 * because something is wrong: events lost for one variant, a variant that fails to show, or someone
 * posting impressions for the variant they favour. A chi-square goodness-of-fit test with the
 * strict threshold used for this check in practice (p < 0.001: at the daily look there is little
 * room for false alarms, and a real mismatch grows quickly with traffic).
 */
const SRM_THRESHOLD = 0.001;

export interface SrmResult {
  chiSquare: number;
  pValue: number;
  /** p below SRM_THRESHOLD: the counts cannot be trusted as a fair split. */
  mismatch: boolean;
}

/** `counts` and `shares` per variant, same order; shares are normalized here. Null with under two variants or no impressions. */
export function sampleRatioMismatch(counts: readonly number[], shares: readonly number[]): SrmResult | null {
  const total = counts.reduce((a, b) => a + b, 0);
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  if (counts.length < 2 || total === 0 || !(shareTotal > 0)) return null;
  let chiSquare = 0;
  counts.forEach((observed, i) => {
    const expected = (total * shares[i]!) / shareTotal;
    chiSquare += (observed - expected) ** 2 / expected;
  });
  const pValue = chiSquareUpperP(chiSquare, counts.length - 1);
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD };
}
