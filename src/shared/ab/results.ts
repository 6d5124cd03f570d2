import { configuredVariants } from './assignment';
import { compareVariants, type DayLook } from './comparison';
import type { Arm } from './msprt';
import { visitorsPerVariant } from './sample-size';
import { sampleRatioMismatch, type SrmResult } from './srm';
import { wilsonInterval } from './wilson';

/**
 * The A/B results model: what `npm run ops -- ab report`, its CSV and the console show for one
 * experiment (one campaign of one banner type), computed from counted visitors only. Numbers and a
 * verdict key; the words for each key are in content/i18n/ab-results.*.ts (verdict-text.ts).
 */

/** Significance of the comparison (95% confidence), however often the results are looked at. */
export const AB_ALPHA = 0.05;
/** The smallest relative change in CTR worth acting on, unless marketing sets another. */
export const DEFAULT_MDE = 0.1;
/** The normal approximation behind the test wants at least this many clicks and non-clicks per variant. */
const MIN_OUTCOMES = 5;

export type VerdictKey =
  | 'baseline'
  | 'only_variant'
  | 'sample_ratio_mismatch'
  | 'weights_changed'
  | 'too_little_data'
  | 'better'
  | 'worse'
  | 'no_meaningful_difference'
  | 'keep_running';

export interface VariantResult {
  variant: string;
  /** The variant's share of the weights (0–1) when its visitors were counted; null if it changed. */
  share: number | null;
  impressions: number;
  clicks: number;
  /** clicks / impressions; null without impressions. */
  ctr: number | null;
  /** Wilson 95% interval of the CTR. */
  ctrInterval: [number, number] | null;
  /** Relative change of the CTR against the baseline; null for the baseline or a baseline without clicks. */
  lift: number | null;
  /** The always-valid 95% interval of the lift (the difference's interval over the baseline's CTR). */
  liftInterval: [number, number] | null;
  /** CTR − the baseline's CTR, and its always-valid 95% interval. */
  difference: number | null;
  differenceInterval: [number, number] | null;
  /** Always-valid p-value against the baseline; null for the baseline or before the test has a look to weigh. */
  pValue: number | null;
  /**
   * The Hong Kong day whose look decided the comparison (better, worse, no difference that
   * matters); lift, ranges and p-value are then that look's, not the latest counts'. Null undecided.
   */
  decidedOn: string | null;
  /** Visitors each of the two variants needs to show the minimum detectable effect (sample-size.ts). */
  visitorsNeededPerVariant: number | null;
  /** About how many more visitors of the experiment (all variants) until then; 0 once reached or decided. */
  moreVisitors: number | null;
  verdict: VerdictKey;
  /** Counted today (ExperimentResult.today) so far: not yet in the figures above. */
  todayImpressions: number;
  todayClicks: number;
}

export interface ExperimentResult {
  campaign: string;
  bannerType: string;
  /** The variant the others are compared with: the first name in order (name the control A). */
  baseline: string;
  /** The effect the reader plans for (visitors still needed); it changes nothing else. */
  mde: number;
  /**
   * The relative effect the test was started with: the spread of its mixture (msprt.ts) and the
   * margin of "no difference that matters". Fixed with the experiment at its first counted event,
   * so the p-value and the verdict never depend on who reads them, with which effect in mind.
   */
  testMde: number;
  alpha: number;
  /** Finished Hong Kong days with counted events: the looks the always-valid statistics have taken. */
  days: number;
  /** The unfinished Hong Kong day whose counts are kept apart (todayImpressions, todayClicks), or null. */
  today: string | null;
  srm: SrmResult | null;
  /**
   * Visitors were moved between variants while the test ran: its counted events were recorded
   * under two assignments, or the live list now assigns otherwise (assignment.ts), or the console
   * changed the weights after the first counted event (`weightsChangedAt`). The sample-ratio check and the sequential test then do not hold: no
   * verdict, p-value or always-valid range is given.
   */
  weightsChanged: boolean;
  /** When the console last changed the test's weights after its first counted event (ISO 8601, UTC), or null. */
  weightsChangedAt: string | null;
  variants: VariantResult[];
}

/** Visitors counted on one day (Hong Kong date) for one variant: first impressions, and clicks after one. */
export interface DailyCount {
  day: string;
  variant: string;
  impressions: number;
  clicks: number;
}

export interface ExperimentInput {
  campaign: string;
  bannerType: string;
  /** Per variant, every share of the weights its counted impressions were recorded with. */
  shares: Record<string, number[]>;
  daily: DailyCount[];
  /** The distinct assignments (assignment.ts) its counted events were recorded with. */
  assignments?: readonly string[];
  /** The assignment the live banner list makes now; null or absent when the experiment is not live. */
  liveAssignment?: string | null;
  /** The effect the test was started with (ab_experiments); DEFAULT_MDE when it has none. */
  testMde?: number;
  /** When a change to the banners moved this test's visitors after its first counted event (the audit log), if it did. */
  weightsChangedAt?: string | null;
  /**
   * The Hong Kong day now. It is not a look until it ends: a look taken part-way through would be
   * taken again, with other counts, and a result could appear and vanish within the day. (Events
   * carry the worker's clock, so no day comes after it.)
   */
  today?: string | null;
}

export const byVariantName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

const enoughOutcomes = (a: Arm) => a.clicks >= MIN_OUTCOMES && a.impressions - a.clicks >= MIN_OUTCOMES;

