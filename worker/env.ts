import type { PageSwitches } from './switches';

/** The Worker's bindings and configuration (wrangler.toml `[vars]` and secrets). */
export interface Env {
  /** Prerendered pages and public files; absent under the dev server. */
  ASSETS?: Fetcher;
  CONFIG: KVNamespace;
  DB: D1Database;
  SITE_ENV: 'development' | 'production';
  MEMBER_SITE_URL?: string;
  /** Optional upstream lead API (the original site's insertToShortForm); unset = leads stay in D1 only. */
  LEAD_API_URL?: string;
  /** Milliseconds the upstream lead API gets to answer (default 8000). */
  LEAD_API_TIMEOUT_MS?: string;
  /** Days a forwarded lead stays in D1. */
  LEAD_RETENTION_DAYS?: string;
  /** Per-client limit on writes (leads, contact requests). */
  WRITE_LIMITER?: RateLimit;
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
  /** Milliseconds the upstream banner API gets to answer (default 8000). */
  BANNER_API_TIMEOUT_MS?: string;
  /**
   * Milliseconds a worker isolate reuses the maintenance switch it read from KV (default 5000,
   * at most 20000; "0" reads it on every request, as the tests that flip it between requests do).
   */
  CONFIG_REUSE_MS?: string;
}

/** What one request's steps hand each other (worker/app.ts lists the steps). */
export interface RequestVariables {
  /** The switches pages carry, read once per request (switches.ts). */
  switches: PageSwitches;
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
