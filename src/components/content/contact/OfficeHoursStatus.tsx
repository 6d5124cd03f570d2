'use client';

import { useState } from 'react';
import { useEffectInOwnTask } from '../../../browser/hydration/use-effect-in-own-task';
import { isInOfficeHours, type Schedule } from '../../../shared/office-hours';

/**
 * Says whether it is office hours now, in Hong Kong time. The page is prerendered, so the edge
 * marks `<html data-office-hours>` with the answer at the time of the request and the stylesheet
 * shows the matching line from the first paint (contact.css); once this island runs it answers
 * itself and refreshes every minute. All three lines are in the HTML, one shown: "checking" only
 * where neither the edge nor the script has answered (the dev server before hydration).
 */
export function OfficeHoursStatus({
  schedule,
  holidays,
  openText,
  closedText,
  checkingText,
}: {
  schedule: Schedule;
  holidays: string[];
  openText: string;
  closedText: string;
  checkingText: string;
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffectInOwnTask(() => {
    const update = () => setOpen(isInOfficeHours(new Date(), schedule, holidays));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [schedule, holidays]);
  const state = open === null ? 'checking' : open ? 'open' : 'closed';
  return (
    <p className="c-status" data-office-status={state} data-ready={open === null ? undefined : ''}>
      <span className="c-status__dot" aria-hidden="true" />
      <span className="c-status__text" data-when="checking">
        {checkingText}
      </span>
      <span className="c-status__text" data-when="open">
        {openText}
      </span>
      <span className="c-status__text" data-when="closed">
        {closedText}
      </span>
    </p>
  );
}
