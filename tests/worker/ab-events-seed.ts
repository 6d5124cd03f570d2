/**
 * Counted A/B events written straight into D1 `ab_events`, as /api/track stores them: `visitors`
 * impressions of a variant on a day (Hong Kong noon), the first `clickers` of those visitors also
 * clicked; weights 50/50. For the report's and the console's tests, which need thousands of rows.
 */
export async function seedAbEvents(db: D1Database, day: string, campaign: string, bannerType: string, variant: string, visitors: number, clickers: number) {
  const rows = `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ? - 1)`;
  const insert = 'INSERT INTO ab_events (received_at, event, banner_type, campaign, variant, anonymous_id, share)';
  for (const [event, count] of [
    ['banner_impression', visitors],
    ['banner_click', clickers],
  ] as const) {
    await db
      .prepare(`${insert} ${rows} SELECT ?, ?, ?, ?, ?, ? || '-' || i, 0.5 FROM seq`)
      .bind(count, `${day}T04:00:00.000Z`, event, bannerType, campaign, variant, `${campaign}-${variant}-${day}`)
      .run();
  }
}
