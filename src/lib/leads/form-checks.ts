import type { ZodError } from 'zod';
import { callbackRequest, contactRequest, tidyName, type CallbackField, type CallbackFormValues, type ContactField, type ContactFormValues, type LeadField, type LeadFormValues } from './form-values';
import { CallbackSchema, ContactSchema, fieldErrors, LeadSchema, type ErrorKey } from './schema';

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

export const checkContact = (v: ContactFormValues): Verdict<ContactField> => verdict(ContactSchema.safeParse(contactRequest(v)));

export const checkCallback = (v: CallbackFormValues): Verdict<CallbackField> => verdict(CallbackSchema.safeParse(callbackRequest(v)));
