import { fieldErrors, type ErrorKey } from '../../shared/leads/schema';
import { ValuationRequestSchema } from '../../shared/valuation/schema';

/**
 * The shared schema's verdict on the valuation form, field by field (keys of `lead.errors`):
 * the same rules the worker applies. Loaded on the form's first focus, like the lead forms'
 * checks, so zod is not part of the page's first load.
 */
export function checkValuation(body: ReturnType<typeof import('./request-body').valuationBody>): Partial<Record<string, ErrorKey>> {
  const result = ValuationRequestSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}
