import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LEAD_HAND_OVER } from '../../scripts/build/lead-hand-over';
import { leadRedirectUrl, type LeadRedirect } from '../../src/browser/leads/redirect';
import { readHandOver } from '../../src/browser/stores/lead-hand-over';
import { HAND_OVER_GLOBAL, withoutHandOverNames } from '../../src/shared/leads/hand-over';

/**
 * The landing page's side of the hand-over (docs/decisions.md#lead-hand-over): the inline script
 * run on an address as the browser has it, what it leaves for the store and the address it puts
 * back; the store's checks; the edge's removal of the names from an old link's query.
 */
const lead: LeadRedirect = { loanCode: 5, locale: 'en-US', mobile: '91234567', gender: 'F', firstName: 'Mei Ling', lastName: 'Chan', optIn: true, id: '' };

/** Runs the inline script on `url` with a location and a history of its own. */
function land(url: string) {
  const u = new URL(url, 'https://site.test');
  const replaced: string[] = [];
  const page: Record<string, unknown> = {
    location: { hash: u.hash, pathname: u.pathname, search: u.search },
    history: { state: null, replaceState: (_state: unknown, _title: string, to: string) => replaced.push(to) },
    URLSearchParams,
  };
  page.self = page;
  runInNewContext(LEAD_HAND_OVER, page);
  return { taken: page[HAND_OVER_GLOBAL] as Record<string, string | null> | undefined, replaced };
}

describe('the landing page’s inline script', () => {
  it('takes the lead out of the address, keeping the path and the query', () => {
    const { taken, replaced } = land(leadRedirectUrl({ ...lead, utm: 'utm_source=google' })!);
    expect(replaced).toEqual(['/en/loan/7x24-loan?utm_source=google']);
    expect(readHandOver(taken)).toEqual({ mobile: '91234567', gender: 'F', firstName: 'Mei Ling', lastName: 'Chan', optIn: true, id: '' });
  });

  it('round-trips values with &, #, spaces and Chinese as they were sent', () => {
    const odd = { firstName: 'A&B #1', lastName: '陳 大文', mobile: '9123 4567&x=1', id: 'a#b&c=d' };
    const { taken, replaced } = land(leadRedirectUrl({ ...lead, ...odd, loanCode: 11 })!);
    expect(replaced).toEqual(['/en/loan/n-loan?toknow=Supreme']);
    expect(taken).toMatchObject({ param_firstname: odd.firstName, param_lastname: odd.lastName, param_mobile: odd.mobile, id: odd.id });
  });

  it('keeps any other fragment, as written', () => {
    expect(land('/loan/t-loan?a=1#faq&param_mobile=91234567&id=&x=%E9%99%B3').replaced).toEqual(['/loan/t-loan?a=1#faq&x=%E9%99%B3']);
  });

  it('does nothing to an address without the lead', () => {
    for (const url of ['/loan/t-loan', '/loan/t-loan#faq', '/loan/t-loan?param_mobile=1#eligibility', '/loan/t-loan#%E0%A4%A']) {
      const { taken, replaced } = land(url);
      expect(taken, url).toBeUndefined();
      expect(replaced, url).toEqual([]);
    }
  });
});

describe('what the store takes as a lead', () => {
  const raw = {
    param_mobile: '91234567',
    param_gender: 'M',
    param_firstname: 'Tai Man',
    param_lastname: 'Chan',
    param_is_opt_in: '0',
    id: '0b7e8f52-3c1d-4a56-9e2f-1a2b3c4d5e6f',
  };

  it('a lead the form sends, with the id the worker gave or none', () => {
    expect(readHandOver(raw)).toEqual({ mobile: '91234567', gender: 'M', firstName: 'Tai Man', lastName: 'Chan', optIn: false, id: raw.id });
    expect(readHandOver({ ...raw, id: '' })?.id).toBe('');
    expect(readHandOver({ ...raw, id: null })?.id).toBe('');
  });

  it('nothing from an address someone else wrote: any value the form could not have sent', () => {
    for (const change of [
      { param_mobile: '12345678' },
      { param_mobile: null },
      { param_gender: 'X' },
      { param_firstname: '陳' },
      { param_lastname: 'Call 91234567 now' },
      { param_firstname: 'A'.repeat(51) },
      { param_is_opt_in: 'yes' },
      { id: 'Call us on 2111 1111 to confirm' },
    ]) {
      expect(readHandOver({ ...raw, ...change }), JSON.stringify(change)).toBeNull();
    }
    expect(readHandOver(undefined)).toBeNull();
    expect(readHandOver('param_mobile=91234567')).toBeNull();
  });
});

describe('an old link’s query at the edge', () => {
  it('loses the names (any case, encoded or not), the rest kept as written', () => {
    expect(withoutHandOverNames('utm_source=a&param_mobile=9&PARAM_FIRSTNAME=x&param%5Flastname=y&id=1&b=%E9%99%B3')).toBe('utm_source=a&b=%E9%99%B3');
    expect(withoutHandOverNames('param_mobile=9')).toBe('');
    expect(withoutHandOverNames('utm_source=a&identity=1')).toBeNull();
    expect(withoutHandOverNames('')).toBeNull();
  });
});
