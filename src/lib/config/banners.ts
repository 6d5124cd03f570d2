import { z } from '../zod';

/**
 * Banner images must be served by this site (a path such as `/images/banners/cny-a-desktop.svg`):
 * the page's Content-Security-Policy allows images from this site only, so an image from another
 * host would show as a broken picture. Refusing it here tells the operator before anything is stored.
 */
const sitePath = z
  .string()
  .min(2)
  .max(500)
  .regex(/^\/(?!\/)[^\s"'<>\\]*$/, 'must be a path on this site starting with / (e.g. /images/banners/cny.svg)');

/**
 * KV `banners`: the spec's Banner fields plus an optional A/B `variant` name and `weight`.
 * Banners sharing banner_type and campaign are the variants of one experiment.
 */
export const BannerSchema = z
  .object({
    id: z.union([z.string().min(1).max(100), z.number().int()]),
    banner_type: z.enum(['floating_icon', 'crazy_ad']),
    campaign: z.string().min(1).max(100),
    url_zh: z.string().url(),
    url_en: z.string().url(),
    image_desktop_zh: sitePath,
    image_desktop_en: sitePath,
    image_mobile_zh: sitePath,
    image_mobile_en: sitePath,
    variant: z.string().min(1).max(50).optional(),
    weight: z.number().positive().max(1000).optional(),
  })
  .strict();

export type Banner = z.infer<typeof BannerSchema>;

/** The experiment a banner belongs to: its type and campaign. */
export const experimentKey = (b: Pick<Banner, 'banner_type' | 'campaign'>) => `${b.banner_type}:${b.campaign}`;

/** A banner's variant name in reports and events: its `variant`, else its id. */
export const variantName = (b: Pick<Banner, 'id' | 'variant'>) => b.variant ?? String(b.id);

/** Ids and variant names must be unambiguous, or events could not be told apart in the report. */
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
  });
}

export const BannersSchema = z.array(BannerSchema).max(100).superRefine(checkUnique);

/**
 * What an upstream banner API may answer (spec section 7: `{ success, banners }`). Fields this site
 * does not use are dropped rather than refused, so an upstream adding a field does not stop refreshes.
 */
export const UpstreamBannersSchema = z.object({
  success: z.literal(true),
  banners: z.array(BannerSchema.strip()).max(100).superRefine(checkUnique),
});
