import { describe, expect, it } from 'vitest';
import { LeadSchema } from '../../src/shared/leads/schema';
import { LEAD_FORM_ERROR_KEYS } from '../../src/components/lead/types';

/**
 * The lead popup is given only the error messages its form can show (every page carries them).
 * Every message the form's checks can produce must be among them, or the visitor would read the
 * generic "invalid" where a precise message exists.
 */
describe('the lead popup carries every error message its form can show', () => {
  const long = 'A'.repeat(2000);
  const attempts: unknown[] = [
    {},
    { mobile: '', first_name: '', last_name: '', loan_type: '', terms: false },
    { mobile: '1234', first_name: '陳', last_name: '1', loan_type: 999, terms: 'yes' },
    { mobile: '91234567', first_name: long, last_name: long, loan_type: 'x', utm: long, referrer: long, gclid: long, theclub_id: long, tapngo_id: long },
    { mobile: 91234567, gender: 'X', is_opt_in: 2, locale: 'fr', website: long },
  ];
  const produced = new Set(attempts.flatMap((input) => LeadSchema.safeParse(input).error?.issues.map((i) => i.message) ?? []));

  it('each message the checks produce is one it was given (or stands in as "invalid")', () => {
    const keys = new Set<string>(LEAD_FORM_ERROR_KEYS);
    const named = [...produced].filter((m) => /^[a-z][A-Za-z]+$/.test(m));
    expect(named.length).toBeGreaterThan(4);
    expect(named.filter((m) => !keys.has(m))).toEqual([]);
  });

  it('the specific messages are all reachable, so none is carried for nothing', () => {
    for (const key of ['mobile', 'firstName', 'lastName', 'loanType', 'terms', 'tooLong']) expect(produced).toContain(key);
  });
});
