-- The A/B address cap (worker/api/ab-address-cap.ts, docs/banners.md "What counts"): the visitors
-- counted per client address, experiment and Hong Kong day. The address is never stored: only a
-- keyed hash of it and the day (HMAC under VISITOR_ID_SECRET), which changes every day and which
-- nobody without the secret can compute. Rows older than yesterday are purged by the cron.
CREATE TABLE ab_address_visitors (
  day TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  campaign TEXT NOT NULL,
  banner_type TEXT NOT NULL,
  anonymous_id TEXT NOT NULL,
  PRIMARY KEY (day, address_hash, campaign, banner_type, anonymous_id)
);
