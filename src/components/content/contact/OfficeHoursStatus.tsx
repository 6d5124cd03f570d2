'use client';

import { useState } from 'react';
import { useEffectInOwnTask } from '../../../browser/hydration/use-effect-in-own-task';
import { isInOfficeHours, type Schedule } from '../../../shared/office-hours';

/**
 * Says whether it is office hours now, in Hong Kong time. The page is prerendered, so the answer
 * can only be worked out in the browser: until then the line keeps its space and says it is
 * checking, and it refreshes every minute.
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
    <p className={`c-status c-status--${state}`} data-office-status={state} data-ready={open === null ? undefined : ''}>
      <span className="c-status__dot" aria-hidden="true" />
      {open === null ? checkingText : open ? openText : closedText}
    </p>
  );
}
