-- The lead API speaks the original site's contract: `loan_type` arrives as a code or as a product
-- name in any language, and goes upstream as the product name in the visitor's language.
-- loan_type (existing) keeps the product slug, the same in every language.
-- loan_text: the product name in the visitor's language, exactly as sent upstream. NULL on leads
--   stored before this migration: they are sent with the Traditional Chinese name.
ALTER TABLE leads ADD COLUMN loan_text TEXT;
-- locale: the visitor's language (zh-HK, en-US or zh-CN), from the name sent, the form's page, or
--   the referrer.
ALTER TABLE leads ADD COLUMN locale TEXT CHECK (locale IN ('zh-HK', 'en-US', 'zh-CN'));
-- terms_accepted: 1 when the body said the terms were accepted (the site's own form always does);
--   NULL when it did not say (integrations built for the original site send no terms field).
ALTER TABLE leads ADD COLUMN terms_accepted INTEGER CHECK (terms_accepted IN (0, 1));
