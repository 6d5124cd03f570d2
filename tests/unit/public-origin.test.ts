import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicLink, publicOrigin } from '../../worker/public-origin';

/**
 * PUBLIC_ORIGIN, the start of every link the site writes into an e-mail: a bare https origin is
 * taken; anything else is logged and treated as unset (the local site under SITE_ENV 'local',
 * a path alone elsewhere).
 */
afterEach(() => vi.restoreAllMocks());

describe('publicOrigin', () => {
  it('takes a bare https origin, with or without the trailing slash', () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://www.lender.example', SITE_ENV: 'production' })).toBe('https://www.lender.example');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://www.lender.example/', SITE_ENV: 'production' })).toBe('https://www.lender.example');
    expect(publicLink({ PUBLIC_ORIGIN: 'https://www.lender.example', SITE_ENV: 'staging' }, '/admin/leads')).toBe('https://www.lender.example/admin/leads');
  });

  it('is the local site when unset locally, and nothing elsewhere', () => {
    expect(publicLink({ SITE_ENV: 'local' }, '/admin/contacts')).toBe('http://127.0.0.1:8787/admin/contacts');
    expect(publicLink({ SITE_ENV: 'production' }, '/admin/contacts')).toBe('/admin/contacts');
  });

  it('logs and ignores a value that is not a bare https origin', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const value of [
      'http://www.lender.example',
      'www.lender.example',
      'https://www.lender.example/admin',
      'https://user:pw@www.lender.example',
      'https://www.lender.example?x=1',
      'https://www.lender.example#x',
      'https://evil.example\\@www.lender.example',
      'javascript:alert(1)',
      'REPLACE_WITH_PUBLIC_ORIGIN',
    ]) {
      expect(publicOrigin({ PUBLIC_ORIGIN: value, SITE_ENV: 'production' }), value).toBeNull();
      expect(publicOrigin({ PUBLIC_ORIGIN: value, SITE_ENV: 'local' }), value).toBe('http://127.0.0.1:8787');
    }
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_ORIGIN is not an https origin'));
  });
});
