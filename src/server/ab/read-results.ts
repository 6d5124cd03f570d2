import { byVariantName, DEFAULT_MDE, experimentResult, type DailyCount, type ExperimentInput, type ExperimentResult } from '../../shared/ab/results';

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

interface ShareRow {
  campaign: string;
  banner_type: string;
  variant: string;
  share: number;
}

/**
 * The A/B results of every experiment (or of one campaign's), in campaign and banner-type order,
 * from the counted events of D1 `ab_events` (migrations/0006): one daily look per Hong Kong day.
 * The one source of the ops report, its CSV and JSON, and the console's results page.
 */
export async function readAbResults(
  db: SqlReader,
  { campaign, mde = DEFAULT_MDE }: { campaign?: string | undefined; mde?: number } = {},
): Promise<ExperimentResult[]> {
  const byCampaign = campaign ? 'AND campaign = ?' : '';
  const params = campaign ? [campaign] : [];
  const [daily, shares] = await Promise.all([
    db.all<DailyRow>(
      `SELECT campaign, banner_type, variant, date(received_at, '+8 hours') AS day,
              SUM(event = 'banner_impression') AS impressions, SUM(event = 'banner_click') AS clicks
         FROM ab_events
        WHERE 1 ${byCampaign}
        GROUP BY campaign, banner_type, variant, day`,
      params,
    ),
    db.all<ShareRow>(`SELECT DISTINCT campaign, banner_type, variant, share FROM ab_events WHERE event = 'banner_impression' ${byCampaign}`, params),
  ]);
  const experiments = new Map<string, ExperimentInput>();
  const experiment = (r: { campaign: string; banner_type: string }) => {
    const key = `${r.campaign}\n${r.banner_type}`;
    const found = experiments.get(key) ?? { campaign: r.campaign, bannerType: r.banner_type, shares: {}, daily: [] as DailyCount[] };
    experiments.set(key, found);
    return found;
  };
  for (const r of daily) experiment(r).daily.push({ day: r.day, variant: r.variant, impressions: Number(r.impressions), clicks: Number(r.clicks) });
  for (const r of shares) (experiment(r).shares[r.variant] ??= []).push(Number(r.share));
  return [...experiments.keys()].sort(byVariantName).map((key) => experimentResult(experiments.get(key)!, mde));
}
