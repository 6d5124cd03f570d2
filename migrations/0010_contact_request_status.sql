-- The customer-service queue (docs/admin.md, "Contact requests"): where each contact or callback
-- request stands, and who moved it last. Every move is also an audit_log row (who, when, from, to).
ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'no_answer', 'closed'));
ALTER TABLE contact_requests ADD COLUMN status_at TEXT;
ALTER TABLE contact_requests ADD COLUMN status_by TEXT;
-- How often nobody answered: the officer sees it on the next try.
ALTER TABLE contact_requests ADD COLUMN no_answer_count INTEGER NOT NULL DEFAULT 0;

CREATE INDEX contact_requests_status ON contact_requests (status, created_at);
-- The same number sending the same form again within minutes is one request (worker/api/contact.ts).
CREATE INDEX contact_requests_mobile ON contact_requests (mobile, created_at);
