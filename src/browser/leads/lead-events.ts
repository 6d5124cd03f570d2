import { LOAN_CODES, type LoanCode } from '../../shared/routes/loan-codes';
import type { LeadRequest } from '../../shared/leads/schema';
import { track } from './track';

/**
 * The analytics of a lead the worker took (docs/product-rules.md §7): `Lead Created` with the lead's
 * fields, and `short_form_submitted`, the conversion event. The loan type is sent as its product
 * slug ('t-loan'): the same in every language, where the label is not.
 */
export function trackLeadCreated(body: LeadRequest, id: string, extra: Record<string, string | boolean> = {}) {
  const loanType = LOAN_CODES[Number(body.loan_type) as LoanCode] ?? String(body.loan_type);
  track('Lead Created', {
    lead_first_name: body.first_name,
    lead_gender: body.gender ?? 'M',
    lead_id: id,
    lead_last_name: body.last_name,
    lead_loan_type: loanType,
    lead_mobile: body.mobile,
    ...extra,
  });
  track('short_form_submitted', { lead_id: id, lead_loan_type: loanType, ...extra });
}
