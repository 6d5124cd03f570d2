import { APPLICATION_REF } from '../../src/shared/application/schema';
import { ENQUIRY_REF } from '../../src/shared/credit-report/schema';
import { VALUATION_REF } from '../../src/shared/valuation/schema';
import { z } from '../../src/shared/zod';
import { BranchList, FaqList } from './center-faq';

/**
 * The app service's calls this site makes (POST {APP_SERVICE_URL}/api/v2/<name>, a JSON body; a
 * call marked `method: 'GET'` is GET {APP_SERVICE_URL}/api/v2/<name>?<query>) and the answer each
 * must have: docs/app-service.md is the contract. An answer of another shape is the service's
 * fault, never passed on to a visitor. `idempotent`: the call only reads, so a timeout or a 5xx may
 * be tried again; a call that creates something is sent once.
 */
const VALUATION_STATES = ['pending', 'ready', 'failed'] as const;

const ValuationCreated = z.object({ encoded: z.string().regex(VALUATION_REF) });

const Valuation = z.object({
  encoded: z.string(),
  status: z.enum(VALUATION_STATES),
  /** Estimated market value in HK$, once ready. */
  value: z.number().int().positive().optional(),
  /** When the estimate was made (ISO 8601). */
  valuedAt: z.string().datetime({ offset: true }).optional(),
  address: z.string().max(300).optional(),
});

const TAG_STATES = ['genuine', 'revoked', 'unknown'] as const;

/** What a tag printed on a staff card, a letter or a leaflet stands for, if the business issued it. */
const TagRecord = z.object({
  tagId: z.string(),
  status: z.enum(TAG_STATES),
  kind: z.enum(['staff_card', 'letter', 'leaflet']).optional(),
  /** When it was issued (ISO 8601 date). */
  issuedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
});

const ReportReceived = z.object({ received: z.literal(true) });

/**
 * A loan application started (or its details changed) from the 7x24 popup: its reference, and
 * where the member site continues it, if the service says. That address is checked against the
 * member site's origin before a visitor is sent there (worker/api/application-hand-over.ts); any
 * other value is ignored, not a fault, since the reference alone hands the application over.
 */
const ApplicationStarted = z.object({
  applicationRef: z.string().regex(APPLICATION_REF),
  continueUrl: z.string().nullish(),
});

// The free credit report (konew_tutnc, _tutnc_agree, _loan_enquiry, _qr_code): this site's reading
// of the service, written down in docs/app-service.md.

/** The credit bureau's terms, in the language asked for; `version` is sent back with the agreement. */
const CreditReportTerms = z.object({
  version: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  paragraphs: z.array(z.string().min(1).max(4000)).min(1).max(60),
});

const EnquiryCreated = z.object({ enquiryRef: z.string().regex(ENQUIRY_REF) });

/** Where an enquiry stands, and what the visitor does next: wait a moment, or go on in the app. */
const Enquiry = z.object({
  enquiryRef: z.string(),
  status: z.enum(['pending', 'ready']),
  next: z.enum(['wait', 'open_app']),
});

/** The address the app opens to go on with the enquiry: shown as a QR code and as a link. */
const EnquiryQrCode = z.object({
  link: z
    .string()
    .max(200)
    .regex(/^https:\/\/[^\s]+$/),
});

export const APP_SERVICE_CALLS = {
  konew_valuation_create: { idempotent: false, answer: ValuationCreated },
  konew_valuation_get_by_encoded: { idempotent: true, answer: Valuation },
  trustmecare_get_record_by_tag_id: { idempotent: true, answer: TagRecord },
  trustmecare_post_related_info: { idempotent: false, answer: ReportReceived },
  konew_loan_application: { idempotent: false, answer: ApplicationStarted },
  konew_loan_application_update: { idempotent: false, answer: ApplicationStarted },
  konew_tutnc: { idempotent: true, answer: CreditReportTerms },
  konew_tutnc_agree: { idempotent: false, answer: EnquiryCreated },
  // Read by its reference: asking again about the same enquiry gives its state, creates nothing.
  konew_loan_enquiry: { idempotent: true, answer: Enquiry },
  konew_qr_code: { idempotent: true, answer: EnquiryQrCode },
  // Branches and FAQ: read by the cron (worker/app-lists/refresh.ts), `?lang=zh-HK|en-US`.
  'konew-center': { method: 'GET', idempotent: true, answer: BranchList },
  'konew-faqs': { method: 'GET', idempotent: true, answer: FaqList },
} as const;

export type AppServiceCall = keyof typeof APP_SERVICE_CALLS;

/** How a call is sent: POST with a JSON body unless it says GET (its payload then goes in the query string). */
export const methodOf = (name: AppServiceCall): 'GET' | 'POST' => {
  const spec = APP_SERVICE_CALLS[name];
  return 'method' in spec ? spec.method : 'POST';
};
export type AppServiceAnswer<C extends AppServiceCall> = z.infer<(typeof APP_SERVICE_CALLS)[C]['answer']>;
