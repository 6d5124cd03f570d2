import { describe, expect, it } from 'vitest';
import { SITE } from '../../content/site';
import { leadCopy, leadLinks, loanOptions } from '../../src/components/lead/copy';
import { campaignOf } from '../../src/browser/leads/browser-context';
import { checkCallback, checkContact, checkLead } from '../../src/browser/leads/form-checks';
import { callbackRequest, contactRequest, emptyContact, type ContactFormValues, type LeadFormValues } from '../../src/browser/leads/form-values';
import { normalizeMobileInput } from '../../src/shared/leads/mobile-input';
import { CallbackSchema, ContactSchema, LeadSchema } from '../../src/shared/leads/schema';
import { leadBody } from '../../src/browser/leads/submit';
import { clickEventName } from '../../src/browser/leads/track';
import { LOCALES } from '../../src/shared/locales';
import { LOAN_CODES } from '../../src/shared/routes/loan-codes';

const leadValues: LeadFormValues = {
  mobile: '91234567',
  gender: 'M',
  first_name: 'Tai Man',
  last_name: 'Chan',
  loan_type: '3',
  terms: true,
  is_opt_in: false,
  website: '',
};

describe('lead form checks (docs/product-rules.md §5, through the shared schema)', () => {
  it('passes a complete form, with the opt-in left unticked', () => {
    expect(checkLead(leadValues)).toEqual({});
  });

  it('shows every error of an empty form, in the order of the fields', () => {
    const empty: LeadFormValues = { ...leadValues, mobile: '', first_name: '', last_name: '', loan_type: '', terms: false };
    expect(checkLead(empty)).toEqual({ mobile: 'mobile', last_name: 'lastName', first_name: 'firstName', loan_type: 'loanType', terms: 'terms' });
  });

  it('names each wrong entry', () => {
    expect(checkLead({ ...leadValues, mobile: '31234567' })).toEqual({ mobile: 'mobile' });
    expect(checkLead({ ...leadValues, mobile: '9123456' })).toEqual({ mobile: 'mobile' });
    expect(checkLead({ ...leadValues, last_name: '陳' })).toEqual({ last_name: 'lastName' });
    expect(checkLead({ ...leadValues, first_name: 'Tai-Man' })).toEqual({ first_name: 'firstName' });
    expect(checkLead({ ...leadValues, loan_type: '' })).toEqual({ loan_type: 'loanType' });
    expect(checkLead({ ...leadValues, terms: false })).toEqual({ terms: 'terms' });
  });

  it('builds the request the worker expects: a valid LeadInput, terms true, opt-in as 1/0, the page locale', () => {
    const body = leadBody(
      { ...leadValues, first_name: '  Tai   Man ', is_opt_in: true },
      { utm: 'utm_source=x', referrer: '/en/loan/t-loan?form=1', gclid: 'g1', locale: 'en-US' },
    );
    expect(body).toEqual({
      mobile: '91234567',
      gender: 'M',
      first_name: 'Tai Man',
      last_name: 'Chan',
      loan_type: 3,
      utm: 'utm_source=x',
      referrer: '/en/loan/t-loan?form=1',
      gclid: 'g1',
      theclub_id: '',
      tapngo_id: '',
      is_opt_in: 1,
      terms: true,
      locale: 'en-US',
      website: '',
    });
    expect(LeadSchema.safeParse(body).success).toBe(true);
    expect(leadBody(leadValues, { utm: '', referrer: '/', gclid: '', locale: 'zh-HK' }).is_opt_in).toBe(0);
    // The campaign goes without this site's own parameters (an earlier lead's data, the popup flag).
    expect(leadBody(leadValues, { utm: 'form=1&param_mobile=61234567&utm_source=x', referrer: '/', gclid: '', locale: 'zh-HK' }).utm).toBe('utm_source=x');
  });

  it('cuts context strings to what the schema accepts', () => {
    const body = leadBody(leadValues, { utm: 'u'.repeat(2000), referrer: '/'.repeat(900), gclid: 'g'.repeat(300), locale: 'zh-CN' });
    expect(LeadSchema.safeParse(body).success).toBe(true);
  });
});

describe('mobile field input', () => {
  it('keeps at most 8 characters, dropping spaces, dashes and the country code', () => {
    expect(normalizeMobileInput('9123 4567')).toBe('91234567');
    expect(normalizeMobileInput('9123-4567')).toBe('91234567');
    expect(normalizeMobileInput('+852 9123 4567')).toBe('91234567');
    expect(normalizeMobileInput('0085291234567')).toBe('91234567');
    expect(normalizeMobileInput('85291234567')).toBe('91234567');
    expect(normalizeMobileInput('912345678')).toBe('91234567');
    expect(normalizeMobileInput('85212345')).toBe('85212345');
    // Mistakes stay visible for the check to name.
    expect(normalizeMobileInput('3123')).toBe('3123');
    expect(normalizeMobileInput('abc')).toBe('abc');
  });
});

const contact: ContactFormValues = {
  ...emptyContact(),
  title: 'Miss',
  surname: 'Chan',
  given_name: 'Mei Ling',
  mobile: '61234567',
  time_slot: '12-15',
  loan_type: '2',
  terms: true,
};

