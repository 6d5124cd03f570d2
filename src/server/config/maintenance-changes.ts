import { toPlan, windowStatus, type MaintenanceConfig, type MaintenanceWindow } from './maintenance';

/**
 * The changes operations make to KV `maintenance`, shared by the ops CLI (scripts/ops/maintenance.ts)
 * and the console (worker/admin/pages/maintenance.tsx), so both mean the same by "on", "off", a
 * window and cancelling one. Every change writes the list shape and drops the windows that are over.
 */

/** The ISO form stored in KV, always with the Hong Kong offset. */
export function toHkIso(d: Date): string {
  const local = new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

const stored = (w: MaintenanceWindow) => ({ start: toHkIso(w.start), end: toHkIso(w.end) });

/** The windows not over at `now`, by start, in the stored form. */
function current(config: MaintenanceConfig | null, now: Date): MaintenanceWindow[] {
  return config ? toPlan(config).windows.filter((w) => windowStatus(w, now) !== 'over') : [];
}

/** Suspended now, until switched off; the windows stay as they are. */
export function switchedOn(config: MaintenanceConfig | null, now: Date): MaintenanceConfig {
  return { enabled: true, windows: current(config, now).map(stored) };
}

/** Off means off now: a window that is running is ended (and so dropped); those still to come stay scheduled. */
export function switchedOff(config: MaintenanceConfig | null, now: Date): MaintenanceConfig {
  return {
    enabled: false,
    windows: current(config, now)
      .filter((w) => windowStatus(w, now) === 'upcoming')
      .map(stored),
  };
}

/** Whether two windows share a moment; one ending as the next begins does not. */
const overlap = (a: MaintenanceWindow, b: MaintenanceWindow) => a.start < b.end && b.start < a.end;

/**
 * A new window (start before end and end after now, checked by the caller); the switch keeps its
 * state. Refused, with the window in the way, when it overlaps one already scheduled.
 */
export function withWindow(
  config: MaintenanceConfig | null,
  start: Date,
  end: Date,
  now: Date,
): { config: MaintenanceConfig } | { overlaps: MaintenanceWindow } {
  const windows = current(config, now);
  const clash = windows.find((w) => overlap(w, { start, end }));
  if (clash) return { overlaps: clash };
  const next = [...windows, { start, end }].sort((a, b) => a.start.getTime() - b.start.getTime());
  return { config: { enabled: config?.enabled ?? false, windows: next.map(stored) } };
}

/**
 * Without the window that starts at `start` (a window is named by its start); null when no window
 * starts then. Cancelling a running window ends the suspension it holds; the switch keeps its state.
 */
export function withoutWindow(config: MaintenanceConfig | null, start: Date, now: Date): MaintenanceConfig | null {
  const all = config ? toPlan(config).windows : [];
  if (!all.some((w) => w.start.getTime() === start.getTime())) return null;
  const rest = current(config, now).filter((w) => w.start.getTime() !== start.getTime());
  return { enabled: config?.enabled ?? false, windows: rest.map(stored) };
}
