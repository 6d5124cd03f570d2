import { z } from '../../shared/zod';

/** A path on this site: one leading slash, no characters that could leave an attribute or a URL. */
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
const isSitePath = (v: string) => v.length >= 2 && SITE_PATH.test(v);

/** An absolute URL without characters that could leave an attribute, and without user info. */
function absoluteUrl(v: string): URL | null {
  if (/[\s"'<>\\]/.test(v)) return null;
  try {
    const url = new URL(v);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/**
 * Where a click on a banner goes: a page of this site (`/loan/n-loan`) or an https address.
 * Nothing else (no http, no `javascript:`, no `data:`).
 */
const linkTarget = z
  .string()
  .max(2000)
  .refine((v) => isSitePath(v) || absoluteUrl(v)?.protocol === 'https:', 'must be a path on this site starting with / or an https:// address');

/**
 * A banner picture: a file of this site (`/images/banners/cny-a-desktop.svg`) or an address on one
 * of the configured image origins (BANNER_IMAGE_ORIGINS, normalized by parseImageOrigins). The
 * page's Content-Security-Policy lets images in from exactly these, so a picture from any other
 * host would show as a broken picture: refusing it here tells the operator before anything is stored.
 */
function imageSource(origins: readonly string[]) {
  const where = origins.length
    ? `must be a path on this site starting with / or an address on ${origins.join(', ')} (BANNER_IMAGE_ORIGINS)`
    : 'must be a path on this site starting with / (e.g. /images/banners/cny.svg); pictures from another host need it in BANNER_IMAGE_ORIGINS';
  return z
    .string()
    .max(500)
    .refine((v) => {
      if (isSitePath(v)) return true;
      const url = absoluteUrl(v);
      return !!url && url.pathname.length > 1 && origins.includes(url.origin);
    }, where);
}

/**
 * KV `banners`: the original site's Banner fields plus an optional A/B `variant` name and `weight`.
 * Banners sharing banner_type and campaign are the variants of one experiment.
 */
function bannerSchema(imageOrigins: readonly string[]) {
  const image = imageSource(imageOrigins);
  return z
    .object({
      id: z.union([z.string().min(1).max(100), z.number().int()]),
      banner_type: z.enum(['floating_icon', 'crazy_ad']),
      campaign: z.string().min(1).max(100),
      url_zh: linkTarget,
      url_en: linkTarget,
      image_desktop_zh: image,
      image_desktop_en: image,
      image_mobile_zh: image,
      image_mobile_en: image,
      variant: z.string().min(1).max(50).optional(),
      weight: z.number().positive().max(1000).optional(),
      // Optional schedule: shown from `starts_at` (inclusive) until `ends_at` (exclusive), ISO 8601
      // with an offset (the console writes Hong Kong time, +08:00). Unset: from now on, until removed.
      starts_at: z.iso.datetime({ offset: true }).optional(),
      ends_at: z.iso.datetime({ offset: true }).optional(),
      // A draft (a variant duplicated in the console, not yet published): stored and listed, never
      // served, assigned or counted. Absent (every banner stored before drafts existed) or false: published.
      draft: z.boolean().optional(),
    })
    .strict();
}

export type Banner = z.infer<ReturnType<typeof bannerSchema>>;

/** The experiment a banner belongs to: its type and campaign. */
export const experimentKey = (b: Pick<Banner, 'banner_type' | 'campaign'>) => `${b.banner_type}:${b.campaign}`;

/** A banner's variant name in reports and events: its `variant`, else its id. */
export const variantName = (b: Pick<Banner, 'id' | 'variant'>) => b.variant ?? String(b.id);

/** Ids and variant names must be unambiguous, or events could not be told apart in the report; a schedule must end after it starts. */
function checkUnique(banners: Banner[], ctx: z.RefinementCtx) {
  const ids = new Set<string>();
  const variants = new Set<string>();
  banners.forEach((b, i) => {
    const id = String(b.id);
    if (ids.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `id ${id} is used twice` });
    ids.add(id);
    const key = `${experimentKey(b)}:${variantName(b)}`;
    if (variants.has(key)) {
      ctx.addIssue({ code: 'custom', path: [i, 'variant'], message: `variant ${variantName(b)} appears twice in campaign ${b.campaign} (${b.banner_type})` });
    }
    variants.add(key);
    if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at)) {
      ctx.addIssue({ code: 'custom', path: [i, 'ends_at'], message: `banner ${id} ends before it starts` });
    }
  });
}

/** A banner not yet published: no visitor gets it, whatever its schedule. */
export const isDraft = (b: Pick<Banner, 'draft'>) => b.draft === true;

/** Where a banner stands at `now`: not published (draft), shown (live), not yet (scheduled) or no more (ended). */
export function scheduleStatus(b: Pick<Banner, 'starts_at' | 'ends_at' | 'draft'>, now: Date): 'draft' | 'live' | 'scheduled' | 'ended' {
  if (isDraft(b)) return 'draft';
  if (b.starts_at && now.getTime() < Date.parse(b.starts_at)) return 'scheduled';
  if (b.ends_at && now.getTime() >= Date.parse(b.ends_at)) return 'ended';
  return 'live';
}

/** The banners visitors get at `now`: the published ones whose schedule covers it. */
export const liveBanners = (banners: Banner[], now: Date) => banners.filter((b) => scheduleStatus(b, now) === 'live');

/**
 * The schemas of a banner list for the configured image origins (`parseImageOrigins`): the worker
 * builds them from its BANNER_IMAGE_ORIGINS, the ops CLI from the same setting (see docs/banners.md).
 * - `list`: KV `banners`, as stored and as `banners put` writes it.
 * - `upstream`: what an upstream banner API may answer (docs/product-rules.md §7: `{ success, banners }`).
 *   Fields this site does not use are dropped rather than refused, so an upstream adding a field
 *   does not stop refreshes.
 */
export function bannerSchemas(imageOrigins: readonly string[]) {
  const banner = bannerSchema(imageOrigins);
  return {
    list: z.array(banner).max(100).superRefine(checkUnique),
    upstream: z.object({
      success: z.literal(true),
      banners: z.array(banner.strip()).max(100).superRefine(checkUnique),
    }),
  };
}
