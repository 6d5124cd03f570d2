import type { PageValue } from './page-values';
import type { InlineHashes } from './inline-hashes';

/**
 * The Worker's bindings and configuration. What wrangler.jsonc declares (the KV, D1, asset and
 * rate-limit bindings, `SITE_ENV` with one value per environment, `LEAD_RETENTION_DAYS`, `PUBLIC_ORIGIN`) is typed by
 * `npm run cf-typegen` in worker/worker-configuration.d.ts (`Cloudflare.Env`); `npm run typecheck`
 * fails while that file is out of date with the config. Most worker modules import this file, so it
 * declares what the request's steps hand each other itself (the page switches included) and imports
 * only page-values.ts, which imports no worker module back: `npm run lint` fails on an import cycle.
 */
export interface Env extends Cloudflare.Env, OptionalSwitches {}

/**
 * Switches that are off unless set (a var in wrangler.jsonc, `wrangler dev --var`, the dashboard or
 * a secret). They are absent from the config by default, so `wrangler types` cannot see them: they
 * are declared here by hand. Each is validated where it is read; a malformed value reads as off.
 */
interface OptionalSwitches {
  MEMBER_SITE_URL?: string;
  /** Optional upstream lead API (the original site's insertToShortForm); unset = leads stay in D1 only. */
  LEAD_API_URL?: string;
  /** Milliseconds the upstream lead API gets to answer (default 8000). */
  LEAD_API_TIMEOUT_MS?: string;
  /** Optional upstream banner API; the cron copies its list into KV `banners`. */
  BANNER_API_URL?: string;
  /** The ad platform's conversion tag ('AW-123456789/label'); unset = off, no third-party script. */
  AD_CONVERSION_TAG?: string;
  /**
   * Comma-separated https origins banner pictures may come from besides this site (marketing's
   * image host); the banner schema accepts them and the page CSP's img-src lists them. Unset = none.
   */
  BANNER_IMAGE_ORIGINS?: string;
  /**
   * The web chat vendor's workspace id (letters, digits, _ and -, 3-64); unset = off: no chat
   * script, no request to the vendor, no CSP addition, no chat entry among the contact channels.
   */
  WEB_CHAT_ID?: string;
  /**
   * The maps provider's API key (Google Maps JavaScript API, places library; 20-60 letters, digits,
   * _ or -); unset = off: the branches page keeps its schematic map, no request to Google, no CSP
   * addition. On, the branches page alone loads the API once idle and shows the branches as markers.
   */
  MAPS_API_KEY?: string;
  /** Milliseconds the upstream banner API gets to answer (default 8000). */
  BANNER_API_TIMEOUT_MS?: string;
  /**
   * Milliseconds a worker isolate reuses the maintenance switch it read from KV (default 5000,
   * at most 20000; "0" reads it on every request, as the tests that flip it between requests do).
   */
  CONFIG_REUSE_MS?: string;
  /**
   * The app service's base URL (its calls are POST <url>/api/v2/<name>, its reads GET); unset = the
   * local sample service inside the worker (worker/app-service/sample-service.ts), labelled as
   * sample data, and the cron reads no branch or FAQ list (the pages show the content files).
   */
  APP_SERVICE_URL?: string;
  /** Secret: the app service's bearer token (`wrangler secret put APP_SERVICE_TOKEN`). */
  APP_SERVICE_TOKEN?: string;
  /**
   * Secret (`wrangler secret put VISITOR_ID_SECRET`, 32 characters or more): signs the anon_id the
   * edge issues, keys the A/B assignment and the A/B address cap, and binds a started application
   * to its browser (visitor-secret.ts). Unset on the local site = a fixed development value.
   */
  VISITOR_ID_SECRET?: string;
  /** Milliseconds an app-service call gets (default 8000, 100 to 30000). */
  APP_SERVICE_TIMEOUT_MS?: string;
  /**
   * Secret: signs the maintenance preview links the console makes (`wrangler secret put
   * MAINTENANCE_PREVIEW_SECRET`, at least 32 characters). Unset outside the local site = no preview
   * link works; `?show_layer` and `?today=` work unsigned on the local site only (maintenance-preview.ts).
   */
  MAINTENANCE_PREVIEW_SECRET?: string;
  /**
   * The console at /admin (docs/admin.md): the Cloudflare Access team's host
   * ('example.cloudflareaccess.com') and the Access application's audience tag. Unset or
   * malformed = nobody gets in (the local development sign-in aside).
   */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Var or secret: the console's roles, JSON e-mail → 'ops' | 'marketing' | 'viewer'; malformed = nobody. */
  ADMIN_ROLES?: string;
  /**
   * E-mail notices through the EMAIL binding (worker/notify.ts, docs/deploy.md): the sender (an
   * address on the site's own domain), the customer-service inbox told of each new contact or
   * callback request, and the operations inbox told when the lead outbox is stuck. Each unset or
   * malformed = that notice is not sent.
   */
  NOTIFY_FROM?: string;
  CS_NOTIFY_TO?: string;
  OPS_NOTIFY_TO?: string;
  /**
   * Tests only: where the Access signing keys are read instead of the team's certs. Taken only as
   * http://127.0.0.1:PORT/… (a key server on this machine); anything else is ignored.
   */
  ACCESS_CERTS_URL?: string;
}

/**
 * The worker variables that change what a page carries and its CSP, each checked (docs/security.md)
 * by pageSwitches (switches.ts), which reads them.
 */
interface PageSwitches {
  /** The ad conversion tag when it is switched on (AD_CONVERSION_TAG, validated). */
  adTag: string | null;
  /** The web chat's workspace id when it is switched on (WEB_CHAT_ID, validated). */
  webChatId: string | null;
  /** Normalized origins banner images may come from (BANNER_IMAGE_ORIGINS, validated). */
  bannerImageOrigins: readonly string[];
  /** The maps provider's API key when the maps library is switched on (MAPS_API_KEY, validated). */
  mapsApiKey: string | null;
  /** The share of page views whose web vitals are measured, 0 (off) to 1 (RUM_SAMPLE_RATE, validated). */
  vitalsSampleRate: number;
}

/** What one request's steps hand each other (worker/app.ts lists the steps). */
interface RequestVariables {
  /** The switches pages carry, read once per request (switches.ts). */
  switches: PageSwitches;
  /**
   * A page this isolate has read before, answered without its body (static-files.ts): what reads
   * it from the asset store, for a step that needs the body (html.ts, when it has no template).
   */
  readStoredPage?: () => Promise<Response>;
  /**
   * A stored document a step answered with in place of the address asked for (the not-found page,
   * not-found-page.ts): its own address in the asset store, under which html.ts keeps its
   * template, and the values the step writes into it for this response.
   */
  storedDocument?: { path: string; values: readonly PageValue[] };
  /** The hash sources a kept page's CSP names instead of the nonce (html.ts, inline-hashes.ts). */
  pageHashes?: InlineHashes;
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
