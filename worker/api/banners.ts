import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from '../../src/shared/zod';
import { assignVariants } from '../../src/server/banners/assign';
import { publicBanner } from '../../src/server/banners/public-banner';
import { experimentKey, liveBanners, type Banner } from '../../src/server/config/banners';
import { LOCALES } from '../../src/shared/locales';
import { workerBannerSchemas } from '../banner-image-origins';
import { previewedBannerId } from '../banner-preview';
import type { AppEnv } from '../env';
import { readConfig } from '../kv-config';
import { ANON_ID_MAX_AGE } from '../visitor-cookies';
import { assignmentPointOf } from '../visitor-assignment';
import { issueVisitorId, verifiedVisitorId } from '../visitor-id';

/** A repeated parameter counts once, as its first value (as `c.req.query()` reads it). */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const QuerySchema = z.object({
  source: z.preprocess(first, z.enum(['mobile_web', 'desktop_web'])),
  // The page's locale; the original site's call has none, so a missing or empty one means the default (zh-HK).
  locale: z.preprocess(
    first,
    z
      .enum(LOCALES)
      .or(z.literal(''))
      .optional()
      .transform((locale) => locale || 'zh-HK'),
  ),
});

const validQuery = zValidator('query', QuerySchema, (result, c) => {
  if (!result.success) return c.json({ success: false, error: 'invalid_query' }, 400);
});

/**
 * A browser that opened a preview link (../banner-preview.ts) gets the banner it names, draft or
 * scheduled, in place of its own variant of that test; nothing it does is counted.
 */
function withPreview(assigned: Banner[], stored: Banner[], previewId: string | null): Banner[] {
  const previewed = previewId === null ? undefined : stored.find((b) => String(b.id) === previewId);
  if (!previewed) return assigned;
  const at = assigned.findIndex((b) => experimentKey(b) === experimentKey(previewed));
  return at === -1 ? [...assigned, previewed] : assigned.map((b, i) => (i === at ? previewed : b));
}

/**
 * GET /api/banners?source=mobile_web|desktop_web[&locale=en-US]: the stored banners for this
 * visitor, one variant per experiment, in the page's language and the device's image size. Reads
 * KV only: a visitor never waits on the upstream banner API (the cron refreshes KV from it).
 */
export const bannersApi = new Hono<AppEnv>();

bannersApi.get('/banners', validQuery, async (c) => {
  // The page response set anon_id; a client without one of this site's gets one now, so its variant stays put.
  let anonId = await verifiedVisitorId(c.env, getCookie(c, 'anon_id'));
  if (!anonId) {
    anonId = await issueVisitorId(c.env);
    const secure = new URL(c.req.url).protocol === 'https:';
    if (anonId) setCookie(c, 'anon_id', anonId, { path: '/', sameSite: 'Lax', secure, maxAge: ANON_ID_MAX_AGE });
  }

  const stored = await readConfig(c.env.CONFIG, 'banners', workerBannerSchemas(c.env).list);
  if (stored === null) {
    // readConfig has logged an invalid value; a missing one is logged here.
    console.log('banners: none stored (or unreadable); answering an empty list');
    return c.json({ success: true, banners: [] });
  }
  // Only the published banners whose schedule covers now (docs/banners.md); a draft or a variant
  // still to start takes no visitors.
  const assigned = await assignVariants(liveBanners(stored, new Date()), assignmentPointOf(c.env, anonId ?? ''));
  const chosen = withPreview(assigned, stored, await previewedBannerId(c.env, c.req.raw));
  const { source, locale } = c.req.valid('query');
  return c.json({ success: true, banners: chosen.map((b) => publicBanner(b, locale, source)) });
});
