-- The console's audit log (/admin, worker/db/audit-log.ts): who changed what, when, and the value
-- before and after. Rows are only ever added; the console lists them newest first.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- UTC, ISO 8601 (the console shows Hong Kong time).
  at TEXT NOT NULL,
  -- The Cloudflare Access e-mail of the operator ('dev@localhost' for the local development sign-in).
  actor TEXT NOT NULL,
  -- What was done, e.g. 'maintenance.on', 'lead.retry'.
  action TEXT NOT NULL,
  -- What it was done to, e.g. the KV key or the lead's id.
  target TEXT NOT NULL,
  -- JSON of the value before and after (null when there was none); never personal data.
  before_json TEXT,
  after_json TEXT
);

CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
