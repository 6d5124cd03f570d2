import { parseHkDateTime } from '../../src/server/config/hk-time';
import { isMaintenanceOn, MaintenanceSchema, toWindow, type MaintenanceConfig } from '../../src/server/config/maintenance';
import { switchedOff, switchedOn, withWindow } from '../../src/server/config/maintenance-changes';
import type { ConfigStore } from './kv';

const hk = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', hour12: false, timeZone: 'Asia/Hong_Kong' }).format(d) + ' HKT';

async function read(store: ConfigStore): Promise<{ config: MaintenanceConfig | null; problem?: string }> {
  const raw = await store.get('maintenance');
  if (raw === null) return { config: null };
  try {
    const parsed = MaintenanceSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { config: parsed.data };
    return { config: null, problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  } catch {
    return { config: null, problem: 'not valid JSON' };
  }
}

async function write(store: ConfigStore, config: MaintenanceConfig): Promise<void> {
  const checked = MaintenanceSchema.parse(config);
  await store.put('maintenance', JSON.stringify(checked));
}

function describe(config: MaintenanceConfig | null, now = new Date()): string {
  if (!config) return 'Maintenance: OFF (no valid value stored)';
  const window = toWindow(config);
  const on = isMaintenanceOn(window, now);
  const why = window.enabled ? 'switched on' : on ? 'inside the window' : now < window.start ? 'window not started' : 'window over';
  return [
    `Maintenance: ${on ? 'ON' : 'OFF'} (${why})`,
    `  switched on: ${window.enabled ? 'yes' : 'no'}`,
    `  window: ${hk(window.start)} to ${hk(window.end)}`,
    `  now: ${hk(now)}`,
  ].join('\n');
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
      const start = parseHkDateTime(options.start);
      const end = parseHkDateTime(options.end);
      if (!start) throw new UsageError(`--start: not a date-time: ${options.start} (e.g. 2026-12-31T01:00, Hong Kong time)`);
      if (!end) throw new UsageError(`--end: not a date-time: ${options.end} (e.g. 2026-12-31T05:00, Hong Kong time)`);
      if (end <= start) throw new UsageError('--end must be after --start');
      const next = withWindow(config, start, end);
      await write(store, next);
      return warning + describe(next, now);
    }
    default:
      throw new UsageError('maintenance needs one of: on, off, status, window --start ... --end ...');
  }
}

export class UsageError extends Error {}