/** Cumulative counts per variant at the end of each day, oldest first. */
function cumulativeByDay(names: string[], daily: DailyCount[]): { day: string; arms: Map<string, Arm> }[] {
  const days = [...new Set(daily.map((d) => d.day))].sort();
  const running = new Map(names.map((n) => [n, { impressions: 0, clicks: 0 }]));
  return days.map((day) => {
    for (const d of daily) {
      if (d.day !== day) continue;
      const arm = running.get(d.variant)!;
      arm.impressions += d.impressions;
      arm.clicks += d.clicks;
    }
    return { day, arms: new Map([...running].map(([n, a]) => [n, { ...a }])) };
  });
}

export function experimentResult(input: ExperimentInput, mde = DEFAULT_MDE, alpha = AB_ALPHA): ExperimentResult {
  const testMde = input.testMde ?? DEFAULT_MDE;
  const configured = configuredVariants(
    {
      shares: input.shares,
      counted: input.daily.map((d) => d.variant),
      assignments: input.assignments ?? [],
      liveAssignment: input.liveAssignment ?? null,
    },
    byVariantName,
  );
  const { names, shares } = configured;
  const today = input.today ?? null;
  const looks = cumulativeByDay(
    names,
    input.daily.filter((d) => d.day !== today),
  );
  const countedToday = (name: string, figure: 'impressions' | 'clicks') =>
    input.daily.reduce((sum, d) => (d.day === today && d.variant === name ? sum + d[figure] : sum), 0);
  const totals = looks.at(-1)?.arms ?? new Map(names.map((n) => [n, { impressions: 0, clicks: 0 }]));
  const weightsChangedAt = input.weightsChangedAt ?? null;
  const weightsChanged = weightsChangedAt !== null || configured.changed;
  // The check compares the split with one set of weights: after a change there is none.
  const srm =
    !weightsChanged && shares.every((s) => s !== null)
      ? sampleRatioMismatch(
          names.map((n) => totals.get(n)!.impressions),
          shares as number[],
        )
      : null;

  const baseline = names[0] ?? '';
  const base = totals.get(baseline) ?? { impressions: 0, clicks: 0 };
  const baseCtr = base.impressions ? base.clicks / base.impressions : null;
  const allImpressions = names.reduce((sum, n) => sum + totals.get(n)!.impressions, 0);

  const variants = names.map((name, i): VariantResult => {
    const arm = totals.get(name)!;
    const ctr = arm.impressions ? arm.clicks / arm.impressions : null;
    const own = {
      variant: name,
      share: shares[i]!,
      impressions: arm.impressions,
      clicks: arm.clicks,
      ctr,
      ctrInterval: wilsonInterval(arm.clicks, arm.impressions),
      todayImpressions: countedToday(name, 'impressions'),
      todayClicks: countedToday(name, 'clicks'),
    };
    const none = {
      lift: null,
      liftInterval: null,
      difference: null,
      differenceInterval: null,
      pValue: null,
      decidedOn: null,
      visitorsNeededPerVariant: null,
      moreVisitors: null,
    };
    if (name === baseline) return { ...own, ...none, verdict: names.length > 1 ? 'baseline' : 'only_variant' };

    // Visitors moved between variants: the counts describe what happened, but no test of them holds.
    if (weightsChanged) return { ...own, ...none, lift: ctr !== null && baseCtr ? (ctr - baseCtr) / baseCtr : null, verdict: 'weights_changed' };

    // The test weighs a look once both variants have enough clicks and non-clicks for its normal approximation.
    const pairLooks: DayLook[] = looks
      .map((l) => ({ day: l.day, base: l.arms.get(baseline)!, other: l.arms.get(name)! }))
      .filter((l) => enoughOutcomes(l.base) && enoughOutcomes(l.other));
    const comparison = compareVariants(pairLooks, testMde, alpha);
    const difference = ctr !== null && baseCtr !== null ? ctr - baseCtr : null;
    // Plan from the baseline's rate, or the pooled one while the baseline has no click yet.
    const planCtr = baseCtr || (base.clicks + arm.clicks) / Math.max(1, base.impressions + arm.impressions);
    const needed = visitorsPerVariant(planCtr, mde, alpha, testMde);
    const impressionShare = (n: string) => (allImpressions ? totals.get(n)!.impressions / allImpressions : 1 / names.length);
    // Each of the two variants gets its share of the experiment's visitors: the slower one decides.
    const moreVisitors =
      needed === null
        ? null
        : Math.ceil(Math.max(0, ...[baseline, name].map((n) => (needed - totals.get(n)!.impressions) / (shares[names.indexOf(n)] ?? impressionShare(n)))));

    const verdict: VerdictKey = srm?.mismatch ? 'sample_ratio_mismatch' : (comparison?.verdict ?? 'too_little_data');
    if (!comparison)
      return { ...own, ...none, lift: difference !== null && baseCtr ? difference / baseCtr : null, visitorsNeededPerVariant: needed, moreVisitors, verdict };
    // A decided comparison needs no more visitors, whatever the plan said.
    return {
      ...own,
      lift: comparison.lift,
      liftInterval: comparison.liftInterval,
      difference: comparison.look.difference,
      differenceInterval: comparison.look.interval,
      pValue: comparison.look.pValue,
      decidedOn: comparison.decidedOn,
      visitorsNeededPerVariant: needed,
      moreVisitors: comparison.decidedOn ? 0 : moreVisitors,
      verdict,
    };
  });

  return {
    campaign: input.campaign,
    bannerType: input.bannerType,
    baseline,
    mde,
    testMde,
    alpha,
    days: looks.length,
    today,
    srm,
    weightsChanged,
    weightsChangedAt,
    variants,
  };
}
