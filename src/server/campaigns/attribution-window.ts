/**
 * How long after a campaign landing a visitor's form opens, leads and requests count for that
 * campaign (worker/campaigns/attribution.ts; the campaigns report states it). A month covers a
 * loan decision taken over a few paydays; the landings are kept 395 days (worker/retention.ts).
 */
export const ATTRIBUTION_DAYS = 30;
