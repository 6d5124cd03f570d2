import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { POST_IMAGE_ORIGINS } from '../src/server/content/image-origins';
import type { AppEnv } from './env';
import { policyWithHashes } from './inline-hashes';
import { isBranchesPage, MAPS_PROVIDER } from './maps';

type ContentSecurityPolicyOptions = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'] & {};

/** Hono's middleware with every header of its own off: each instance below names what it sets. */
const NOTHING = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * The headers every response carries, redirects and errors included. FLoC's `interest-cohort` is
 * no longer listed: the proposal was withdrawn, Hono does not know it and browsers report it as an
 * unrecognized feature.
 */
export const securityHeaders = secureHeaders({
  ...NOTHING,
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: true,
  // Lead redirects carry personal data in the query string: never send it to another origin.
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
});

/** Where the ad conversion tag sends its hits; allowed only while the tag is switched on. */
const AD_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'];

/**
 * The web chat's vendor (Intercom, US-hosted workspace), in one place: the loader the edge puts on
 * every page while WEB_CHAT_ID is on, and the hosts its widget talks to, per CSP directive, as the
 * vendor's CSP guide lists them. Its scripts need no host: they come in through the loader, which
 * the page CSP names by hash or nonce ('strict-dynamic'). Switching vendors means changing this
 * and the loader in web-chat.ts only.
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

interface PageCspOptions {
  /** The ad conversion tag is on (AD_CONVERSION_TAG). */
  adTag?: boolean;
  /** The web chat is on (WEB_CHAT_ID). */
  webChat?: boolean;
  /** Normalized origins banner images may come from (BANNER_IMAGE_ORIGINS). */
  bannerImageOrigins?: readonly string[];
  /** The maps library is on (MAPS_API_KEY) and this is the branches page, the only one it goes on. */
  maps?: boolean;
}

/**
 * The page CSP: scripts only with this response's nonce, or the hashes that replace it on a kept
 * page (pageSecurityPolicy below; and what they load, 'strict-dynamic'); styles from this site or
 * with the nonce or hashes (each page carries its stylesheet inline, in one `<style>`:
 * scripts/build/first-paint-html.ts), no style attributes; no plugins, no <base>, no
 * framing, forms only to this site. Each switch adds its own hosts and
 * nothing while it is off: the ad tag's hosts may receive images and requests (its script comes in
 * through 'strict-dynamic'); the web chat's may serve images, fonts, media and frames and receive
 * requests, and its widget positions itself with inline styles ('unsafe-inline', and then no
 * nonce or hash for styles: a browser that sees either ignores 'unsafe-inline'); banner images may come from the
 * configured image origins, post covers from the content service's image host (none with the
 * sample posts). The nonce is Hono's (`NONCE`), new for every request and kept in the context as
 * `secureHeadersNonce` for the HTML finishing step to write on a streamed page's scripts and style.
 */
function pageCspDirectives(options: PageCspOptions = {}): ContentSecurityPolicyOptions {
  const ad = options.adTag && AD_TAG_HOSTS;
  const chat = options.webChat ? WEB_CHAT_VENDOR : null;
  const maps = options.maps ? MAPS_PROVIDER : null;
  const list =
    (...first: string[]) =>
    (...rest: (readonly string[] | false | undefined)[]) => [...first, ...rest.flatMap((l) => l || [])];
  return {
    defaultSrc: ["'self'"],
    // React's development build rebuilds server stack frames with eval; the dev server only.
    scriptSrc: [NONCE, "'strict-dynamic'", ...(import.meta.env.MODE === 'development' ? ["'unsafe-eval'"] : [])],
    styleSrc: chat || maps ? list("'self'", "'unsafe-inline'")(maps?.style) : ["'self'", NONCE],
    imgSrc: list("'self'", 'data:')(POST_IMAGE_ORIGINS, options.bannerImageOrigins, ad, chat?.img, maps?.img),
    fontSrc: list("'self'")(chat?.font, maps?.font),
    connectSrc: list("'self'")(ad, chat?.connect, maps?.connect),
    ...(chat ? { mediaSrc: list("'self'")(chat.media), frameSrc: list("'self'")(chat.frame) } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Hono's middleware for each policy, made once per set of switch values: building it (the
 * directives, their names in kebab case, the header joined from its parts) was a fifth of the edge
 * layer's own work on a static page (docs/performance.md, "What the edge layer costs"). The
 * middleware made keeps the policy as parts and writes a new nonce into them on every request.
 * A worker's variables do not change while it runs, so this holds one entry, two at a change.
 */
const pagePolicies = new Map<string, MiddlewareHandler<AppEnv>>();

function pagePolicyFor(options: Required<PageCspOptions>): MiddlewareHandler<AppEnv> {
  const key = JSON.stringify(options);
  let policy = pagePolicies.get(key);
  if (!policy) {
    if (pagePolicies.size >= 8) pagePolicies.clear();
    policy = secureHeaders({ ...NOTHING, contentSecurityPolicy: pageCspDirectives(options), overwrite: false });
    pagePolicies.set(key, policy);
  }
  return policy;
}

/**
 * The page CSP on HTML responses: the step below it (pages.ts) has given every other response the
 * non-page policy, which this one does not overwrite. The switches come from the request's context
 * (switches.ts), so each worker's variables shape its pages' policy.
 */
export const pageSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { adTag, webChatId, bannerImageOrigins, mapsApiKey } = c.get('switches');
  const maps = !!mapsApiKey && isBranchesPage(c.req.path);
  await pagePolicyFor({ adTag: !!adTag, webChat: !!webChatId, bannerImageOrigins, maps })(c, next);
  // A kept page carries no nonce: its policy names its inline code by hash (html.ts).
  const hashes = c.get('pageHashes');
  const policy = c.res.headers.get('Content-Security-Policy');
  const nonce = c.get('secureHeadersNonce');
  if (hashes && policy && nonce) c.res.headers.set('Content-Security-Policy', policyWithHashes(policy, nonce, hashes));
};

/** APIs and files render nothing: they need no capability at all. */
export const NON_PAGE_CSP = `default-src 'none'; frame-ancestors 'none'`;
