import { describe, expect, it } from 'vitest';
import { checkContact } from '../../src/browser/leads/form-checks';
import { contactRequest, type ContactFormValues } from '../../src/browser/leads/form-values';
import { MOBILE } from '../../src/shared/leads/mobile-rule';
import { partnerOf, partnerOfVisit } from '../../src/browser/leads/partner';
import { ContactSchema } from '../../src/shared/leads/schema';
import { leadBody } from '../../src/browser/leads/submit';

/**
 * The Club and Tap & Go campaign visits: which query strings make a visit a partner's, and what
 * that changes in the contact form's checks and the lead's body.
 */
describe('partner campaign of a query string', () => {
  it('reads the campaign source, in any case, as the partner without an id', () => {
    expect(partnerOf('utm_source=theclub&utm_medium=sms')).toEqual({ partner: 'theclub', id: '' });
    expect(partnerOf('utm_source=TheClub')).toEqual({ partner: 'theclub', id: '' });
    expect(partnerOf('?utm_source=TAPNGO')).toEqual({ partner: 'tapngo', id: '' });
    expect(partnerOf('https://example.com/loan/n-loan?utm_campaign=x&utm_source=tapngo')).toEqual({ partner: 'tapngo', id: '' });
  });

  it('reads a member id in the address as that partner, with the id', () => {
    expect(partnerOf('theclub_id=TC12345')).toEqual({ partner: 'theclub', id: 'TC12345' });
    expect(partnerOf('form=1&tapngo_id=%20TG-9%20')).toEqual({ partner: 'tapngo', id: 'TG-9' });
    // The id says more than the source: both name the same partner here.
    expect(partnerOf('utm_source=theclub&theclub_id=A1')).toEqual({ partner: 'theclub', id: 'A1' });
  });

  it('is no partner visit for other campaigns, look-alikes and empty ids', () => {
    expect(partnerOf('')).toBeNull();
    expect(partnerOf('utm_source=google&utm_campaign=theclub')).toBeNull();
    expect(partnerOf('utm_source=theclub2')).toBeNull();
    expect(partnerOf('utm_source=the%20club')).toBeNull();
    expect(partnerOf('theclub_id=&tapngo_id=')).toBeNull();
    expect(partnerOf('staff=A1234')).toBeNull();
  });

  it('ignores an id longer than the 30 characters the lead takes', () => {
    expect(partnerOf(`theclub_id=${'9'.repeat(31)}`)).toBeNull();
    expect(partnerOf(`utm_source=theclub&theclub_id=${'9'.repeat(31)}`)).toEqual({ partner: 'theclub', id: '' });
    expect(partnerOf(`theclub_id=${'9'.repeat(30)}`)).toEqual({ partner: 'theclub', id: '999999999999999999999999999999' });
  });
});

describe('partner of a visit (this page, then the stored campaign)', () => {
  it('keeps the visit across pages through the stored campaign', () => {
    expect(partnerOfVisit(['', 'utm_source=tapngo&tapngo_id=TG1'])).toEqual({ partner: 'tapngo', id: 'TG1' });
    expect(partnerOfVisit(['?form=1', '', 'theclub_id=C7'])).toEqual({ partner: 'theclub', id: 'C7' });
    expect(partnerOfVisit(['?form=1', '', ''])).toBeNull();
  });

  it('takes the page address first, and an id from later only for the same partner', () => {
    expect(partnerOfVisit(['?utm_source=theclub', 'theclub_id=C7'])).toEqual({ partner: 'theclub', id: 'C7' });
    expect(partnerOfVisit(['?utm_source=theclub', 'tapngo_id=T1'])).toEqual({ partner: 'theclub', id: '' });
    expect(partnerOfVisit(['?tapngo_id=T2', 'theclub_id=C7'])).toEqual({ partner: 'tapngo', id: 'T2' });
  });
});

const contact: ContactFormValues = {
  title: 'Mr',
  surname: 'Chan',
  given_name: 'Tai Man',
  mobile: '61234567',
  time_slot: '9-12',
  loan_type: '2',
  theclub_id: '',
  tapngo_id: '',
  terms: true,
  is_opt_in: false,
  website: '',
};

describe('contact form on a partner visit', () => {
  it("requires that partner's id only, with its own message", () => {
    expect(checkContact(contact, 'theclub')).toEqual({ theclub_id: 'contactTheClubId' });
    expect(checkContact(contact, 'tapngo')).toEqual({ tapngo_id: 'contactTapngoId' });
    expect(checkContact({ ...contact, theclub_id: '   ' }, 'theclub')).toEqual({ theclub_id: 'contactTheClubId' });
    expect(checkContact({ ...contact, theclub_id: 'TC1' }, 'theclub')).toEqual({});
    expect(checkContact({ ...contact, tapngo_id: 'TG1' }, 'tapngo')).toEqual({});
    expect(checkContact({ ...contact, tapngo_id: 'x'.repeat(31) }, 'tapngo')).toEqual({ tapngo_id: 'tooLong' });
  });

  it('leaves both ids optional without a partner visit, and so does the worker whatever the visit', () => {
    expect(checkContact(contact)).toEqual({});
    expect(checkContact(contact, null)).toEqual({});
    const body = { ...contactRequest(contact), referrer: '/contactus?utm_source=theclub', utm: 'utm_source=theclub' };
    expect(ContactSchema.safeParse(body).success).toBe(true);
  });
});

describe('lead body on a partner visit', () => {
  const values = {
    mobile: '91234567',
    gender: 'M' as const,
    first_name: 'Tai Man',
    last_name: 'Chan',
    loan_type: '3',
    terms: true,
    is_opt_in: false,
    website: '',
  };
  const context = { utm: '', referrer: '/', gclid: '', locale: 'zh-HK' as const };

  it("carries the visit's id in that partner's field only", () => {
    expect(leadBody(values, { ...context, partner: { partner: 'theclub', id: 'TC9' } })).toMatchObject({ theclub_id: 'TC9', tapngo_id: '' });
    expect(leadBody(values, { ...context, partner: { partner: 'tapngo', id: 'TG9' } })).toMatchObject({ theclub_id: '', tapngo_id: 'TG9' });
    expect(leadBody(values, { ...context, partner: null })).toMatchObject({ theclub_id: '', tapngo_id: '' });
  });
});

describe('the number rule the quick-start field shares with the forms', () => {
  it('takes 8 digits starting 4 to 9 only', () => {
    for (const ok of ['40000000', '51234567', '98765432']) expect(MOBILE.test(ok), ok).toBe(true);
    for (const bad of ['31234567', '01234567', '9123456', '912345678', '9123456a', '']) expect(MOBILE.test(bad), bad).toBe(false);
  });
});
