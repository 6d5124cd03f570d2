import { assignmentFingerprint } from '../../shared/ab/assignment';
import { byVariantName, DEFAULT_MDE, experimentResult, type DailyCount, type ExperimentInput, type ExperimentResult } from '../../shared/ab/results';
import { liveBanners, type Banner } from '../config/banners';
import { hongKongDay } from '../vitals/days';
import { experimentId, weightsChangedAt, type BannerChangeRow } from './weight-changes';

/** What the results need of a database: the ops CLI's LeadDb, or D1 through `d1Reader`. */
export interface SqlReader {
  all<T>(sql: string, params?: (string | number | null)[]): Promise<T[]>;
}

/** The worker's D1 binding as a SqlReader (for the console). */
export const d1Reader = (db: D1Database): SqlReader => ({
  all: async <T>(sql: string, params: (string | number | null)[] = []) =>
    (
      await db
        .prepare(sql)
        .bind(...params)
        .all<T>()
    ).results,
});

interface DailyRow {
  campaign: string;
  banner_type: string;
  variant: string;
  day: string;
  impressions: number;
  clicks: number;
}

interface FirstRow {
  campaign: string;
  banner_type: string;
  first: string;
}

interface AssignmentRow {
  campaign: string;
  banner_type: string;
  assignment: string;
}

interface StartRow {
  campaign: string;
  banner_type: string;
  mixture_mde: number;
}

/** The assignment the live list makes now, per experiment (the variants live at `now`, in stored order, as assign.ts takes them). */
function liveAssignments(stored: readonly Banner[], now: Date): Map<string, string> {
  const byExperiment = new Map<string, Banner[]>();
  for (const b of liveBanners([...stored], now)) {
    const key = experimentId(b.campaign, b.banner_type);
    byExperiment.set(key, [...(byExperiment.get(key) ?? []), b]);
  }
  return new Map([...byExperiment].map(([key, variants]) => [key, assignmentFingerprint(variants)]));
}

interface ShareRow {
  campaign: string;
  banner_type: string;
  variant: string;
  share: number;
}

/**
 * The A/B results of every experiment (or of one campaign's), in campaign and banner-type order,
 * from the counted events of D1 `ab_events` (migrations/0006, 0008): one daily look per finished
 * Hong Kong day (today's counts are kept apart), with the effect each test was started with
 * (`ab_experiments`). Whether its visitors were moved between variants: the assignments recorded
 * with its events, the stored banner list `banners` (as the site reads it; its live variants are
 * reported even when never counted), and the console's audit log (./weight-changes.ts).
 * The one source of the ops report, its CSV and JSON, and the console's results page.
 */
export async function readAbResults(
  db: SqlReader,
  {
    campaign,
    mde = DEFAULT_MDE,
    now = new Date(),
    banners = [],
  }: { campaign?: string | undefined; mde?: number; now?: Date; banners?: readonly Banner[] } = {},
): Promise<ExperimentResult[]> {
  const byCampaign = campaign ? 'AND campaign = ?' : '';
  const params = campaign ? [campaign] : [];
  const [daily, shares, firsts, assignments, starts, changes] = await Promise.all([
    db.all<DailyRow>(
      `SELECT campaign, banner_type, variant, date(received_at, '+8 hours') AS day,
              SUM(event = 'banner_impression') AS impressions, SUM(event = 'banner_click') AS clicks
         FROM ab_events
        WHERE 1 ${byCampaign}
        GROUP BY campaign, banner_type, variant, day`,
      params,
    ),
    db.all<ShareRow>(`SELECT DISTINCT campaign, banner_type, variant, share FROM ab_events WHERE event = 'banner_impression' ${byCampaign}`, params),
    db.all<FirstRow>(`SELECT campaign, banner_type, MIN(received_at) AS first FROM ab_events WHERE 1 ${byCampaign} GROUP BY campaign, banner_type`, params),
    db.all<AssignmentRow>(
      `SELECT campaign, banner_type, assignment FROM ab_events WHERE assignment IS NOT NULL ${byCampaign}
        GROUP BY campaign, banner_type, assignment ORDER BY MIN(received_at)`,
      params,
    ),
    db.all<StartRow>(`SELECT campaign, banner_type, mixture_mde FROM ab_experiments WHERE 1 ${byCampaign}`, params),
    db.all<BannerChangeRow>("SELECT at, before_json, after_json FROM audit_log WHERE action LIKE 'banner.%' ORDER BY at, id"),
  ]);
  const live = liveAssignments(banners, now);
  const experiments = new Map<string, ExperimentInput & { assignments: string[] }>();
  const experiment = (r: { campaign: string; banner_type: string }) => {
    const key = experimentId(r.campaign, r.banner_type);
    const found = experiments.get(key) ?? {
      campaign: r.campaign,
      bannerType: r.banner_type,
      shares: {},
      daily: [] as DailyCount[],
      assignments: [],
      liveAssignment: live.get(key) ?? null,
      today: hongKongDay(now),
    };
    experiments.set(key, found);
    return found;
  };
  for (const r of daily) experiment(r).daily.push({ day: r.day, variant: r.variant, impressions: Number(r.impressions), clicks: Number(r.clicks) });
  for (const r of shares) (experiment(r).shares[r.variant] ??= []).push(Number(r.share));
  for (const r of assignments) experiment(r).assignments.push(r.assignment);
  for (const r of firsts) experiment(r).weightsChangedAt = weightsChangedAt(changes, r.campaign, r.banner_type, r.first);
  // Only experiments with counted events: a row here without one is not reported.
  for (const r of starts) {
    const found = experiments.get(experimentId(r.campaign, r.banner_type));
    if (found) found.testMde = Number(r.mixture_mde);
  }
  return [...experiments.keys()].sort(byVariantName).map((key) => experimentResult(experiments.get(key)!, mde));
}
