import { toWindow, type MaintenanceConfig } from './maintenance';

/**
 * The changes operations make to KV `maintenance`, shared by the ops CLI (scripts/ops/maintenance.ts)
 * and the console (worker/admin/maintenance.tsx), so both mean the same by "on", "off" and a window.
 */

/** The ISO form stored in KV, always with the Hong Kong offset. */
export function toHkIso(d: Date): string {
  const local = new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

/** Suspended now, until switched off; a stored window stays as it is. */
export function switchedOn(config: MaintenanceConfig | null, now: Date): MaintenanceConfig {
  return config ? { ...config, enabled: true } : { enabled: true, start: toHkIso(now), end: toHkIso(now) };
}

/** Off means off now: a window that is running is ended; one still to come stays scheduled. */
export function switchedOff(config: MaintenanceConfig | null, now: Date): MaintenanceConfig {
  if (!config) return { enabled: false, start: toHkIso(now), end: toHkIso(now) };
  const window = toWindow(config);
  const running = now >= window.start && now < window.end;
  return { ...config, enabled: false, ...(running ? { end: toHkIso(now) } : {}) };
}

/** A new window (start before end, checked by the caller); the switch keeps its state. */
export function withWindow(config: MaintenanceConfig | null, start: Date, end: Date): MaintenanceConfig {
  return { enabled: config?.enabled ?? false, start: toHkIso(start), end: toHkIso(end) };
}
