import { assignVariants } from '../../src/server/banners/assign';
import { assignmentFingerprint } from '../../src/shared/ab/assignment';
import { DEFAULT_MDE } from '../../src/shared/ab/results';
import { liveBanners, variantName } from '../../src/server/config/banners';
import { workerBannerSchemas } from '../banner-image-origins';
import type { Env } from '../env';
import { readConfig } from '../kv-config';
import { assignmentPointOf } from '../visitor-assignment';
import { admitVisitor } from './ab-address-cap';

const BANNER_EVENTS = ['banner_impression', 'banner_click'] as const;
export type BannerEvent = (typeof BANNER_EVENTS)[number];

export const isBannerEvent = (event: string): event is BannerEvent => (BANNER_EVENTS as readonly string[]).includes(event);

/**
 * Counts one banner impression or click for the A/B report, if it may count (docs/banners.md,
 * "What counts"); returns whether it was counted (a new row in ab_events).
 *
 * - The visitor is the anon_id cookie the edge signed (the caller passes it once its signature
 *   checked out: visitor-id.ts), never the body's id.
 * - The variant is the one the server assigns this visitor in this experiment, derived again here
 *   from the live banner list exactly as /api/banners chose it (assign.ts: a keyed hash of the
 *   experiment and the visitor id over the weights). Nothing is stored when the banners are served,
 *   and no assignment can be claimed: an event naming another variant (or banner id), or an
 *   experiment that is not live, is not counted.
 * - A visitor's first impression counts only while the client's address has room in the
 *   experiment today (ab-address-cap.ts).
 * - A click counts only after an impression of the same variant by the same visitor was counted.
 * - One impression and one click per visitor, experiment and variant (the UNIQUE index of
 *   migrations/0006): repeats add nothing.
 */
export async function countBannerEvent(
  env: Env,
  { visitor, client }: { visitor: string; client: string },
  event: BannerEvent,
  properties: Record<string, unknown>,
): Promise<boolean> {
  const { banner_type: bannerType, campaign, variant, banner_id: bannerId } = properties;
  if (typeof bannerType !== 'string' || typeof campaign !== 'string' || typeof variant !== 'string') return false;
  const live = await readConfig(env.CONFIG, 'banners', workerBannerSchemas(env).list);
  const experiment = liveBanners(live ?? [], new Date()).filter((b) => b.banner_type === bannerType && b.campaign === campaign);
  if (!experiment.length) return false;
  const [assigned] = await assignVariants(experiment, assignmentPointOf(env, visitor));
  if (!assigned || variantName(assigned) !== variant) return false;
  if (bannerId !== undefined && String(bannerId) !== String(assigned.id)) return false;
  if (event === 'banner_impression' && !(await admitVisitor(env, { client, visitor, campaign, bannerType }))) return false;
  const share = (assigned.weight ?? 1) / experiment.reduce((sum, b) => sum + (b.weight ?? 1), 0);

  // The assignment it was counted under, so that a change of the split by any path shows in the
  // results (src/shared/ab/assignment.ts); and the experiment's fixed settings with its first event.
  const at = new Date().toISOString();
  const row = [at, event, bannerType, campaign, variant, visitor, share, assignmentFingerprint(experiment)];
  const insert = 'INSERT OR IGNORE INTO ab_events (received_at, event, banner_type, campaign, variant, anonymous_id, share, assignment)';
  const statement =
    event === 'banner_impression'
      ? env.DB.prepare(`${insert} VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).bind(...row)
      : env.DB.prepare(
          `${insert} SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (
             SELECT 1 FROM ab_events
              WHERE event = 'banner_impression' AND campaign = ? AND banner_type = ? AND variant = ? AND anonymous_id = ?)`,
        ).bind(...row, campaign, bannerType, variant, visitor);
  const started = env.DB.prepare(
    `INSERT OR IGNORE INTO ab_experiments (campaign, banner_type, started_at, mixture_mde)
     SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ab_events WHERE campaign = ? AND banner_type = ?)`,
  ).bind(campaign, bannerType, at, DEFAULT_MDE, campaign, bannerType);
  const [counted] = await env.DB.batch([statement, started]);
  return (counted?.meta.changes ?? 0) > 0;
}
