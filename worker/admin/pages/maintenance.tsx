/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { parseHkDateTime } from '../../../src/server/config/hk-time';
import {
  isMaintenanceOn,
  MaintenanceListSchema,
  MaintenanceSchema,
  nextWindow,
  runningWindow,
  toPlan,
  type MaintenanceConfig,
} from '../../../src/server/config/maintenance';
import { switchedOff, switchedOn, toHkIso, withoutWindow, withWindow } from '../../../src/server/config/maintenance-changes';
import { formatHkDateTime } from '../../../src/shared/format';
import { AuditLog } from '../../db/audit-log';
import { MAX_PREVIEW_HOURS, previewSecret, signedPreviewQuery } from '../../maintenance-preview';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { CsrfField } from '../csrf';
import { ConsolePage } from '../layout';
import { consoleHref, refuseAction, sendHtml } from '../document';
import { mayChange } from '../sections';
import { WindowsTable } from './maintenance-windows';

const KEY = 'maintenance';

interface Stored {
  /** The value in the list shape (a single-window value read as a list of one), or null. */
  config: MaintenanceConfig | null;
  invalid: boolean;
  /** The value as stored, for the audit log: JSON as written, or the text when it is not JSON. */
  asStored: unknown;
}

/** What KV holds, read as the site reads it (the same schema); an invalid value is reported, and the site treats it as off. */
async function stored(kv: KVNamespace): Promise<Stored> {
  const raw = await kv.get(KEY, { type: 'text' });
  if (raw === null) return { config: null, invalid: false, asStored: null };
  try {
    const json: unknown = JSON.parse(raw);
    const parsed = MaintenanceSchema.safeParse(json);
    return parsed.success ? { config: parsed.data, invalid: false, asStored: json } : { config: null, invalid: true, asStored: raw };
  } catch {
    return { config: null, invalid: true, asStored: raw };
  }
}

/** Writes the new value (in the list shape, checked first) and records the change with what was there before. */
async function save(c: Context<AdminEnv>, action: string, before: Stored, next: MaintenanceConfig, now: Date) {
  const after = MaintenanceListSchema.parse(next);
  await c.env.CONFIG.put(KEY, JSON.stringify(after));
  await new AuditLog(c.env.DB).record({ actor: c.var.operator.email, action, target: `kv:${KEY}`, before: before.asStored, after }, now);
  return c.redirect(consoleHref(c, '/admin/maintenance', { saved: '1' }), 303);
}

/** A change that always applies: read, change, save. */
async function change(c: Context<AdminEnv>, action: string, next: (current: MaintenanceConfig | null, now: Date) => MaintenanceConfig) {
  const now = new Date();
  const before = await stored(c.env.CONFIG);
  return save(c, action, before, next(before.config, now), now);
}

/** The wall time in Hong Kong as a datetime-local field writes it ('2026-12-31T01:00'). */
const fieldValue = (d: Date) => toHkIso(d).slice(0, 16);

/** The schedule form as sent and what is wrong with it (messages already in the page's language). */
interface WindowForm {
  start: string;
  end: string;
  errors: string[];
  /** Which fields the errors are about. */
  invalid: { start: boolean; end: boolean };
}

/** The preview-link form as sent, what is wrong with it, and the links it made. */
interface PreviewForm {
  at: string;
  hours: string;
  errors: ('previewAtInvalid' | 'previewHoursInvalid')[];
  made?: { zh: string; en: string; until: Date };
}

const DEFAULT_PREVIEW_HOURS = 24;

/** A Hong Kong time to show the site as at (empty: the notice now), and how many hours the link lasts. */
const PreviewFormSchema = z.object({
  at: z
    .string()
    .trim()
    .max(40)
    .refine((at) => at === '' || parseHkDateTime(at) !== null, { message: 'previewAtInvalid' }),
  hours: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, { message: 'previewHoursInvalid' })
    .refine((h) => Number(h) >= 1 && Number(h) <= MAX_PREVIEW_HOURS, { message: 'previewHoursInvalid' }),
});

/** The form as sent, for showing it again with what is wrong. */
const sentPreviewForm = (body: unknown): Pick<PreviewForm, 'at' | 'hours'> => {
  const b = (body ?? {}) as Record<string, unknown>;
  return { at: typeof b.at === 'string' ? b.at : '', hours: typeof b.hours === 'string' ? b.hours : '' };
};

