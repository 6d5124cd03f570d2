import { sequentialLooks, type Arm, type Look, type LookResult } from './msprt';

/** One daily look at two variants: their cumulative counts at the end of a Hong Kong day. */
export interface DayLook extends Look {
  day: string;
}

export interface Comparison {
  verdict: 'better' | 'worse' | 'no_meaningful_difference' | 'keep_running';
  /** The day the test stopped on (a verdict above other than keep_running), else null. */
  decidedOn: string | null;
  /** The reported look: the deciding one, else the latest. */
  look: LookResult;
  /** The baseline's CTR at that look, the lift's denominator. */
  baseCtr: number;
  lift: number;
  liftInterval: [number, number];
}

const ctr = (a: Arm) => a.clicks / a.impressions;

/**
 * Compares two variants over the daily looks (msprt.ts), stopping at the first decision: p ≤ α
 * (better or worse), or an always-valid range of the lift inside ± the test's effect (no difference
 * that matters; each look's range is valid at every look at once, so stopping there is sound too).
 * Everything reported is the deciding look's, so a decision does not change or vanish with later
 * days; undecided, the latest look's. Null before any look can be weighed.
 */
export function compareVariants(looks: readonly DayLook[], testMde: number, alpha: number): Comparison | null {
  let latest: Comparison | null = null;
  for (const look of sequentialLooks(looks, testMde, alpha)) {
    const baseCtr = ctr(looks[look.index]!.base);
    if (!(baseCtr > 0)) continue;
    const liftInterval = look.interval.map((d) => d / baseCtr) as [number, number];
    const found = { look, baseCtr, lift: look.difference / baseCtr, liftInterval };
    const day = looks[look.index]!.day;
    if (look.significant) return { ...found, verdict: look.difference > 0 ? 'better' : 'worse', decidedOn: day };
    if (liftInterval[0] > -testMde && liftInterval[1] < testMde) return { ...found, verdict: 'no_meaningful_difference', decidedOn: day };
    latest = { ...found, verdict: 'keep_running', decidedOn: null };
  }
  return latest;
}
