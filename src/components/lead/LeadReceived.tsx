'use client';

import { useSyncExternalStore } from 'react';
import { leadHandOver } from '../../browser/stores/lead-hand-over';

export interface LeadReceivedCopy {
  title: string;
  reference: string;
  call: string;
}

/** The lead is set before any script of the page runs and never changes: nothing to listen to. */
const unchanging = () => () => {};

/**
 * The product page's word that a sent lead was received (docs/lead-form.md, "After submit"): its
 * reference when the worker took it, and that customer service will call. The live region is in
 * the page's HTML, empty; its text comes once the page has hydrated, so screen readers announce it
 * (politely). It sits in the page's flow, above the hero's heading, covering nothing. Room to grow:
 * a fuller confirmation takes this place.
 */
export function LeadReceived({ copy }: { copy: LeadReceivedCopy }) {
  // The server's render (and hydration) has no lead; the browser's has it from the next render.
  const lead = useSyncExternalStore(unchanging, leadHandOver, () => null);
  return (
    <div className="lead-received" role="status" data-lead-received="">
      {lead ? (
        <>
          <p className="lead-received__title">{copy.title}</p>
          {lead.id ? (
            <p className="lead-received__text">
              {copy.reference} <strong className="lead-received__ref">{lead.id}</strong>
            </p>
          ) : null}
          <p className="lead-received__text">{copy.call}</p>
        </>
      ) : null}
    </div>
  );
}
