-- A contact request's page says whether the same number also left a lead (worker/db/same-number-leads.ts):
-- one lookup by number, newest first, on every opening of a request.
CREATE INDEX IF NOT EXISTS leads_mobile ON leads (mobile, created_at);
