'use client';

import { useEffect } from 'react';
import { PENDING_KEY } from '../../browser/leads/pending-key';

let ranThisLoad = false;

/**
 * Sends again the leads the worker could not take before (session storage `pendingLeads`), once
 * per page load, shortly after the page is up. Each goes with the very same body, so the worker's
 * duplicate check makes a repeat harmless; taken or refused ones leave the queue. The sending code
 * is fetched only when something is waiting. Renders nothing.
 */
export function PendingLeads() {
  useEffect(() => {
    // Session storage is read inside the timer: the first access in a page is a
    // synchronous call to the browser, kept out of the task that runs the islands' effects.
    const timer = setTimeout(() => {
      let storage: Storage;
      try {
        storage = sessionStorage;
        if (ranThisLoad || !storage.getItem(PENDING_KEY)) return;
      } catch {
        return;
      }
      ranThisLoad = true;
      void import('../../browser/leads/retry-on-load').then((m) => m.retryKeptLeads(storage));
    }, 500);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
