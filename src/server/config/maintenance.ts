import { z } from '../../shared/zod';
import { parseHkDateTime } from './hk-time';

const hkDateTime = z
  .string()
  .refine((s) => parseHkDateTime(s) !== null, { message: 'expected a date-time such as 2026-12-31T02:00 (Hong Kong time) or with an offset' });

/** Zod runs a refinement even when a field failed: those are left to their own messages. */
const startNotAfterEnd = (w: { start: string; end: string }) => {
  const start = parseHkDateTime(w.start);
  const end = parseHkDateTime(w.end);
  return !start || !end || start.getTime() <= end.getTime();
};
const ORDER = { message: 'start must not be after end', path: ['end'] };

const WindowSchema = z.object({ start: hkDateTime, end: hkDateTime }).strict().refine(startNotAfterEnd, ORDER);

/** More than any plan needs; a value longer than this is a mistake, not a schedule. */
const MAX_WINDOWS = 100;

/**
 * KV `maintenance` as written now: the online application service is suspended while `enabled` is
 * set, or while Hong Kong time lies in [start, end) of any window. Windows that overlap are refused
 * when written (maintenance-changes.ts), not when read: a hand-edited value still suspends the site.
 */
export const MaintenanceListSchema = z
  .object({
    enabled: z.boolean(),
    windows: z.array(WindowSchema).max(MAX_WINDOWS),
  })
  .strict();

/** The single-window value stored before windows were a list: read as a list of one. */
const SingleWindowSchema = z
  .object({ enabled: z.boolean(), start: hkDateTime, end: hkDateTime })
  .strict()
  .refine(startNotAfterEnd, ORDER)
  .transform(({ enabled, start, end }) => ({ enabled, windows: [{ start, end }] }));

/**
 * KV `maintenance` as read, in either shape, always as the list. Shared by the worker, the console
 * and the ops CLI; each change writes the list shape back (MaintenanceListSchema).
 */
export const MaintenanceSchema = z.union([MaintenanceListSchema, SingleWindowSchema]);

export type MaintenanceConfig = z.infer<typeof MaintenanceListSchema>;

/** What is wrong with a value that is not valid, told for the shape it is written in (the union's own message says only "Invalid input"). */
export function maintenanceProblems(value: unknown): string {
  const schema = value && typeof value === 'object' && !('start' in value) ? MaintenanceListSchema : SingleWindowSchema;
  const parsed = schema.safeParse(value);
  return parsed.success ? '' : parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ');
}

/** One window, as instants. */
export interface MaintenanceWindow {
  start: Date;
  end: Date;
}

/** The stored value as instants, windows by start. */
export interface MaintenancePlan {
  enabled: boolean;
  windows: MaintenanceWindow[];
}

export function toPlan(config: MaintenanceConfig): MaintenancePlan {
  const windows = config.windows
    .map((w) => ({ start: parseHkDateTime(w.start)!, end: parseHkDateTime(w.end)! }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return { enabled: config.enabled, windows };
}

export type WindowStatus = 'running' | 'upcoming' | 'over';

export function windowStatus(window: MaintenanceWindow, now: Date): WindowStatus {
  if (now < window.start) return 'upcoming';
  return now < window.end ? 'running' : 'over';
}

/** The window `now` lies in, if any. */
export const runningWindow = (plan: MaintenancePlan | null, now: Date) => plan?.windows.find((w) => windowStatus(w, now) === 'running') ?? null;

/** The first window still to begin, if any. */
export const nextWindow = (plan: MaintenancePlan | null, now: Date) => plan?.windows.find((w) => windowStatus(w, now) === 'upcoming') ?? null;

/** On when switched on, or when `now` lies within any window. */
export function isMaintenanceOn(plan: MaintenancePlan | null, now: Date): boolean {
  if (!plan) return false;
  return plan.enabled || runningWindow(plan, now) !== null;
}
