import type { ZodError } from 'zod';
import {
  callbackRequest,
  contactRequest,
  tidyName,
  type CallbackField,
  type CallbackFormValues,
  type ContactField,
  type ContactFormValues,
  type LeadField,
  type LeadFormValues,
} from './form-values';
import { z } from '../../shared/zod';
import { PARTNER_ID_MAX, type Partner } from './partner';
import { CallbackSchema, ContactSchema, fieldErrors, LeadSchema, type ErrorKey } from '../../shared/leads/schema';

/**
 * The shared schema's verdict on what each form holds, field by field (error keys of
 * `lead.errors`). The forms rerun these on every change; the worker runs the same schemas on what
 * arrives.
 */

export type Verdict<F extends string> = Partial<Record<F, ErrorKey>>;

function verdict<F extends string>(result: { success: boolean; error?: ZodError | undefined }): Verdict<F> {
  return result.success || !result.error ? {} : (fieldErrors(result.error) as Verdict<F>);
}

export const checkLead = (v: LeadFormValues): Verdict<LeadField> =>
  verdict(
    LeadSchema.safeParse({
      mobile: v.mobile,
      gender: v.gender,
      first_name: tidyName(v.first_name),
      last_name: tidyName(v.last_name),
      loan_type: v.loan_type,
      terms: v.terms,
      is_opt_in: v.is_opt_in ? 1 : 0,
      website: v.website,
    }),
  );

/**
 * On a partner's campaign visit (partner.ts) the contact form asks for that partner's member id:
 * the shared schema with that one field required. A rule of the browser, driven by the visit: the
 * worker keeps ContactSchema, where both ids are optional, so a visitor without a partner
 * campaign (or with the campaign forgotten) is never refused.
 */
const requiredId = (message: ErrorKey) => z.string().trim().max(PARTNER_ID_MAX, { message: 'tooLong' }).min(1, { message });
const CONTACT_SCHEMA_OF = {
  theclub: ContactSchema.extend({ theclub_id: requiredId('contactTheClubId') }),
  tapngo: ContactSchema.extend({ tapngo_id: requiredId('contactTapngoId') }),
} satisfies Record<Partner, unknown>;

export const checkContact = (v: ContactFormValues, partner: Partner | null = null): Verdict<ContactField> =>
  verdict((partner ? CONTACT_SCHEMA_OF[partner] : ContactSchema).safeParse(contactRequest(v)));

export const checkCallback = (v: CallbackFormValues): Verdict<CallbackField> => verdict(CallbackSchema.safeParse(callbackRequest(v)));
