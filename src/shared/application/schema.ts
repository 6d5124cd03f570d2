import { LeadSchema } from '../leads/schema';
import { LOCALES } from '../locales';
import { z } from '../zod';

/**
 * Starting a loan application from the 7x24 popup (POST /api/application) and changing its details
 * before the visitor confirms it on the member site (PATCH /api/application/:ref). The details are
 * the popup's lead form, checked by the very rules of that form (the lead schema's fields, with
 * its message keys), so a form the lead flow takes is a form the application takes. Shared by the
 * worker and the popup.
 */
const details = {
  mobile: LeadSchema.shape.mobile,
  gender: z.enum(['M', 'F']),
  firstName: LeadSchema.shape.first_name,
  lastName: LeadSchema.shape.last_name,
  loanType: LeadSchema.shape.loan_type,
};

/** The details an application carries, in the order the service is sent them. */
export const APPLICATION_FIELDS = ['firstName', 'lastName', 'gender', 'mobile', 'loanType'] as const;
type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const ApplicationRequestSchema = z
  .object({
    ...details,
    /** The page's language: the service answers the visitor in it. */
    locale: z.enum(LOCALES),
    /** The form's terms box: the visitor's details go to the service only once agreed, as a lead's do. */
    terms: z.literal(true, { message: 'terms' }),
  })
  .strict();
/** The body of `POST /api/application` as a client sends it. */
export type ApplicationRequest = z.input<typeof ApplicationRequestSchema>;
export type ApplicationDetails = Pick<ApplicationRequest, ApplicationField>;

/** The details that changed since the application was started: at least one. */
export const ApplicationUpdateSchema = z
  .object(details)
  .partial()
  .strict()
  .refine((changed) => Object.keys(changed).length > 0, { message: 'invalid' });
/** The body of `PATCH /api/application/:ref` as a client sends it. */
export type ApplicationUpdate = z.input<typeof ApplicationUpdateSchema>;

/**
 * 201 to the start, 200 to an update: the application's reference and where the member site
 * continues it (an https address on the member site). `sample`: the local sample service answered.
 */
export interface ApplicationAnswer {
  ref: string;
  continueUrl: string;
  sample: boolean;
}

/** An application's reference as the app service hands it out. */
export const APPLICATION_REF = /^[A-Za-z0-9_-]{6,128}$/;

/** What konew_loan_application is sent: the details with the service's defaults (source web, isEng by the page's language). */
export function applicationPayload(req: z.output<typeof ApplicationRequestSchema>) {
  return {
    firstName: req.firstName,
    lastName: req.lastName,
    gender: req.gender,
    mobile: req.mobile,
    loanType: req.loanType,
    locale: req.locale,
    isEng: req.locale === 'en-US',
    source: 'web',
  };
}

/** What konew_loan_application_update is sent: the reference and the changed details only. */
export function applicationUpdatePayload(ref: string, changed: z.output<typeof ApplicationUpdateSchema>) {
  const payload: Record<string, unknown> = { applicationRef: ref };
  for (const field of APPLICATION_FIELDS) if (changed[field] !== undefined) payload[field] = changed[field];
  return payload;
}
