import type { MiddlewareHandler } from 'hono';
import { consoleLocaleOf, COPY } from './copy';
import type { AdminEnv } from './context';

const nonceBytes = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

/**
 * Every console response, refusals included: never indexed, never stored by a cache or the
 * browser (operational state and masked personal data), and its own CSP, stricter than the pages':
 * no script at all, one nonce'd <style>, forms only to this site, no framing. The outer step
 * (security-headers.ts) has already set HSTS, nosniff, Referrer-Policy and X-Frame-Options.
 */
export const consoleHeaders: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const nonce = nonceBytes();
  c.set('nonce', nonce);
  const locale = consoleLocaleOf(c.req.query('lang'));
  c.set('locale', locale);
  c.set('copy', COPY[locale]);
  await next();
  c.res.headers.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
};
