import { SITE } from '../content/site';
import { escapeHtml } from '../src/server/escape-html';
import { createTranslator } from '../src/server/i18n';
import { formatHkDateTime } from '../src/shared/format';
import { parseHkDateTime } from '../src/server/config/hk-time';
import {
  isMaintenanceOn,
  MaintenanceSchema,
  nextWindow,
  runningWindow,
  toPlan,
  type MaintenanceConfig,
  type MaintenancePlan,
} from '../src/server/config/maintenance';
import type { Locale } from '../src/shared/locales';
import { readConfig } from './kv-config';

export interface MaintenanceState {
  on: boolean;
  plan: MaintenancePlan | null;
  now: Date;
  debug: boolean;
}

/**
 * The maintenance state for one request: the KV switch and windows, with the original site's query overrides
 * when `overrides` allows them (the local site, or a signed preview link: maintenance-preview.ts):
 * `today` (a date-time read as Hong Kong time, replacing now for the check; invalid ones are
 * ignored), `show_layer` (forces the layer on) and `debug` (shows the times used).
 */
export async function maintenanceFor(kv: KVNamespace | undefined, url: URL, reuseMs: number, overrides: boolean): Promise<MaintenanceState> {
  const config = await readConfig(kv, 'maintenance', MaintenanceSchema, { reuseMs });
  const plan = config ? planOf(config) : null;
  const query = overrides ? url.searchParams : new URLSearchParams();
  const today = query.get('today');
  const now = (today && parseHkDateTime(today)) || new Date();
  const forced = query.has('show_layer');
  return { on: forced || isMaintenanceOn(plan, now), plan, now, debug: query.has('debug') };
}

const DEFAULT_REUSE_MS = 5000;
const MAX_REUSE_MS = 20_000;

/** How long a read maintenance switch is reused (Env.CONFIG_REUSE_MS; anything unreadable is the default). */
export function configReuseMs(setting: string | undefined): number {
  const ms = setting === undefined || setting.trim() === '' ? Number.NaN : Number(setting);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_REUSE_MS) : DEFAULT_REUSE_MS;
}

/** The plan of a stored value, once per value (readConfig hands out the same object while KV holds the same text). */
const plans = new WeakMap<MaintenanceConfig, MaintenancePlan>();
function planOf(config: MaintenanceConfig): MaintenancePlan {
  let plan = plans.get(config);
  if (!plan) plans.set(config, (plan = toPlan(config)));
  return plan;
}

const formatTime = formatHkDateTime;

/**
 * The maintenance layer, in the page's language. Inserted by the edge into the static page, outside
 * React's markup (React skips unexpected nodes at the end of <body> when hydrating), so it is right
 * on first paint with no extra request. Only dates formatted here reach the HTML: nothing from the
 * query string is reflected.
 */
export function maintenanceLayerHtml(state: MaintenanceState, locale: Locale): string {
  const { t } = createTranslator(locale);
  // The window running now; else (switched on by hand) the next one, named as to come beside the
  // suspension already on. Windows that are over say nothing about now.
  const running = runningWindow(state.plan, state.now);
  const window = running ?? nextWindow(state.plan, state.now);
  const when = window
    ? t(running ? 'maintenance.window' : 'maintenance.windowAhead', { start: formatTime(window.start, locale), end: formatTime(window.end, locale) })
    : t('maintenance.noWindow');
  const debug = state.debug
    ? `<p class="maintenance__debug">${escapeHtml(
        t('maintenance.debug', {
          now: formatTime(state.now, locale),
          start: window ? formatTime(window.start, locale) : '-',
          end: window ? formatTime(window.end, locale) : '-',
          enabled: state.plan ? String(state.plan.enabled) : '-',
        }),
      )}</p>`
    : '';
  return (
    `<aside class="maintenance" role="region" aria-labelledby="maintenance-title" data-maintenance-layer="">` +
    `<div class="maintenance__inner container">` +
    `<h2 class="maintenance__title" id="maintenance-title">${escapeHtml(t('maintenance.title'))}</h2>` +
    `<p class="maintenance__text">${escapeHtml(when)}</p>` +
    `<p class="maintenance__text">${escapeHtml(t('maintenance.help', { hotline: SITE.hotline }))}</p>` +
    debug +
    `</div></aside>`
  );
}
