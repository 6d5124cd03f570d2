'use client';

import { useEffect } from 'react';
import { LEAD_ENDPOINT, postJson } from '../../lib/leads/api';
import { clearStoredUtm } from '../../lib/leads/browser-context';
import { trackLeadCreated } from '../../lib/leads/lead-events';
import { readPending, retryPending } from '../../lib/leads/pending';

let ranThisLoad = false;

/**
 * Sends again the leads the worker could not take before (session storage `pendingLeads`), once
 * per page load, shortly after the page is up. Each goes with the very same body, so the worker's
 * duplicate check makes a repeat harmless; taken or refused ones leave the queue. Renders nothing.
 */
export function PendingLeads() {
  useEffect(() => {
    if (ranThisLoad) return;
    let storage: Storage;
    try {
      storage = sessionStorage;
      if (readPending(storage).length === 0) return;
    } catch {
      return;
    }
    const timer = setTimeout(async () => {
      if (ranThisLoad) return;
      ranThisLoad = true;
      const report = await retryPending(storage, (body) => postJson(LEAD_ENDPOINT, body), Date.now());
      for (const { body, id } of report.sent) trackLeadCreated(body, id, { retried: true });
      if (report.sent.length > 0) clearStoredUtm();
      for (const { status } of report.refused) console.warn('a kept lead was refused by the server', status);
    }, 500);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
