/** The Worker's bindings and configuration (wrangler.toml `[vars]` and secrets). */
export interface Env {
  /** Prerendered pages and public files; absent under the dev server. */
  ASSETS?: Fetcher;
  CONFIG: KVNamespace;
  DB: D1Database;
  SITE_ENV: 'development' | 'production';
  MEMBER_SITE_URL?: string;
  LEAD_API_URL?: string;
  BANNER_API_URL?: string;
}

export type AppEnv = { Bindings: Env };
