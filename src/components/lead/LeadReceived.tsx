'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { leadHandOver } from '../../browser/stores/lead-hand-over';
import { SENT_LEAD_ATTRIBUTE } from '../../shared/leads/sent-lead-mark';
import { ChunkErrorBoundary } from '../lazy/ChunkErrorBoundary';
import { loadLeadContent } from './lead-chunks';
import type { LeadConfirmationProps } from './LeadConfirmation';
import { unlessLeft } from '../../browser/chunks/leaving';

// Most views of a product page follow no lead: the confirmation's code (the call-back time, the
// office hours and holidays, the date words) is not in the entry but fetched when there may be one.
const LeadConfirmation = lazy(() => unlessLeft(import('./LeadConfirmation')));

/** This page was landed on with a lead, or the session has sent one (the early inline script's mark). */
const mayHaveLead = () => leadHandOver() !== null || document.documentElement.hasAttribute(SENT_LEAD_ATTRIBUTE);

const unchanging = () => () => {};

/**
 * Where a product page confirms a sent lead (docs/lead-form.md, "After submit"): the page's HTML has
 * the empty box; once the page has hydrated, in a session with a lead, the confirmation
 * (./LeadConfirmation.tsx) and its words are fetched and take its place, above the hero's heading.
 */
export function LeadReceived(props: LeadConfirmationProps) {
  // The server's render (and hydration) has no lead; the browser's knows from the next render.
  const mayHave = useSyncExternalStore(unchanging, mayHaveLead, () => false);
  const empty = <div className="lead-received" data-lead-received="" />;
  if (!mayHave) return empty;
  // Its words at the same time as its code, not after it (the loader keeps one request per locale).
  void loadLeadContent(props.locale).catch(() => undefined);
  return (
    <ChunkErrorBoundary reloadPage>
      <Suspense fallback={empty}>
        <LeadConfirmation {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
