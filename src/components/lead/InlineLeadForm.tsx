'use client';

import { LeadForm, type LeadFormProps } from './LeadForm';

/** The short lead form placed in a page rather than in the popup (its own client chunk). */
export function InlineLeadForm(props: LeadFormProps) {
  return <LeadForm {...props} />;
}
