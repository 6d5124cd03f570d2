import { z } from '../../shared/zod';

/**
 * POST /api/track (docs/product-rules.md §7): first-party analytics. Small and flat on purpose:
 * properties and context are bounded maps of short strings, numbers and booleans.
 */
const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const smallMap = z.record(z.string().max(60), scalar).refine((m) => Object.keys(m).length <= 30, 'too many keys');

export const TrackSchema = z.object({
  event: z.string().trim().min(1).max(60),
  // Accepted for the documented body shape, never read: the worker takes the visitor from its own
  // anon_id cookie (worker/api/track.ts), so a script cannot pose as another visitor.
  anonymousId: z.string().max(64).optional(),
  properties: smallMap.optional().default({}),
  context: z
    .object({
      campaign: z.record(z.string().max(30), z.string().max(200)).optional(),
      page: z.record(z.string().max(30), z.string().max(500)).optional(),
    })
    .optional()
    .default({}),
});