/** GET /admin/maintenance, its changes and its preview links (role ops): on now, off now, a window, cancelling one, a link. */
export const maintenance = new Hono<AdminEnv>()
  .get('/', (c) => showPage(c, null, 200))
  .post('/on', (c) => (mayChange(c.var.operator.role, 'maintenance') ? change(c, 'maintenance.on', switchedOn) : refuseAction(c)))
  .post('/off', (c) => (mayChange(c.var.operator.role, 'maintenance') ? change(c, 'maintenance.off', switchedOff) : refuseAction(c)))
  .post('/window', async (c) => {
    if (!mayChange(c.var.operator.role, 'maintenance')) return refuseAction(c);
    const body = await c.req.parseBody();
    const start = typeof body.start === 'string' ? body.start.trim() : '';
    const end = typeof body.end === 'string' ? body.end.trim() : '';
    const startAt = parseHkDateTime(start);
    const endAt = parseHkDateTime(end);
    const now = new Date();
    const errors = c.var.copy.maintenance.errors;
    const order = !!startAt && !!endAt && endAt <= startAt;
    // A window already over would be dropped as it is written: refused instead of "saved" for nothing.
    const past = !!endAt && !order && endAt <= now;
    const problems = [!startAt && errors.startInvalid, !endAt && errors.endInvalid, order && errors.order, past && errors.endPast].filter(
      (p): p is string => !!p,
    );
    const form = { start, end, errors: problems, invalid: { start: !startAt, end: !endAt || order || past } };
    if (problems.length || !startAt || !endAt) return showPage(c, form, 400);
    const before = await stored(c.env.CONFIG);
    const result = withWindow(before.config, startAt, endAt, now);
    if ('overlaps' in result) {
      const time = (d: Date) => formatHkDateTime(d, c.var.locale);
      const overlap = fill(errors.overlap, { start: time(result.overlaps.start), end: time(result.overlaps.end) });
      return showPage(c, { ...form, errors: [overlap], invalid: { start: true, end: true } }, 400);
    }
    return save(c, 'maintenance.window', before, result.config, now);
  })
  // A window is named by its start (the value its cancel button sends).
  .post('/cancel', async (c) => {
    if (!mayChange(c.var.operator.role, 'maintenance')) return refuseAction(c);
    const body = await c.req.parseBody();
    const start = typeof body.start === 'string' ? body.start.trim().slice(0, 40) : '';
    const startAt = parseHkDateTime(start);
    const now = new Date();
    const before = await stored(c.env.CONFIG);
    const next = startAt && withoutWindow(before.config, startAt, now);
    if (!next) {
      const named = startAt ? formatHkDateTime(startAt, c.var.locale) : start;
      return showPage(c, null, startAt ? 409 : 400, null, fill(c.var.copy.maintenance.errors.noSuchWindow, { start: named }));
    }
    return save(c, 'maintenance.cancel', before, next, now);
  })
  // A signed link that shows the notice on the site (worker/maintenance-preview.ts); nothing changes for visitors.
  .post(
    '/preview',
    async (c, next) => (mayChange(c.var.operator.role, 'maintenance') ? next() : refuseAction(c)),
    validator('form', async (value, c) => {
      const parsed = PreviewFormSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))].filter(
        (m): m is PreviewForm['errors'][number] => m === 'previewAtInvalid' || m === 'previewHoursInvalid',
      );
      return showPage(c, null, 400, { ...sentPreviewForm(value), errors: errors.length ? errors : ['previewHoursInvalid'] });
    }),
    async (c) => {
      const { at, hours } = c.req.valid('form');
      const secret = previewSecret(c.env);
      if (!secret) return showPage(c, null, 503, { at, hours, errors: [] });
      const now = new Date();
      const until = new Date(now.getTime() + Number(hours) * 3600_000);
      const query = await signedPreviewQuery(
        secret,
        at ? { today: at, showLayer: false, debug: false } : { today: null, showLayer: true, debug: false },
        until,
      );
      // Who made a link that shows the notice, and until when (the link itself is not kept).
      await new AuditLog(c.env.DB).record(
        {
          actor: c.var.operator.email,
          action: 'maintenance.preview',
          target: 'preview-link',
          before: null,
          after: { at: at || null, until: until.toISOString() },
        },
        now,
      );
      return showPage(c, null, 200, { at, hours, errors: [], made: { zh: `/?${query}`, en: `/en?${query}`, until } });
    },
  );

