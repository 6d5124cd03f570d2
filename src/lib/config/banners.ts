import { z } from '../zod';

/**
 * KV `banners`: the spec's Banner fields plus an optional A/B `variant` name and `weight`.
 * Banners sharing banner_type and campaign are the variants of one experiment.
 */
export const BannerSchema = z
  .object({
    id: z.union([z.string().min(1), z.number().int()]),
    banner_type: z.enum(['floating_icon', 'crazy_ad']),
    campaign: z.string().min(1).max(100),
    url_zh: z.string().url(),
    url_en: z.string().url(),
    image_desktop_zh: z.string().min(1),
    image_desktop_en: z.string().min(1),
    image_mobile_zh: z.string().min(1),
    image_mobile_en: z.string().min(1),
    variant: z.string().min(1).max(50).optional(),
    weight: z.number().positive().max(1000).optional(),
  })
  .strict();

export const BannersSchema = z.array(BannerSchema).max(100);

export type Banner = z.infer<typeof BannerSchema>;
