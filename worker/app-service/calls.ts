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

export const APP_SERVICE_CALLS = {
  konew_valuation_create: { idempotent: false, answer: ValuationCreated },
  konew_valuation_get_by_encoded: { idempotent: true, answer: Valuation },
  trustmecare_get_record_by_tag_id: { idempotent: true, answer: TagRecord },
  trustmecare_post_related_info: { idempotent: false, answer: ReportReceived },
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
