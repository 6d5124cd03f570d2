import { describe, expect, it } from 'vitest';
import { is7x24Path, loanCodeFrom, loanCodeOfPath, preselectedLoanCode } from '../../src/browser/leads/loan-choice';
import { campaignQuery, leadRedirectUrl, type LeadRedirect } from '../../src/browser/leads/redirect';
import { LOAN_CODES } from '../../src/shared/routes/loan-codes';

const lead: LeadRedirect = {
  loanCode: 1,
  locale: 'zh-HK',
  mobile: '91234567',
  gender: 'F',
  firstName: 'Mei Ling',
  lastName: 'Chan',
  optIn: false,
  id: 'abc123',
};

const parse = (url: string) => {
  const u = new URL(url, 'https://site.test');
  // What the browser sends to a server (and in a Referer): never the fragment.
  const sent = u.href.slice(0, u.href.length - u.hash.length);
  return { path: u.pathname, query: u.searchParams, raw: u.search, fragment: new URLSearchParams(u.hash.slice(1)), hash: u.hash, sent };
};

const SPEC_NAMES = ['param_mobile', 'param_gender', 'param_firstname', 'param_lastname', 'param_is_opt_in', 'id'];

describe('where a lead goes after submit (docs/product-rules.md §7; the fragment: docs/decisions.md#lead-hand-over)', () => {
  it('goes to the product page of every loan code, with the lead in the fragment in the spec’s order', () => {
    for (const [code, slug] of Object.entries(LOAN_CODES)) {
      const { path, query, fragment } = parse(leadRedirectUrl({ ...lead, loanCode: Number(code) })!);
      expect(path, code).toBe(code === '11' ? '/loan/n-loan' : `/loan/${slug}`);
      expect([...fragment.keys()], code).toEqual(SPEC_NAMES);
      expect([...query.keys()], code).toEqual(code === '11' ? ['toknow'] : []);
    }
  });

  it('keeps the lead out of everything a server or a Referer gets: the query holds only toknow and the campaign', () => {
    const url = leadRedirectUrl({ ...lead, loanCode: 11, utm: 'utm_source=google&utm_medium=cpc&staff=S01' })!;
    const { raw, sent } = parse(url);
    expect(raw).toBe('?toknow=Supreme&utm_source=google&utm_medium=cpc&staff=S01');
    for (const value of ['91234567', 'Mei', 'Chan', 'abc123', 'param_']) expect(sent, value).not.toContain(value);
  });

  it('carries the values as entered: given name as firstname, surname as lastname, opt-in as 1/0', () => {
    const { fragment } = parse(leadRedirectUrl({ ...lead, optIn: true })!);
    expect(Object.fromEntries(fragment)).toEqual({
      param_mobile: '91234567',
      param_gender: 'F',
      param_firstname: 'Mei Ling',
      param_lastname: 'Chan',
      param_is_opt_in: '1',
      id: 'abc123',
    });
    expect(parse(leadRedirectUrl(lead)!).fragment.get('param_is_opt_in')).toBe('0');
  });

  it('keeps an empty id when the call failed', () => {
    const url = leadRedirectUrl({ ...lead, id: undefined })!;
    expect(url.endsWith('&id=')).toBe(true);
    expect(parse(url).fragment.get('id')).toBe('');
  });

  it('sends Supreme to the personal loan page with toknow=Supreme', () => {
    const { path, query } = parse(leadRedirectUrl({ ...lead, loanCode: 11 })!);
    expect(path).toBe('/loan/n-loan');
    expect(query.get('toknow')).toBe('Supreme');
    expect(parse(leadRedirectUrl({ ...lead, loanCode: 1 })!).query.has('toknow')).toBe(false);
  });

  it('has nowhere to go for an unknown code', () => {
    for (const code of [0, 14, 20, 23, 99, Number.NaN]) expect(leadRedirectUrl({ ...lead, loanCode: code }), String(code)).toBeNull();
  });

  it('puts the stored campaign string in the query', () => {
    const url = leadRedirectUrl({ ...lead, utm: 'utm_source=google&utm_medium=cpc&staff=S01' })!;
    expect(parse(url).raw).toBe('?utm_source=google&utm_medium=cpc&staff=S01');
    // A whole stored address or a leading '?' gives the same query; an empty one adds nothing.
    for (const stored of ['https://www.example.com/loan/t-loan?utm_source=google&utm_medium=cpc&staff=S01', '?utm_source=google&utm_medium=cpc&staff=S01']) {
      expect(leadRedirectUrl({ ...lead, utm: stored }), stored).toBe(url);
    }
    expect(leadRedirectUrl({ ...lead, utm: '' })!.startsWith('/loan/n-loan#param_mobile=')).toBe(true);
    expect(leadRedirectUrl({ ...lead, utm: null })!.startsWith('/loan/n-loan#param_mobile=')).toBe(true);
    // Supreme: toknow comes before the campaign.
    expect(parse(leadRedirectUrl({ ...lead, loanCode: 11, utm: 'utm_source=fb' })!).raw).toBe('?toknow=Supreme&utm_source=fb');
  });

  it('encodes what was typed, so it round-trips and cannot break the fragment or the query', () => {
    const odd = { firstName: 'A&B=C #x', lastName: '陳 大文', mobile: '9123 4567&id=evil', id: 'a#b&c=d' };
    const { fragment, query, hash } = parse(leadRedirectUrl({ ...lead, ...odd, utm: 'utm_source=x' })!);
    expect(fragment.get('param_firstname')).toBe(odd.firstName);
    expect(fragment.get('param_lastname')).toBe(odd.lastName);
    expect(fragment.get('param_mobile')).toBe(odd.mobile);
    expect(fragment.getAll('id')).toEqual([odd.id]);
    expect([...fragment.keys()]).toEqual(SPEC_NAMES);
    expect(hash.indexOf('#', 1)).toBe(-1);
    expect([...query.keys()]).toEqual(['utm_source']);
  });

  it('keeps English visitors on /en pages', () => {
    expect(parse(leadRedirectUrl({ ...lead, locale: 'en-US', loanCode: 3 })!).path).toBe('/en/loan/t-loan');
    expect(parse(leadRedirectUrl({ ...lead, locale: 'en-US', loanCode: 11 })!).path).toBe('/en/loan/n-loan');
    expect(parse(leadRedirectUrl({ ...lead, locale: 'en-US', loanCode: 21 })!).path).toBe('/en/loan/talent-loan');
  });

  it('sends Simplified Chinese visitors to the Traditional Chinese page, except the talent loan', () => {
    expect(parse(leadRedirectUrl({ ...lead, locale: 'zh-CN', loanCode: 3 })!).path).toBe('/loan/t-loan');
    expect(parse(leadRedirectUrl({ ...lead, locale: 'zh-CN', loanCode: 11 })!).path).toBe('/loan/n-loan');
    expect(parse(leadRedirectUrl({ ...lead, locale: 'zh-CN', loanCode: 21 })!).path).toBe('/zh-CN/loan/talent-loan');
  });

  it('reads campaign strings in their stored forms', () => {
    expect(campaignQuery('utm_source=a')).toBe('utm_source=a');
    expect(campaignQuery('&utm_source=a')).toBe('utm_source=a');
    expect(campaignQuery('/faq?utm_source=a#top')).toBe('utm_source=a');
    expect(campaignQuery(undefined)).toBe('');
  });

  it("drops this site's own parameters from the campaign: no popup again, no earlier lead's data", () => {
    expect(campaignQuery('form=1&type=3&utm_source=google&toknow=Supreme&staff=S01')).toBe('utm_source=google&staff=S01');
    expect(campaignQuery('param_mobile=91234567&param_firstname=Tai+Man&id=abc&utm_medium=cpc&gclid=g1')).toBe('utm_medium=cpc&gclid=g1');
    const { raw } = parse(leadRedirectUrl({ ...lead, utm: 'form=1&utm_source=google' })!);
    expect(raw).toBe('?utm_source=google');
  });
});

