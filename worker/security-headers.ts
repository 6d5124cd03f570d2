import { POST_IMAGE_ORIGINS } from '../src/server/content/image-origins';

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
const AD_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'];

/**
 * The web chat's vendor (Intercom, US-hosted workspace), in one place: the loader the edge puts on
 * every page while WEB_CHAT_ID is on, and the hosts its widget talks to, per CSP directive, as the
 * vendor's CSP guide lists them. Its scripts need no host: they come in through the loader, which
 * carries the page's nonce ('strict-dynamic'). Switching vendors means changing this and the
 * loader in web-chat.ts only.
 */
export const WEB_CHAT_VENDOR = {
  /** The widget's script; the workspace id is appended. */
  loader: 'https://widget.intercom.io/widget/',
  apiBase: 'https://api-iam.intercom.io',
  connect: [
    'https://api-iam.intercom.io',
    'https://api-ping.intercom.io',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://uploads.intercomcdn.com',
  ],
  img: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
} as const;

export interface PageCspOptions {
  /** The ad conversion tag is on (AD_CONVERSION_TAG). */
  adTag?: boolean;
  /** The web chat is on (WEB_CHAT_ID). */
  webChat?: boolean;
  /** Normalized origins banner images may come from (BANNER_IMAGE_ORIGINS). */
  bannerImageOrigins?: readonly string[];
}

const sources = (...lists: (readonly string[] | false | undefined)[]) => lists.flatMap((l) => l || []).join(' ');

/**
 * The page CSP: scripts only with this response's nonce (and what they load, 'strict-dynamic');
 * no plugins, no <base>, no framing, forms only to this site. Each switch adds its own hosts and
 * nothing while it is off: the ad tag's hosts may receive images and requests (its script comes in
 * through 'strict-dynamic'); the web chat's may serve images, fonts, media and frames and receive
 * requests, and its widget positions itself with inline styles; banner images may come from the
 * configured image origins, post covers from the content service's image host (none with the
 * sample posts).
 */
export function pageCsp(nonce: string, options: PageCspOptions = {}): string {
  const ad = options.adTag && AD_TAG_HOSTS;
  const chat = options.webChat ? WEB_CHAT_VENDOR : null;
  const list = (first: string, ...rest: (readonly string[] | false | undefined)[]) => [first, sources(...rest)].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    chat ? `style-src 'self' 'unsafe-inline'` : `style-src 'self'`,
    list(`img-src 'self' data:`, POST_IMAGE_ORIGINS, options.bannerImageOrigins, ad, chat?.img),
    list(`font-src 'self'`, chat?.font),
    list(`connect-src 'self'`, ad, chat?.connect),
    ...(chat ? [list(`media-src 'self'`, chat.media), list(`frame-src 'self'`, chat.frame)] : []),
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** APIs and files render nothing: they need no capability at all. */
export const NON_PAGE_CSP = `default-src 'none'; frame-ancestors 'none'`;
