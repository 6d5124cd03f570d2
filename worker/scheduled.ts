import { refreshAppLists } from './app-lists/refresh';
import { refreshBanners } from './banner-refresh';
import { noticeNewContacts } from './contact-notice';
import { LeadStore } from './db/lead-store';
import { checkOutbox } from './outbox-notice';
import type { Env } from './env';
import { forwardDue, upstreamTimeout } from './forwarding';
import { purgeExpired } from './retention';
import { purgeOldVitals } from './vitals-retention';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The cron (wrangler.jsonc `triggers`): refreshes the banners from their upstream, the branch and
 * FAQ lists from the app service and forwards due leads from the outbox when those upstreams are
 * configured, and purges what is past its retention period: forwarded leads, the other tables
 * with personal data (retention.ts), web vitals past 90 days and the A/B and contact address caps'
 * daily hashes before yesterday. It also sends customer service the notice of contact requests
 * that came in after the last one (contact-notice.ts).
 */
export async function runScheduled(env: Env, now = new Date()): Promise<void> {
  if (env.BANNER_API_URL) {
    // A banner failure must not hold up the lead outbox.
    try {
      await refreshBanners(env);
    } catch (error) {
      console.error(`banners: refresh error (${(error as Error).name})`);
    }
  }
  if (env.APP_SERVICE_URL) {
    // Nor a failure of the app service's lists (each keeps its stored copy).
    try {
      await refreshAppLists(env);
    } catch (error) {
      console.error(`app lists: refresh error (${(error as Error).name})`);
    }
  }
  const store = new LeadStore(env.DB);
  if (env.LEAD_API_URL) {
    const { forwarded, failed, busy } = await forwardDue(store, env.LEAD_API_URL, now, upstreamTimeout(env));
    if (forwarded || failed || busy) {
      console.log(`outbox: ${forwarded} forwarded, ${failed} failed attempts${busy ? `, ${busy} being sent by another run` : ''}`);
    }
  }
  // After this run's forwarding: a backlog it cleared is no trouble.
  try {
    if ((await checkOutbox(env, now)) === 'sent') console.log('outbox: operations notified of leads waiting over 15 minutes');
  } catch (error) {
    console.error(`outbox notice: error (${(error as Error).name})`);
  }
  try {
    if ((await noticeNewContacts(env, now)) === 'sent') console.log('contact requests: customer service notified');
  } catch (error) {
    console.error(`contact notice: error (${(error as Error).name})`);
  }
  const days = Number(env.LEAD_RETENTION_DAYS ?? '30');
  if (Number.isFinite(days) && days > 0) {
    const purged = await store.purgeForwarded(new Date(now.getTime() - days * DAY_MS));
    if (purged) console.log(`retention: ${purged} forwarded lead(s) purged`);
  }
  await purgeExpired(env.DB, now);
  try {
    const vitals = await purgeOldVitals(env.DB, now);
    if (vitals) console.log(`retention: ${vitals} web-vitals row(s) older than 90 days purged`);
  } catch (error) {
    console.error(`web vitals: retention error (${(error as Error).name})`);
  }
}
