import { LOCALES } from '../locales';
import { z } from '../zod';
import { LOAN_CODES } from '../routes/loan-codes';
import { MOBILE } from './mobile-rule';
import { LATIN_NAME } from './name-rule';
import { TIME_SLOTS } from './time-slots';

/**
 * The lead and contact schemas, shared by the browser forms and the worker (one module, so the
 * two can never disagree). Errors carry message keys under `leadForm.errors.*` in the dictionaries,
 * never text: each side shows them in the visitor's language.
 */
export const ERROR_KEYS = [
  'mobile',
  'firstName',
  'lastName',
  'loanType',
  'terms',
  'theClubId',
  'tapngoId',
  'timeSlot',
  'title',
  'contactMobileRequired',
  'contactMobileInvalid',
  'contactSurname',
  'contactGivenName',
  'contactLoanType',
  'contactTheClubId',
  'contactTapngoId',
  'callbackMobile',
  'callbackTimeSlot',
  'valuationDistrict',
  'valuationPlace',
  'valuationName',
  'tooLong',
  'invalid',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const msg = (key: ErrorKey) => ({ message: key });

const LOAN_CODE_VALUES = Object.keys(LOAN_CODES).map(Number);

const trimmed = (max: number) => z.string().trim().max(max, msg('tooLong'));
const optionalText = (max: number) => trimmed(max).optional().default('');

// A client sends a loan code as a number or as the string a form's select gives ('1'): the type a
// sender is checked against (LeadRequest); the check itself takes anything and coerces it.
const loanCode = (key: ErrorKey) =>
  z.coerce
    .number<number | string>(msg(key))
    .int(msg(key))
    .refine((n) => LOAN_CODE_VALUES.includes(n), msg(key));

/** The short lead form as the site's own form sends it (docs/product-rules.md §3, Lead); the API takes more (api-schema.ts). */
export const LeadSchema = z.object({
  mobile: z.string().trim().regex(MOBILE, msg('mobile')),
  gender: z.enum(['M', 'F']).default('M'),
  first_name: trimmed(50).regex(LATIN_NAME, msg('firstName')),
  last_name: trimmed(50).regex(LATIN_NAME, msg('lastName')),
  loan_type: loanCode('loanType'),
  utm: optionalText(1024),
  referrer: optionalText(512),
  gclid: optionalText(200),
  theclub_id: optionalText(30),
  tapngo_id: optionalText(30),
  is_opt_in: z.union([z.literal(0), z.literal(1)]).default(0),
  /** The terms box: the form cannot be sent without it (the API alone also takes a lead without it). */
  terms: z.literal(true, msg('terms')),
  /** The page's locale, sent by the site's own form: the language of the product name sent upstream. */
  locale: z.enum(LOCALES).optional(),
  /** A field people never see: bots fill it in. */
  website: z.string().max(200).optional().default(''),
});

/** The contact-us form (docs/product-rules.md §3, Contact form). */
export const ContactSchema = z.object({
  kind: z.literal('contact'),
  title: z.enum(['Mr', 'Miss'], msg('title')),
  surname: trimmed(50).regex(LATIN_NAME, msg('contactSurname')),
  given_name: trimmed(50).regex(LATIN_NAME, msg('contactGivenName')),
  mobile: z.string().trim().min(1, msg('contactMobileRequired')).regex(MOBILE, msg('contactMobileInvalid')),
  time_slot: z.enum(TIME_SLOTS, msg('timeSlot')),
  loan_type: loanCode('contactLoanType'),
  theclub_id: optionalText(30),
  tapngo_id: optionalText(30),
  terms: z.literal(true, msg('terms')),
  is_opt_in: z.union([z.literal(0), z.literal(1)]).default(0),
  referrer: optionalText(512),
  utm: optionalText(1024),
  website: z.string().max(200).optional().default(''),
});

/** The callback form: a number and a time slot only. */
export const CallbackSchema = z.object({
  kind: z.literal('callback'),
  mobile: z.string().trim().regex(MOBILE, msg('callbackMobile')),
  time_slot: z.enum(TIME_SLOTS, msg('callbackTimeSlot')),
  referrer: optionalText(512),
  utm: optionalText(1024),
  website: z.string().max(200).optional().default(''),
});

export const ContactRequestSchema = z.discriminatedUnion('kind', [ContactSchema, CallbackSchema]);

// ---------- The contract in types (docs/lead-form.md, "The contract in types") ----------
// What a client sends is the schema's input (defaults may be left out); what the worker answers on
// success is written here, and the handlers answer with `satisfies`. Every sender builds its body as
// one of these (the forms, the load and stress scripts), so a change here fails the type check
// wherever a body is built by hand.

/** The body of `POST /api/insertToShortForm` as the site's own form sends it (the API also takes a product's name as `loan_type`: src/server/leads/api-schema.ts). */
export type LeadRequest = z.input<typeof LeadSchema>;
/** 201 for a new lead; 200 with `duplicate: true` for the same lead again within minutes. */
export interface LeadAnswer {
  id: string;
  duplicate?: true;
}

/** The body of `POST /api/contact`: a contact-us request or a callback. */
export type ContactRequest = z.input<typeof ContactRequestSchema>;
/** 201: stored (or stored already, for the same request again within minutes). */
export interface ContactAnswer {
  id: string;
}

/** Field -> message key, for a 400 answer or for showing errors beside the fields. */
export function fieldErrors(error: Pick<z.ZodError, 'issues'>): Record<string, ErrorKey> {
  const out: Record<string, ErrorKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    const key = (ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as ErrorKey) : 'invalid';
    out[field] ??= key;
  }
  return out;
}
