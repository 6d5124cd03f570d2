import type { AbResultsCopy } from '../../../content/i18n/ab-results.zh-HK';
import type { ExperimentResult, VariantResult } from './results';

/** A share as a signed percentage with one decimal: +30.0%, -4.2%. */
export const signedPercent = (v: number) => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)}%`;

/** A relative effect as a percentage with at most one decimal: 0.1 -> '10%'. */
const relativePercent = (v: number) => `${Math.round(v * 1000) / 10}%`;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The plain-words verdict of one variant, in the copy's language. Undecided once the visitors
 * planned for the reader's effect are all in, it says that instead of "0 more visitors".
 */
export function verdictText(copy: AbResultsCopy, experiment: ExperimentResult, v: VariantResult): string {
  const dash = '–';
  const plannedSizeReached = v.verdict === 'keep_running' && v.moreVisitors === 0;
  // Too few clicks to judge needs more visitors, whatever the plan says.
  const more = v.moreVisitors === null || v.moreVisitors === 0 ? copy.moreUnknown : fill(copy.more, { n: v.moreVisitors.toLocaleString('en-US') });
  return fill(plannedSizeReached ? copy.plannedSizeReached : copy.verdict[v.verdict], {
    variant: v.variant,
    baseline: experiment.baseline,
    lift: v.lift === null ? dash : signedPercent(v.lift),
    low: v.liftInterval ? signedPercent(v.liftInterval[0]) : dash,
    high: v.liftInterval ? signedPercent(v.liftInterval[1]) : dash,
    mde: relativePercent(experiment.mde),
    margin: relativePercent(experiment.testMde),
    more,
  });
}

/** The day a comparison was decided on, and that its figures are that day's; null undecided. */
export const decidedText = (copy: AbResultsCopy, v: VariantResult): string | null => (v.decidedOn ? fill(copy.decidedOn, { day: v.decidedOn }) : null);

/** What was counted today so far, kept out of the test until the day ends; null when nothing was. */
export function todayText(copy: AbResultsCopy, experiment: ExperimentResult): string | null {
  const counted = experiment.variants.filter((v) => v.todayImpressions || v.todayClicks);
  if (!experiment.today || !counted.length) return null;
  const n = (v: number) => v.toLocaleString('en-US');
  const counts = counted.map((v) => fill(copy.todayVariant, { variant: v.variant, impressions: n(v.todayImpressions), clicks: n(v.todayClicks) }));
  return fill(copy.todaySoFar, { day: experiment.today, counts: counts.join(copy.listSeparator) });
}

/** Hong Kong wall time of an ISO instant, the same in both languages: '2027-01-12 10:30'. */
const hkMinute = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Why an experiment gets no verdict because its weights changed while it ran; null when they did not. */
export function weightsChangedText(copy: AbResultsCopy, experiment: ExperimentResult): string | null {
  if (!experiment.weightsChanged) return null;
  return experiment.weightsChangedAt ? fill(copy.weightsChangedAt, { at: hkMinute(experiment.weightsChangedAt) }) : copy.weightsChanged;
}

/** The sample-ratio line of an experiment; null when it cannot be checked (one variant, weights changed). */
export function srmText(copy: AbResultsCopy, experiment: ExperimentResult): string | null {
  if (!experiment.srm) return null;
  return experiment.srm.mismatch ? copy.srmMismatch : copy.srmOk;
}