describe('contact form checks', () => {
  it('passes a complete form and sends a valid ContactRequest', () => {
    expect(checkContact(contact)).toEqual({});
    const parsed = ContactSchema.parse({ ...contactRequest(contact), referrer: '/contactus', utm: '' });
    expect(parsed).toMatchObject({ kind: 'contact', title: 'Miss', loan_type: 2, is_opt_in: 0, theclub_id: '', tapngo_id: '' });
  });

  it('shows every error of an empty form', () => {
    expect(checkContact(emptyContact())).toEqual({
      title: 'title',
      surname: 'contactSurname',
      given_name: 'contactGivenName',
      mobile: 'contactMobileRequired',
      time_slot: 'timeSlot',
      loan_type: 'contactLoanType',
      terms: 'terms',
    });
  });

  it('tells a wrong mobile number from a missing one', () => {
    expect(checkContact({ ...contact, mobile: '' }).mobile).toBe('contactMobileRequired');
    expect(checkContact({ ...contact, mobile: '21234567' }).mobile).toBe('contactMobileInvalid');
  });

  it('takes The Club and Tap & Go ids as optional', () => {
    expect(checkContact({ ...contact, theclub_id: 'TC123', tapngo_id: '' })).toEqual({});
    expect(checkContact({ ...contact, theclub_id: 'x'.repeat(31) })).toEqual({ theclub_id: 'tooLong' });
  });
});

describe('callback form checks', () => {
  it('needs a mobile number and a time slot only', () => {
    expect(checkCallback({ mobile: '51234567', time_slot: '18-21', website: '' })).toEqual({});
    expect(checkCallback({ mobile: '', time_slot: '', website: '' })).toEqual({ mobile: 'callbackMobile', time_slot: 'callbackTimeSlot' });
    expect(CallbackSchema.safeParse({ ...callbackRequest({ mobile: '51234567', time_slot: '9-12', website: '' }) }).success).toBe(true);
  });
});

describe('form copy read on the server', () => {
  it('fills the brand and the customer-service e-mail, in every locale', () => {
    for (const locale of LOCALES) {
      const copy = leadCopy(locale);
      // Filled on the server, except the call-back's time and the masked number, which only the
      // browser knows (the confirmation fills them).
      const all = JSON.stringify(copy).replace(/\{\{(closes|when|number)\}\}/g, '');
      expect(all, locale).not.toMatch(/\{\{/);
      expect(copy.form.optInWithdraw, locale).toContain(SITE.email);
      expect(copy.notice.access, locale).toContain(SITE.email);
      expect(copy.form.optIn, locale).toContain(SITE.brand[locale === 'en-US' ? 'en-US' : 'zh-HK'].slice(0, 2));
    }
  });

  it('says what the opt-in covers: direct marketing of loan products by SMS, phone, e-mail and WhatsApp, withdrawable', () => {
    const en = leadCopy('en-US').form;
    for (const word of ['direct marketing', 'loan products', 'SMS', 'phone', 'e-mail', 'WhatsApp']) expect(en.optIn).toContain(word);
    expect(en.optInWithdraw).toMatch(/withdraw.*any time/);
    const zh = leadCopy('zh-HK').form;
    for (const word of ['直接促銷', '貸款產品', '短訊', '電話', '電郵', 'WhatsApp']) expect(zh.optIn).toContain(word);
    expect(zh.optInWithdraw).toContain('隨時');
    expect(zh.genderM).toBe('先生');
    expect(zh.genderF).toBe('小姐');
    expect(en.genderM).toBe('Mr');
    expect(en.genderF).toBe('Miss');
  });

  it('offers every loan code with its localized name, Simplified in zh-CN', () => {
    for (const locale of LOCALES) {
      const options = loanOptions(locale);
      expect(
        options.map((o) => o.code).sort((a, b) => a - b),
        locale,
      ).toEqual(Object.keys(LOAN_CODES).map(Number));
      for (const o of options) expect(o.label.trim(), `${locale} ${o.code}`).not.toBe('');
    }
    expect(loanOptions('zh-HK').find((o) => o.code === 3)!.label).toBe('結餘轉戶貸款');
    expect(loanOptions('zh-CN').find((o) => o.code === 3)!.label).toContain('贷款');
    expect(loanOptions('en-US').find((o) => o.code === 3)!.label).toMatch(/[a-z]/i);
  });

  it('links the terms and privacy pages of the locale', () => {
    expect(leadLinks('en-US')).toMatchObject({ terms: '/en/term_condition', privacy: '/en/privacy', downloadApp: '/en/download-app-redirect' });
    expect(leadLinks('zh-HK')).toMatchObject({ terms: '/term_condition', privacy: '/privacy' });
  });
});

describe('analytics helpers', () => {
  it('names tagged clicks page_section_action', () => {
    expect(clickEventName('home', 'hero:apply')).toBe('home_hero_apply');
    expect(clickEventName('loan7x24', 'Product Points:Apply Now')).toBe('loan7x24_product_points_apply_now');
    expect(clickEventName('', 'hero:apply')).toBe('page_hero_apply');
    expect(clickEventName('home', 'hero')).toBeNull();
  });

  it('reads the campaign from the stored utm string', () => {
    expect(campaignOf('utm_source=google&utm_medium=cpc&utm_campaign=spring&staff=1')).toEqual({ source: 'google', medium: 'cpc', name: 'spring', staff: '1' });
    expect(campaignOf('utm_source=TheClub&theclub_id=M123')).toEqual({ source: 'TheClub', partner: 'theclub' });
    expect(campaignOf('https://x.test/?utm_source=fb')).toEqual({ source: 'fb' });
    expect(campaignOf('')).toEqual({});
  });
});