async function showPage(
  c: Context<AdminEnv>,
  form: WindowForm | null,
  status: 200 | 400 | 409 | 503,
  preview: PreviewForm | null = null,
  cancelError: string | null = null,
) {
  const { copy, locale, operator } = c.var;
  const m = copy.maintenance;
  const now = new Date();
  const { config, invalid } = await stored(c.env.CONFIG);
  const plan = config ? toPlan(config) : null;
  const on = isMaintenanceOn(plan, now);
  const running = runningWindow(plan, now);
  const next = nextWindow(plan, now);
  const time = (d: Date) => formatHkDateTime(d, locale);
  const state = plan?.enabled ? m.stateOnSwitched : running ? m.stateOnWindow : next ? m.stateScheduled : m.stateOff;
  const visitors = plan?.enabled
    ? m.visitorsNow
    : running
      ? fill(m.visitorsWindowNow, { end: time(running.end) })
      : next
        ? fill(m.visitorsScheduled, { start: time(next.start), end: time(next.end) })
        : m.visitorsNothing;
  // The site's own override (worker/maintenance.ts): `?today=` is read as Hong Kong time.
  const previewAt = running ? fieldValue(now) : next ? fieldValue(next.start) : '';
  const canPreview = previewSecret(c.env) !== null;
  const canChange = mayChange(operator.role, 'maintenance');
  const values = form ?? { start: '', end: '' };
  const invalidField = (which: 'start' | 'end') => !!form?.errors.length && form.invalid[which];
  return sendHtml(
    c,
    <ConsolePage c={c} section="maintenance">
      <h1>{m.heading}</h1>
      {c.req.query('saved') && !form && !cancelError ? (
        <p class="notice" role="status">
          {m.saved}
        </p>
      ) : null}
      {cancelError ? (
        <p class="error" role="alert" data-cancel-error="">
          {cancelError}
        </p>
      ) : null}
      <h2>{m.stateHeading}</h2>
      {invalid ? <p class="error">{m.storedInvalid}</p> : null}
      <dl data-maintenance-state={on ? 'on' : 'off'}>
        <dt>{m.stateLabel}</dt>
        <dd>{state}</dd>
        <dt>{m.switchedOn}</dt>
        <dd>{plan?.enabled ? m.yes : m.no}</dd>
      </dl>
      <WindowsTable c={c} plan={plan} now={now} canChange={canChange} />
      <h2>{m.visitorsHeading}</h2>
      <p data-visitors="">{visitors}</p>
      <p>{m.visitorsDelay}</p>
      {canChange ? (
        <>
          <h2 id="preview-heading">{m.previewHeading}</h2>
          <p>{m.previewHelp}</p>
          {preview?.made ? (
            <div class="notice" role="status" data-preview-links="">
              <p>{fill(m.previewMade, { until: time(preview.made.until) })}</p>
              <ul>
                <li>
                  <a href={preview.made.zh}>{m.preview}</a>
                </li>
                <li>
                  <a href={preview.made.en}>{m.previewEn}</a>
                </li>
              </ul>
            </div>
          ) : null}
          {preview?.errors.length ? (
            <div class="error" role="alert" id="preview-errors">
              <ul>
                {preview.errors.map((e) => (
                  <li>{m.errors[e]}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {canPreview ? (
            <form method="post" action={consoleHref(c, '/admin/maintenance/preview')} aria-labelledby="preview-heading">
              <CsrfField c={c} />
              <div class="field">
                <label for="preview-at">{m.previewAt}</label>
                <input
                  id="preview-at"
                  name="at"
                  type="datetime-local"
                  value={preview ? preview.at : previewAt}
                  aria-invalid={preview?.errors.includes('previewAtInvalid') ? 'true' : undefined}
                  aria-describedby={preview?.errors.length ? 'preview-errors' : undefined}
                />
              </div>
              <div class="field">
                <label for="preview-hours">{m.previewHours}</label>
                <input
                  id="preview-hours"
                  name="hours"
                  type="number"
                  min="1"
                  max={String(MAX_PREVIEW_HOURS)}
                  required
                  value={preview ? preview.hours : String(DEFAULT_PREVIEW_HOURS)}
                  aria-invalid={preview?.errors.includes('previewHoursInvalid') ? 'true' : undefined}
                  aria-describedby={preview?.errors.length ? 'preview-errors' : undefined}
                />
              </div>
              <button type="submit">{m.previewMake}</button>
            </form>
          ) : (
            <p class="error">{m.previewNoSecret}</p>
          )}
          <h2>{m.switchHeading}</h2>
          <div class="buttons">
            <form method="post" action={consoleHref(c, '/admin/maintenance/on')}>
              <CsrfField c={c} />
              <button type="submit">{m.switchOn}</button>
            </form>
            <form method="post" action={consoleHref(c, '/admin/maintenance/off')}>
              <CsrfField c={c} />
              <button type="submit" class="secondary">
                {m.switchOff}
              </button>
            </form>
          </div>
          <p>{m.switchOffHelp}</p>
          <h2 id="window-heading">{m.windowHeading}</h2>
          <p>{m.windowHelp}</p>
          {form?.errors.length ? (
            <div class="error" role="alert" id="window-errors">
              <p>{m.errors.heading}</p>
              <ul>
                {form.errors.map((e) => (
                  <li>{e}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <form method="post" action={consoleHref(c, '/admin/maintenance/window')} aria-labelledby="window-heading">
            <CsrfField c={c} />
            <div class="field">
              <label for="window-start">{m.start}</label>
              <input
                id="window-start"
                name="start"
                type="datetime-local"
                required
                value={values.start}
                aria-invalid={invalidField('start') ? 'true' : undefined}
                aria-describedby={invalidField('start') ? 'window-errors' : undefined}
              />
            </div>
            <div class="field">
              <label for="window-end">{m.end}</label>
              <input
                id="window-end"
                name="end"
                type="datetime-local"
                required
                value={values.end}
                aria-invalid={invalidField('end') ? 'true' : undefined}
                aria-describedby={invalidField('end') ? 'window-errors' : undefined}
              />
            </div>
            <button type="submit">{m.save}</button>
          </form>
        </>
      ) : (
        <p>{m.readOnly}</p>
      )}
    </ConsolePage>,
    status,
  );
}
