import { z } from '../../shared/zod';
import { findLoanType } from './loan-types';
import { LeadSchema } from '../../shared/leads/schema';

/**
 * What `POST /api/insertToShortForm` accepts: the original site's contract `{ mobile, gender,
 * first_name, last_name, loan_type, utm, referrer, gclid, theclub_id, tapngo_id, is_opt_in }`,
 * where `loan_type` is a lead code (1, '1') or a product's name in any locale ('私人貸款',
 * 'Personal loan', '私人贷款'). The site's own form also sends `terms: true` and its page's
 * `locale`. Server-only (the name lookup holds every dictionary); the form checks with
 * `LeadSchema`, whose field rules this extends, so both judge every other field alike.
 */
export const LeadApiSchema = LeadSchema.extend({
  loan_type: z.unknown().transform((value, ctx) => {
    const found = findLoanType(value);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'loanType' });
      return z.NEVER;
    }
    return found;
  }),
  /** Integrations built for the original site send no terms field; `false` is still refused. */
  terms: z.literal(true, { message: 'terms' }).optional(),
});
