// The islands read the cookies the edge sets (utm, gclid, anon_id) as the browser holds them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../src/browser/browser-cookies';

const withCookies = (cookie: string) => vi.stubGlobal('document', { cookie });
afterEach(() => vi.unstubAllGlobals());

describe('readCookie', () => {
  it('reads one cookie among several, decoding what the edge percent-encoded', () => {
    withCookies('anon_id=3f2c9a; utm=utm_source%3Dfacebook%26utm_medium%3Dcpc; gclid=Cj0-test');
    expect(readCookie('utm')).toBe('utm_source=facebook&utm_medium=cpc');
    expect(readCookie('anon_id')).toBe('3f2c9a');
    expect(readCookie('gclid')).toBe('Cj0-test');
  });

  it('does not take a cookie whose name only starts with the one asked for', () => {
    withCookies('utm_old=x; utm=y');
    expect(readCookie('utm')).toBe('y');
    withCookies('utm_old=x');
    expect(readCookie('utm')).toBeNull();
  });

  it('answers null for a missing cookie, and for a value that does not decode', () => {
    withCookies('');
    expect(readCookie('anon_id')).toBeNull();
    withCookies('utm=%E0%A4%A');
    expect(readCookie('utm')).toBeNull();
  });

  it('keeps an equals sign inside the value', () => {
    withCookies('utm=a=b');
    expect(readCookie('utm')).toBe('a=b');
  });
});
