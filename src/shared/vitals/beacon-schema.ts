import { z } from '../zod';
import { DEVICE_CLASSES, METRIC_NAMES, METRICS, RATINGS, ratingOf } from './metrics';

/**
 * POST /api/vitals: one page view's web vitals, sent by the browser once the page is hidden
 * (src/browser/vitals/measure-vitals.ts). Strict and small: five metrics at most, each once, each value in
 * its metric's range and rated as `web-vitals` rates it; any other key is refused. The page's path
 * is only read to pick a known route (worker/api/vitals.ts), never stored as sent.
 */
const metric = z
  .object({
    name: z.enum(METRIC_NAMES),
    value: z.number().finite().min(0),
    rating: z.enum(RATINGS),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.value > METRICS[m.name].max) ctx.addIssue({ code: 'custom', path: ['value'], message: 'out_of_range' });
    else if (ratingOf(m.name, m.value) !== m.rating) ctx.addIssue({ code: 'custom', path: ['rating'], message: 'rating_mismatch' });
  });

export const VitalsBeaconSchema = z
  .object({
    path: z.string().min(1).max(512),
    device: z.enum(DEVICE_CLASSES),
    metrics: z
      .array(metric)
      .min(1)
      .max(METRIC_NAMES.length)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'repeated_metric'),
  })
  .strict();

export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;
