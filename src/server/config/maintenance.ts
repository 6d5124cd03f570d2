import { z } from '../../shared/zod';
import { parseHkDateTime } from './hk-time';

const hkDateTime = z
  .string()
  .refine((s) => parseHkDateTime(s) !== null, { message: 'expected a date-time such as 2026-12-31T02:00 (Hong Kong time) or with an offset' });

/**
 * KV `maintenance`: the online application service is suspended when `enabled` is set, or while
 * Hong Kong time lies in [start, end). Shared by the worker and the ops CLI.
 */
export const MaintenanceSchema = z
  .object({
    enabled: z.boolean(),
    start: hkDateTime,
    end: hkDateTime,
  })
  .strict()
  .refine(
    (m) => {
      const start = parseHkDateTime(m.start);
      const end = parseHkDateTime(m.end);
      // Zod runs this even when a field failed: leave those to their own messages.
      return !start || !end || start.getTime() <= end.getTime();
    },
    {
      message: 'start must not be after end',
      path: ['end'],
    },
  );

export type MaintenanceConfig = z.infer<typeof MaintenanceSchema>;

export interface MaintenanceWindow {
  enabled: boolean;
  start: Date;
  end: Date;
}

export function toWindow(config: MaintenanceConfig): MaintenanceWindow {
  return { enabled: config.enabled, start: parseHkDateTime(config.start)!, end: parseHkDateTime(config.end)! };
}

/** On when switched on, or when `now` lies within the window. */
export function isMaintenanceOn(window: MaintenanceWindow | null, now: Date): boolean {
  if (!window) return false;
  return window.enabled || (now >= window.start && now < window.end);
}
