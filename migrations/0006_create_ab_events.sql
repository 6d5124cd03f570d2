-- Counted A/B banner events (POST /api/track, docs/banners.md "What counts"): one row per visitor,
-- experiment, variant and event at most. The visitor is the site's anon_id cookie; the variant is
-- the one the server assigns that visitor (src/server/banners/assign.ts); a click is stored only
-- after that visitor's impression. The report and the console read this table only.
CREATE TABLE ab_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('banner_impression', 'banner_click')),
  banner_type TEXT NOT NULL,
  campaign TEXT NOT NULL,
  variant TEXT NOT NULL,
  anonymous_id TEXT NOT NULL,
  -- The variant's share of its experiment's weights when this visitor was counted (the sample-ratio check).
  share REAL NOT NULL
);

-- Repeats collapse: a second impression or click of the same visitor adds nothing.
CREATE UNIQUE INDEX ab_events_once ON ab_events (campaign, banner_type, variant, anonymous_id, event);
