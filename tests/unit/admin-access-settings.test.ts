import { describe, expect, it } from 'vitest';
import { accessSettings } from '../../worker/admin/access';
import { parseAdminRoles } from '../../worker/admin/roles';

describe('the console’s Access settings', () => {
  const base = { ACCESS_TEAM_DOMAIN: 'lender.cloudflareaccess.com', ACCESS_AUD: 'abc123' };

  it('reads the keys from the team’s certs', () => {
    expect(accessSettings(base)).toEqual({
      teamDomain: 'lender.cloudflareaccess.com',
      audience: 'abc123',
      certsUrl: 'https://lender.cloudflareaccess.com/cdn-cgi/access/certs',
    });
  });

  it('lets no one in while the team or the audience is missing or malformed', () => {
    expect(accessSettings({})).toBeNull();
    expect(accessSettings({ ACCESS_TEAM_DOMAIN: 'lender.cloudflareaccess.com' })).toBeNull();
    expect(accessSettings({ ...base, ACCESS_TEAM_DOMAIN: 'https://lender.cloudflareaccess.com' })).toBeNull();
    expect(accessSettings({ ...base, ACCESS_TEAM_DOMAIN: 'evil.example/x?' })).toBeNull();
    expect(accessSettings({ ...base, ACCESS_AUD: ' ' })).toBeNull();
  });

  it('takes another key server only on loopback over http (the tests’ own)', () => {
    expect(accessSettings({ ...base, ACCESS_CERTS_URL: 'http://127.0.0.1:41234/cdn-cgi/access/certs' })?.certsUrl).toBe(
      'http://127.0.0.1:41234/cdn-cgi/access/certs',
    );
    for (const elsewhere of [
      'https://keys.evil.example/certs',
      'http://evil.example/certs',
      'http://127.0.0.1.evil.example:80/certs',
      'http://localhost:41234/certs',
      'http://127.0.0.1@evil.example/certs',
    ]) {
      expect(accessSettings({ ...base, ACCESS_CERTS_URL: elsewhere })?.certsUrl, elsewhere).toBe('https://lender.cloudflareaccess.com/cdn-cgi/access/certs');
    }
  });
});

describe('ADMIN_ROLES', () => {
  it('maps each e-mail, in small letters, to its role', () => {
    const roles = parseAdminRoles('{"Ops@Lender.example":"ops","m@lender.example":"marketing","v@lender.example":"viewer"}');
    expect([...roles]).toEqual([
      ['ops@lender.example', 'ops'],
      ['m@lender.example', 'marketing'],
      ['v@lender.example', 'viewer'],
    ]);
  });

  it('gives nobody a role when any part is wrong', () => {
    for (const setting of [
      undefined,
      '',
      'not json',
      '[]',
      '{"ops@lender.example":"admin"}',
      '{"not-an-email":"ops"}',
      '{"a@lender.example":"ops","b":"viewer"}',
    ]) {
      expect(parseAdminRoles(setting).size, String(setting)).toBe(0);
    }
  });
});
