import { parseHkDateTime } from '../../src/server/config/hk-time';
import {
  isMaintenanceOn,
  MaintenanceListSchema,
  MaintenanceSchema,
  maintenanceProblems,
  nextWindow,
  toPlan,
  windowStatus,
  type MaintenanceConfig,
} from '../../src/server/config/maintenance';
import { switchedOff, switchedOn, toHkIso, withoutWindow, withWindow } from '../../src/server/config/maintenance-changes';
import { formatHkDateTime } from '../../src/shared/format';
import type { ConfigStore } from './kv';

/** Hong Kong time as the console's English pages write it: '31 December 2026, 01:00'. */
const hk = (d: Date) => formatHkDateTime(d, 'en-US');

async function read(store: ConfigStore): Promise<{ config: MaintenanceConfig | null; problem?: string }> {
  const raw = await store.get('maintenance');
  if (raw === null) return { config: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { config: null, problem: 'not valid JSON' };
  }
  const parsed = MaintenanceSchema.safeParse(json);
  return parsed.success ? { config: parsed.data } : { config: null, problem: maintenanceProblems(json) };
}

async function write(store: ConfigStore, config: MaintenanceConfig): Promise<void> {
  const checked = MaintenanceListSchema.parse(config);
  await store.put('maintenance', JSON.stringify(checked));
}

/** Each window on a line: its times, its status, and the start that names it for `cancel`. */
function windowLines(config: MaintenanceConfig | null, now: Date): string[] {
  const windows = config ? toPlan(config).windows : [];
  if (windows.length === 0) return ['  no window scheduled'];
  return windows.map((w) => `  ${hk(w.start)} to ${hk(w.end)}  ${windowStatus(w, now).padEnd(8)}  (cancel with --start ${toHkIso(w.start).slice(0, 16)})`);
}

function describe(config: MaintenanceConfig | null, now = new Date()): string {
  if (!config) return 'Maintenance: OFF (no valid value stored)';
  const plan = toPlan(config);
  const on = isMaintenanceOn(plan, now);
  const why = plan.enabled ? 'switched on' : on ? 'inside a window' : nextWindow(plan, now) ? 'next window not started' : 'no window to come';
  return [
    `Maintenance: ${on ? 'ON' : 'OFF'} (${why})`,
    `  switched on: ${plan.enabled ? 'yes' : 'no'}`,
    `Windows (Hong Kong time):`,
    ...windowLines(config, now),
    `Now: ${hk(now)}`,
  ].join('\n');
}

/** A date-time option, read as Hong Kong time unless it names its offset. */
function dateOption(name: string, value: string | undefined, example: string): Date {
  if (!value) throw new UsageError(`maintenance needs --${name}`);
  const date = parseHkDateTime(value);
  if (!date) throw new UsageError(`--${name}: not a date-time: ${value} (e.g. ${example}, Hong Kong time)`);
  return date;
}

export async function maintenanceCommand(
  store: ConfigStore,
  action: string | undefined,
  options: { start?: string | undefined; end?: string | undefined },
): Promise<string> {
  const now = new Date();
  const { config, problem } = await read(store);
  const warning = problem ? `Stored value was invalid (${problem}); the site treats it as off.\n` : '';
  switch (action) {
    case 'status':
      return warning + describe(config, now);
    case 'list':
      return warning + ['Windows (Hong Kong time):', ...windowLines(config, now)].join('\n');
    case 'on': {
      const next = switchedOn(config, now);
      await write(store, next);
      return warning + describe(next, now);
    }
    case 'off': {
      const next = switchedOff(config, now);
      await write(store, next);
      return warning + describe(next, now);
    }
    case 'window': {
      if (!options.start || !options.end) throw new UsageError('maintenance window needs --start and --end');
      const start = dateOption('start', options.start, '2026-12-31T01:00');
      const end = dateOption('end', options.end, '2026-12-31T05:00');
      if (end <= start) throw new UsageError('--end must be after --start');
      if (end <= now) throw new UsageError(`--end has already passed (${hk(end)}, Hong Kong time)`);
      const result = withWindow(config, start, end, now);
      if ('overlaps' in result) {
        const { overlaps } = result;
        throw new Error(
          `the window ${hk(start)} to ${hk(end)} overlaps the window ${hk(overlaps.start)} to ${hk(overlaps.end)} (Hong Kong time); nothing was saved`,
        );
      }
      await write(store, result.config);
      return warning + describe(result.config, now);
    }
    case 'cancel': {
      const start = dateOption('start', options.start, '2026-12-31T01:00');
      const next = withoutWindow(config, start, now);
      if (!next) throw new Error(`no window starts at ${hk(start)} (Hong Kong time); nothing was changed. See: maintenance list`);
      await write(store, next);
      return warning + describe(next, now);
    }
    default:
      throw new UsageError('maintenance needs one of: status, list, on, off, window --start T --end T, cancel --start T');
  }
}

export class UsageError extends Error {}
