-- The contact queue's daily cap per client address (worker/api/contact-address-cap.ts,
-- docs/security.md "Contact requests per address"): one row per request stored, under a keyed hash
-- of the address and the Hong Kong day (HMAC under VISITOR_ID_SECRET), never the address. The cron
-- deletes days before yesterday.
CREATE TABLE contact_address_requests (
  day TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  request_id TEXT NOT NULL,
  PRIMARY KEY (day, address_hash, request_id)
);

-- Customer service's batched e-mail notice (worker/contact-notice.ts): one row, when the last notice
-- went out and the newest request it counted. A notice is claimed by one UPDATE of this row, so two
-- requests at once cannot both send one. Requests stored before this migration are not announced.
CREATE TABLE contact_notice (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  sent_at TEXT NOT NULL,
  counted_to TEXT NOT NULL,
  previous_to TEXT NOT NULL,
  announced INTEGER NOT NULL DEFAULT 0
);
INSERT INTO contact_notice (id, sent_at, counted_to, previous_to) VALUES (1, '1970-01-01T00:00:00.000Z', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
