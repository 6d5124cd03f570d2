-- Campaign attribution (docs/lead-form.md, "Campaign attribution"): what the campaigns report counts,
-- written by the worker only, never taken from a client's event. No personal data: the visitor is the
-- signed anon_id (pseudonymous), a campaign is its utm keys (campaignKey, never a member id), a lead
-- or request is its random id. The cron purges these after 395 days, the address hashes after a day.

-- A campaign landing: a page request that carried the campaign's parameters, recorded by the edge
-- under the visitor id it issued, once per visitor, campaign and Hong Kong day.
CREATE TABLE campaign_landings (
  day TEXT NOT NULL,
  anonymous_id TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landing_page TEXT NOT NULL,
  landed_at TEXT NOT NULL,
  PRIMARY KEY (day, anonymous_id, campaign)
);
-- Attribution looks up a visitor's latest landing.
CREATE INDEX campaign_landings_visitor ON campaign_landings (anonymous_id, landed_at);

-- The address cap on landings: the visitors one address brought into a campaign on a Hong Kong day,
-- under a keyed hash of the address and the day (never the address), as ab_address_visitors.
CREATE TABLE campaign_address_visitors (
  day TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  campaign TEXT NOT NULL,
  anonymous_id TEXT NOT NULL,
  PRIMARY KEY (day, address_hash, campaign, anonymous_id)
);

-- Lead-form opens of visitors with a landing of the campaign within the attribution window: one per
-- visitor, campaign and day (distinct visitors, not openings).
CREATE TABLE campaign_form_opens (
  day TEXT NOT NULL,
  anonymous_id TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landing_page TEXT NOT NULL,
  PRIMARY KEY (day, anonymous_id, campaign)
);

-- Leads, contact and callback requests attributed to a campaign from the server's record of the
-- visit: the lead's or request's id, the kind, the campaign and landing page of the visitor's landing.
CREATE TABLE campaign_conversions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('lead', 'contact', 'callback')),
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landing_page TEXT NOT NULL
);
CREATE INDEX campaign_conversions_day ON campaign_conversions (day);

-- What claimed a campaign and was not counted, and why: per Hong Kong day, event and reason.
CREATE TABLE campaign_uncounted (
  day TEXT NOT NULL,
  event TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('no_id', 'over_cap', 'no_landing')),
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, event, reason)
);
