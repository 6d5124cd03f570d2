import type { MiddlewareHandler } from 'hono';
import { adConversionTag } from './ad-tag';
import { bannerImageOrigins } from './banner-image-origins';
import type { AppEnv } from './env';
import { mapsApiKey } from './maps';
import { vitalsSampleRate } from './vitals-sample-rate';
import { webChatId } from './web-chat';

/** The worker variables that change what a page carries and its CSP, each checked (docs/security.md). */
export interface PageSwitches {
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

/**
 * Reads the switches once per request, for the page's policy and its HTML alike: a malformed
 * value is logged once, not once per step that needs it.
 */
export const pageSwitches: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('switches', {
    adTag: adConversionTag(c.env.AD_CONVERSION_TAG),
    webChatId: webChatId(c.env.WEB_CHAT_ID),
    bannerImageOrigins: bannerImageOrigins(c.env),
    vitalsSampleRate: vitalsSampleRate(c.env.RUM_SAMPLE_RATE),
    mapsApiKey: mapsApiKey(c.env.MAPS_API_KEY),
  });
  await next();
};
