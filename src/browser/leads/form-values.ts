/**
 * What each form holds, its checked fields in order, and the request it sends (the contract's
 * type, before the checks). No zod here: the contact page's forms render and hydrate with this
 * alone, and fetch the checks (form-checks.ts, with the shared schema) when the visitor starts on a form.
 */
import type { Unchecked } from '../../shared/api-contract';
import type { ContactRequest } from '../../shared/leads/schema';

export const tidyName = (s: string) => s.trim().replace(/\s+/g, ' ');

// ---------- The short lead form ----------

export interface LeadFormValues {
  mobile: string;
  gender: 'M' | 'F';
  first_name: string;
  last_name: string;
  /** The chosen loan code as the select gives it; '' for the placeholder. */
  loan_type: string;
  terms: boolean;
  is_opt_in: boolean;
  /** The honeypot: people never see it, bots fill it in. */
  website: string;
}

/** The checked fields in the order they appear (the first invalid one gets the focus). */
export const LEAD_FIELDS = ['mobile', 'last_name', 'first_name', 'loan_type', 'terms'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

// ---------- The contact-us form ----------

export interface ContactFormValues {
  title: string;
  surname: string;
  given_name: string;
  mobile: string;
  time_slot: string;
  loan_type: string;
  theclub_id: string;
  tapngo_id: string;
  terms: boolean;
  is_opt_in: boolean;
  website: string;
}

export const CONTACT_FIELDS = ['title', 'surname', 'given_name', 'mobile', 'time_slot', 'loan_type', 'theclub_id', 'tapngo_id', 'terms'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const emptyContact = (): ContactFormValues => ({
  title: '',
  surname: '',
  given_name: '',
  mobile: '',
  time_slot: '',
  loan_type: '',
  theclub_id: '',
  tapngo_id: '',
  terms: false,
  is_opt_in: false,
  website: '',
});

/** A form's `/api/contact` body as its values give it (use-contact-request.ts adds referrer and utm). */
export type ContactFormRequest<Kind extends ContactRequest['kind']> = Unchecked<Extract<ContactRequest, { kind: Kind }>>;

/** The `/api/contact` body of the contact form (referrer and utm are added when sending). */
export const contactRequest = (v: ContactFormValues): ContactFormRequest<'contact'> => ({
  kind: 'contact' as const,
  title: v.title,
  surname: tidyName(v.surname),
  given_name: tidyName(v.given_name),
  mobile: v.mobile.trim(),
  time_slot: v.time_slot,
  loan_type: v.loan_type === '' ? '' : Number(v.loan_type),
  theclub_id: v.theclub_id.trim(),
  tapngo_id: v.tapngo_id.trim(),
  terms: v.terms,
  is_opt_in: v.is_opt_in ? 1 : 0,
  website: v.website,
});

// ---------- The callback form ----------

export interface CallbackFormValues {
  mobile: string;
  time_slot: string;
  website: string;
}

export const CALLBACK_FIELDS = ['mobile', 'time_slot'] as const;
export type CallbackField = (typeof CALLBACK_FIELDS)[number];

export const callbackRequest = (v: CallbackFormValues): ContactFormRequest<'callback'> => ({
  kind: 'callback' as const,
  mobile: v.mobile.trim(),
  time_slot: v.time_slot,
  website: v.website,
});
