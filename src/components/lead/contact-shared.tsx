import { useEffect, useRef } from 'react';
import type { ApiResult } from '../../browser/leads/api';
import { TIME_SLOTS } from '../../shared/leads/time-slots';
import type { LeadCopy } from './types';

/** The four contact time slots ('9-12' -> '09:00 – 12:00'), the same in every language. */
export const timeSlotOptions = TIME_SLOTS.map((slot) => {
  const [from = '', to = ''] = slot.split('-');
  return { value: slot, label: `${from.padStart(2, '0')}:00 – ${to.padStart(2, '0')}:00` };
});

/** What to tell the visitor when the worker did not take a contact or callback request. */
export function apiMessage(result: ApiResult, api: LeadCopy['api']): string {
  if (result.kind === 'limited') return api.dailyLimit;
  if (result.kind === 'retry') return result.status === 429 ? api.tooMany : api.unavailable;
  if (result.kind === 'rejected') return result.status === 413 ? api.tooLarge : result.status === 415 ? api.unsupportedType : api.badRequest;
  return api.badRequest;
}

/** The thank-you panel that replaces a sent form; it takes the focus so it is read out. */
export function SuccessPanel({ title, text }: { title: string; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lead-success" role="status">
      <svg className="lead-success__icon" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="currentColor" />
        <path d="M12 20.5l5.5 5.5L28.5 14" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="lead-success__title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className="lead-success__text">{text}</p>
    </div>
  );
}
