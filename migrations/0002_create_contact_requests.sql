-- Contact-us form and callback form requests (docs/product-rules.md §3).
CREATE TABLE contact_requests (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'callback')),
  title TEXT,
  surname TEXT,
  given_name TEXT,
  mobile TEXT NOT NULL,
  time_slot TEXT NOT NULL,
  loan_code INTEGER,
  theclub_id TEXT,
  tapngo_id TEXT,
  is_opt_in INTEGER NOT NULL DEFAULT 0 CHECK (is_opt_in IN (0, 1)),
  referrer TEXT NOT NULL DEFAULT '',
  utm TEXT NOT NULL DEFAULT ''
);

CREATE INDEX contact_requests_created ON contact_requests (created_at);
