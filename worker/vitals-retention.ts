import { lastDays } from '../src/server/vitals/days';

/** The report's longest period (`npm run ops -- vitals --days 90`): older rows are never read. */
const VITALS_RETENTION_DAYS = 90;

/** Deletes the web-vitals rows older than the last 90 Hong Kong days (the cron); returns how many. */
export async function purgeOldVitals(db: D1Database, now: Date): Promise<number> {
  const oldestKept = lastDays(VITALS_RETENTION_DAYS, now)[0]!;
  const result = await db.prepare('DELETE FROM web_vitals WHERE day < ?').bind(oldestKept).run();
  return result.meta.changes ?? 0;
}