describe('which loan type the form starts with', () => {
  it('reads a code or a product slug from type, in any case', () => {
    expect(loanCodeFrom('3')).toBe(3);
    expect(loanCodeFrom('t-loan')).toBe(3);
    expect(loanCodeFrom('T-Loan')).toBe(3);
    expect(loanCodeFrom('7x24')).toBe(5);
    expect(loanCodeFrom('revolving')).toBe(13);
    expect(loanCodeFrom('Supreme')).toBe(11);
    for (const bad of ['', '0', '14', 'x', 'sme', null, undefined]) expect(loanCodeFrom(bad), String(bad)).toBeUndefined();
  });

  it('prefers type, then toknow, then the product page being read', () => {
    expect(preselectedLoanCode('?form=1&type=3', '/')).toBe(3);
    expect(preselectedLoanCode('?form=1&type=t-loan', '/loan/n-loan')).toBe(3);
    expect(preselectedLoanCode('?form=1&toknow=Supreme', '/')).toBe(11);
    expect(preselectedLoanCode('?form=1&type=nonsense', '/en/loan/p-loan')).toBe(2);
    expect(preselectedLoanCode('?form=1', '/en/loan/7x24-loan')).toBe(5);
    expect(preselectedLoanCode('?form=1', '/faq')).toBeUndefined();
    expect(preselectedLoanCode('', '/loan/sme')).toBeUndefined();
  });

  it('knows product pages in every locale', () => {
    expect(loanCodeOfPath('/zh-CN/loan/talent-loan')).toBe(21);
    expect(loanCodeOfPath('/loan/hos-public-housing-loan')).toBe(22);
    expect(loanCodeOfPath('/loan')).toBeUndefined();
  });

  it('shows the 7x24 extras on paths with 7x24 in them', () => {
    expect(is7x24Path('/loan/7x24-loan')).toBe(true);
    expect(is7x24Path('/en/loan/7x24-loan')).toBe(true);
    expect(is7x24Path('/loan/n-loan')).toBe(false);
  });
});
