-- First-party analytics events (POST /api/track), also the source of A/B test reports.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  event TEXT NOT NULL,
  anonymous_id TEXT NOT NULL,
  properties TEXT NOT NULL DEFAULT '{}',
  context TEXT NOT NULL DEFAULT '{}'
);

CREATE INDEX analytics_events_event ON analytics_events (event, received_at);
