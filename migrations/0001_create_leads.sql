-- Leads from the short lead form. A lead is written here before the visitor gets an answer; the
-- forwarding columns make this table the outbox for the optional upstream lead API.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  mobile TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('M', 'F')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  loan_code INTEGER NOT NULL,
  loan_type TEXT NOT NULL,
  utm TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  gclid TEXT NOT NULL DEFAULT '',
  theclub_id TEXT NOT NULL DEFAULT '',
  tapngo_id TEXT NOT NULL DEFAULT '',
  is_opt_in INTEGER NOT NULL DEFAULT 0 CHECK (is_opt_in IN (0, 1)),
  -- Same visitor, same details, within a short window: collapses double submissions.
  dedupe_key TEXT NOT NULL,
  -- Outbox: pending -> forwarded, or failed after too many attempts (flagged for operations).
  forward_state TEXT NOT NULL DEFAULT 'pending' CHECK (forward_state IN ('pending', 'forwarded', 'failed', 'local')),
  forward_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT,
  forwarded_at TEXT,
  upstream_id TEXT
);

CREATE INDEX leads_outbox ON leads (forward_state, next_attempt_at);
CREATE INDEX leads_dedupe ON leads (dedupe_key, created_at);
CREATE INDEX leads_created ON leads (created_at);
