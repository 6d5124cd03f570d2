import { postJson } from './api';
import { LEAD_ENDPOINT } from '../../shared/leads/endpoints';
import { clearStoredUtm } from './clear-campaign';
import { trackLeadCreated } from './lead-events';
import { retryPending } from './pending';
import { rememberSentLead, sentLead } from './sent-lead';

/**
 * Sends the kept leads again (see pending.ts): analytics for each one taken, the campaign
 * cleared as after any taken lead, and a warning for one refused for good.
 */
export async function retryKeptLeads(storage: Storage) {
  const report = await retryPending(storage, (body) => postJson(LEAD_ENDPOINT, body), Date.now());
  for (const { body, id } of report.sent) {
    trackLeadCreated(body, id, { retried: true });
    // The session's sent lead had no reference while it was kept: it has one now.
    const kept = sentLead();
    if (kept && !kept.ref && kept.product === Number(body.loan_type)) rememberSentLead({ ...kept, ref: id });
  }
  // The visitor stays on this page: nothing needs to wait for the cookie jar.
  if (report.sent.length > 0) void clearStoredUtm();
  for (const { status } of report.refused) console.warn('a kept lead was refused by the server', status);
}
