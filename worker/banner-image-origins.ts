import { parseImageOrigins } from '../src/server/config/banner-image-origins';
import { bannerSchemas } from '../src/server/config/banners';
import type { Env } from './env';

type Schemas = ReturnType<typeof bannerSchemas>;
let cached: { setting: string; origins: string[]; schemas: Schemas } | null = null;

/**
 * The image origins of BANNER_IMAGE_ORIGINS and the banner schemas built from them. Worked out once
 * per setting in an isolate (every page response names the origins in its CSP), so a mistake is
 * logged once per isolate, not on every request.
 */
function current(env: Pick<Env, 'BANNER_IMAGE_ORIGINS'>) {
  const setting = env.BANNER_IMAGE_ORIGINS ?? '';
  if (cached?.setting !== setting) {
    const { origins, rejected } = parseImageOrigins(setting);
    if (rejected.length) {
      console.warn(
        `BANNER_IMAGE_ORIGINS: entr${rejected.length === 1 ? 'y' : 'ies'} ${rejected.join(', ')} ignored (expected https://host[:port], comma-separated)`,
      );
    }
    cached = { setting, origins, schemas: bannerSchemas(origins) };
  }
  return cached;
}

/** The normalized origins banner images may come from (the page CSP's img-src lists them). */
export const bannerImageOrigins = (env: Pick<Env, 'BANNER_IMAGE_ORIGINS'>): readonly string[] => current(env).origins;

/** The banner list schemas (KV list, upstream answer) for this worker's image origins. */
export const workerBannerSchemas = (env: Pick<Env, 'BANNER_IMAGE_ORIGINS'>): Schemas => current(env).schemas;
