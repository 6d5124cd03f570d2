import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../content/i18n';
import { ContactRequestSchema, ERROR_KEYS, fieldErrors, LeadSchema } from '../../src/shared/leads/schema';

const valid = { mobile: '91234567', gender: 'F', first_name: 'Mei Ling', last_name: 'Chan', loan_type: 1, terms: true };

const errorsOf = (input: unknown) => {
  const r = LeadSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('lead schema (docs/product-rules.md §5)', () => {
  it('accepts a complete lead, defaulting gender to male and opt-in to no', () => {
    const lead = LeadSchema.parse({ mobile: '51234567', first_name: 'Tai Man', last_name: 'Chan', loan_type: '11', terms: true });
    expect(lead.gender).toBe('M');
    expect(lead.is_opt_in).toBe(0);
    expect(lead.loan_type).toBe(11);
  });

  it('wants exactly 8 digits starting 4 to 9 for the mobile number', () => {
    for (const ok of ['41234567', '99999999', ' 61234567 ']) expect(errorsOf({ ...valid, mobile: ok }).mobile, ok).toBeUndefined();
    for (const bad of ['', '31234567', '01234567', '9123456', '912345678', '9123 4567', '+85291234567', 'abcdefgh']) {
      expect(errorsOf({ ...valid, mobile: bad }).mobile, bad).toBe('mobile');
    }
  });

  it('wants Latin letters and spaces in names', () => {
    expect(errorsOf({ ...valid, first_name: '' }).first_name).toBe('firstName');
    expect(errorsOf({ ...valid, last_name: '陳' }).last_name).toBe('lastName');
    expect(errorsOf({ ...valid, last_name: "O'Brien" }).last_name).toBe('lastName');
    expect(errorsOf({ ...valid, first_name: 'Tai-Man' }).first_name).toBe('firstName');
    expect(errorsOf({ ...valid, first_name: 'x'.repeat(51) }).first_name).toBe('tooLong');
  });

  it('wants a real loan type, not the placeholder', () => {
    for (const bad of ['', 0, 14, 99, 'abc', null]) expect(errorsOf({ ...valid, loan_type: bad }).loan_type, String(bad)).toBe('loanType');
    expect(errorsOf({ ...valid, loan_type: 22 }).loan_type).toBeUndefined();
  });

  it('cannot be sent without the terms box ticked', () => {
    expect(errorsOf({ ...valid, terms: false }).terms).toBe('terms');
    expect(errorsOf({ ...valid, terms: undefined }).terms).toBe('terms');
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['first_name', 'last_name', 'loan_type', 'mobile', 'terms']);
  });

  it('has a message for every error key in both languages', () => {
    for (const key of ERROR_KEYS) {
      expect(DICTIONARIES['zh-HK'].lead.errors[key], key).toBeTruthy();
      expect(DICTIONARIES['en-US'].lead.errors[key], key).toBeTruthy();
    }
    expect(DICTIONARIES['en-US'].lead.errors.mobile).toBe('Please input a valid mobile number');
  });
});

describe('contact and callback schemas', () => {
  it('tells a missing contact mobile from a wrong one', () => {
    const base = { kind: 'contact', title: 'Mr', surname: 'Chan', given_name: 'Tai Man', time_slot: '9-12', loan_type: 2, terms: true };
    const missing = ContactRequestSchema.safeParse({ ...base, mobile: '' });
    const wrong = ContactRequestSchema.safeParse({ ...base, mobile: '1234' });
    expect(missing.success || fieldErrors(missing.error).mobile).toBe('contactMobileRequired');
    expect(wrong.success || fieldErrors(wrong.error).mobile).toBe('contactMobileInvalid');
    expect(ContactRequestSchema.safeParse({ ...base, mobile: '61234567' }).success).toBe(true);
  });

  it('needs only a mobile and a time slot for a callback', () => {
    expect(ContactRequestSchema.safeParse({ kind: 'callback', mobile: '61234567', time_slot: '18-21' }).success).toBe(true);
    const r = ContactRequestSchema.safeParse({ kind: 'callback', mobile: 'x', time_slot: '21-24' });
    expect(r.success || fieldErrors(r.error)).toEqual({ mobile: 'callbackMobile', time_slot: 'callbackTimeSlot' });
  });
});
