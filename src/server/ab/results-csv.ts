import type { AbResultsCopy } from '../../../content/i18n/ab-results.zh-HK';
import type { ExperimentResult } from '../../shared/ab/results';
import { verdictText } from '../../shared/ab/verdict-text';
import { csvText } from '../csv';

const AB_CSV_COLUMNS = [
  'campaign',
  'banner_type',
  'variant',
  'share',
  'impressions',
  'clicks',
  'ctr',
  'ctr_low',
  'ctr_high',
  'lift',
  'lift_low',
  'lift_high',
  'p_value',
  'srm_p_value',
  'visitors_needed_per_variant',
  'more_visitors',
  'verdict_key',
  'verdict',
  'decided_on',
  'today_impressions',
  'today_clicks',
] as const;

/**
 * The results as CSV, one row per variant, the same numbers as the console and the text report
 * (raw fractions: 0.13 is 13%; intervals are 95%: Wilson for the CTR, always-valid for the lift;
 * decided_on: the Hong Kong day whose look decided the comparison, the lift's and p-value's day;
 * today_*: counted today so far, not yet in the other figures). Cells as ../csv.ts writes them: a
 * variant or campaign name is whatever was published.
 */
export function abResultsCsv(results: readonly ExperimentResult[], copy: AbResultsCopy): string {
  const rows = results.flatMap((e) =>
    e.variants.map((v) => [
      e.campaign,
      e.bannerType,
      v.variant,
      v.share,
      v.impressions,
      v.clicks,
      v.ctr,
      v.ctrInterval?.[0],
      v.ctrInterval?.[1],
      v.lift,
      v.liftInterval?.[0],
      v.liftInterval?.[1],
      v.pValue,
      e.srm?.pValue,
      v.visitorsNeededPerVariant,
      v.moreVisitors,
      v.verdict,
      verdictText(copy, e, v),
      v.decidedOn,
      v.todayImpressions,
      v.todayClicks,
    ]),
  );
  return csvText(AB_CSV_COLUMNS, rows);
}
