import { POST_IMAGE_ORIGINS } from '../src/lib/content/image-origins';

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  // Lead redirects carry personal data in the query string: never send it to another origin.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Where the ad conversion tag sends its hits; allowed only while the tag is switched on. */
export const AD_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'];

/** The posts' cover images may come from the content service's image host (none with the samples). */
const POST_IMAGES = POST_IMAGE_ORIGINS.map((origin) => ` ${origin}`).join('');

/**
 * The page CSP: scripts only with this response's nonce (and what they load, 'strict-dynamic');
 * no plugins, no <base>, no framing, forms only to this site. With the ad tag on, its hosts may
 * receive images and requests (its script comes in through 'strict-dynamic').
 */
export function pageCsp(nonce: string, options: { adTag?: boolean } = {}): string {
  const ad = options.adTag ? ` ${AD_TAG_HOSTS.join(' ')}` : '';
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self'`,
    `img-src 'self' data:${POST_IMAGES}${ad}`,
    `font-src 'self'`,
    `connect-src 'self'${ad}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** APIs and files render nothing: they need no capability at all. */
export const NON_PAGE_CSP = `default-src 'none'; frame-ancestors 'none'`;
