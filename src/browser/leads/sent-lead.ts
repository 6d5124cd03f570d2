/**
 * The session's sent lead (../../shared/leads/sent-lead.ts), read and written in the browser.
 * Session storage can be unavailable (a privacy mode, a full quota): then there is no record, and
 * the page still shows the confirmation it was landed on with.
 */
import { readSentLead, type SentLead } from '../../shared/leads/sent-lead';
import { SENT_LEAD_ATTRIBUTE, SENT_LEAD_KEY } from '../../shared/leads/sent-lead-mark';

export function sentLead(): SentLead | null {
  try {
    return readSentLead(sessionStorage.getItem(SENT_LEAD_KEY));
  } catch {
    return null;
  }
}

/** Keeps the lead for the session and labels this page's apply buttons as sent at once. */
export function rememberSentLead(lead: SentLead): void {
  document.documentElement.setAttribute(SENT_LEAD_ATTRIBUTE, '');
  try {
    sessionStorage.setItem(SENT_LEAD_KEY, JSON.stringify(lead));
  } catch {
    // Nothing to keep it in: the landing page's confirmation still shows (it has the lead in memory).
  }
}
