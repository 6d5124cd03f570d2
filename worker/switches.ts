import type { MiddlewareHandler } from 'hono';
import { adConversionTag } from './ad-tag';
import { bannerImageOrigins } from './banner-image-origins';
import type { AppEnv } from './env';
import { mapsApiKey } from './maps';
import { vitalsSampleRate } from './vitals-sample-rate';
import { webChatId } from './web-chat';

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
