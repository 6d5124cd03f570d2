/**
 * Where a session's sent lead is kept (session storage, under SENT_LEAD_KEY) and the document's
 * mark while it is (SENT_LEAD_ATTRIBUTE, set by the page's early inline script): apart from the
 * record's rules (./sent-lead.ts), so that the entry, which only asks whether there is one, does
 * not carry them.
 */
export const SENT_LEAD_KEY = 'leadSent';
export const SENT_LEAD_ATTRIBUTE = 'data-lead-sent';
