'use client';

import { useEffect } from 'react';
import { PENDING_KEY } from '../../lib/leads/pending-key';

let ranThisLoad = false;

/**
 * Sends again the leads the worker could not take before (session storage `pendingLeads`), once
 * per page load, shortly after the page is up. Each goes with the very same body, so the worker's
 * duplicate check makes a repeat harmless; taken or refused ones leave the queue. The sending code
 * is fetched only when something is waiting. Renders nothing.
 */
export function PendingLeads() {
  useEffect(() => {
    let storage: Storage;
    try {
      storage = sessionStorage;
      if (ranThisLoad || !storage.getItem(PENDING_KEY)) return;
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      if (ranThisLoad) return;
      ranThisLoad = true;
      void import('../../lib/leads/retry-on-load').then((m) => m.retryKeptLeads(storage));
    }, 500);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
