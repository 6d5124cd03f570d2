import { campaignFields, isCampaign } from '../../src/shared/campaigns/fields';
import { ATTRIBUTION_DAYS } from '../../src/server/campaigns/attribution-window';
import { hongKongDay } from '../../src/server/vitals/days';
import { countUncounted, type CampaignEvent } from './uncounted';

/**
 * Which campaign a visitor's form open, lead or request counts for (docs/lead-form.md, "Campaign
 * attribution"): the campaign of that visitor's latest landing recorded by the edge (landing.ts)
 * within ATTRIBUTION_DAYS, whatever the request's body or event says. The body's campaign string is
 * still stored and forwarded with a lead; it only decides whether a miss is worth counting as
 * "not counted" (it claimed a campaign) or is an ordinary visit without one.
 */
const DAY_MS = 24 * 3600_000;

interface Landing {
  campaign: string;
  landing_page: string;
}

/** The visitor's latest recorded landing within the window, or null. */
async function latestLanding(db: D1Database, visitor: string, now: Date): Promise<Landing | null> {
  const since = new Date(now.getTime() - ATTRIBUTION_DAYS * DAY_MS).toISOString();
  return db
    .prepare('SELECT campaign, landing_page FROM campaign_landings WHERE anonymous_id = ? AND landed_at >= ? ORDER BY landed_at DESC LIMIT 1')
    .bind(visitor, since)
    .first<Landing>();
}

/** Whether a stored campaign string names a campaign (the miss then goes into the report's "not counted"). */
const claimsCampaign = (utm: string): boolean => isCampaign(campaignFields(utm));

export interface ConversionInput {
  /** The lead's or request's id. */
  id: string;
  kind: Extract<CampaignEvent, 'lead' | 'contact' | 'callback'>;
  /** The signed visitor id of the request, or null. */
  visitor: string | null;
  /** The campaign string the request itself carried (body or cookie). */
  claimed: string;
  now: Date;
}

/** Files a new lead or request under its visitor's campaign, or counts why it cannot be. */
export async function attributeConversion(db: D1Database, { id, kind, visitor, claimed, now }: ConversionInput): Promise<void> {
  const landing = visitor ? await latestLanding(db, visitor, now) : null;
  if (landing) {
    await db
      .prepare('INSERT OR IGNORE INTO campaign_conversions (id, kind, day, campaign, landing_page) VALUES (?, ?, ?, ?, ?)')
      .bind(id, kind, hongKongDay(now), landing.campaign, landing.landing_page)
      .run();
  } else if (claimsCampaign(claimed)) {
    await countUncounted(db, kind, visitor ? 'no_landing' : 'no_id', now);
  }
}

/** A lead-form open: once per visitor, campaign and day, only with a landing in the window. */
export async function attributeFormOpen(db: D1Database, visitor: string | null, claimed: boolean, now: Date): Promise<void> {
  const landing = visitor ? await latestLanding(db, visitor, now) : null;
  if (landing) {
    await db
      .prepare('INSERT OR IGNORE INTO campaign_form_opens (day, anonymous_id, campaign, landing_page) VALUES (?, ?, ?, ?)')
      .bind(hongKongDay(now), visitor, landing.campaign, landing.landing_page)
      .run();
  } else if (claimed) {
    await countUncounted(db, 'form_open', visitor ? 'no_landing' : 'no_id', now);
  }
}
