/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { parseHkDateTime } from '../../../src/server/config/hk-time';
import { isMaintenanceOn, MaintenanceSchema, toWindow, type MaintenanceConfig } from '../../../src/server/config/maintenance';
import { switchedOff, switchedOn, toHkIso, withWindow } from '../../../src/server/config/maintenance-changes';
import { formatHkDateTime } from '../../../src/shared/format';
import { AuditLog } from '../../db/audit-log';
import { MAX_PREVIEW_HOURS, previewSecret, signedPreviewQuery } from '../../maintenance-preview';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { CsrfField } from '../csrf';
import { ConsolePage } from '../layout';
import { consoleHref, refuseAction, sendHtml } from '../document';
import { mayChange } from '../sections';

const KEY = 'maintenance';

/** What KV holds, read as the site reads it (the same schema); an invalid value is reported, and the site treats it as off. */
async function stored(kv: KVNamespace): Promise<{ config: MaintenanceConfig | null; invalid: boolean; raw: string | null }> {
  const raw = await kv.get(KEY, { type: 'text' });
  if (raw === null) return { config: null, invalid: false, raw };
  try {
    const parsed = MaintenanceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { config: parsed.data, invalid: false, raw } : { config: null, invalid: true, raw };
  } catch {
    return { config: null, invalid: true, raw };
  }
}

/** Writes a new value (checked by the schema first) and records the change with what was there before. */
async function change(c: Context<AdminEnv>, action: string, next: (current: MaintenanceConfig | null, now: Date) => MaintenanceConfig) {
  const now = new Date();
  const before = await stored(c.env.CONFIG);
  const after = MaintenanceSchema.parse(next(before.config, now));
  await c.env.CONFIG.put(KEY, JSON.stringify(after));
  // An invalid stored value goes into the log as the text it was.
  await new AuditLog(c.env.DB).record({ actor: c.var.operator.email, action, target: `kv:${KEY}`, before: before.config ?? before.raw, after }, now);
  return c.redirect(consoleHref(c, '/admin/maintenance', { saved: '1' }), 303);
}

/** The wall time in Hong Kong as a datetime-local field writes it ('2026-12-31T01:00'). */
const fieldValue = (d: Date) => toHkIso(d).slice(0, 16);

interface WindowForm {
  start: string;
  end: string;
  errors: string[];
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

/** GET /admin/maintenance, its three changes and its preview links (role ops): on now, off now, a window, a link. */
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
    const errors = c.var.copy.maintenance.errors;
    const problems = [!startAt && errors.startInvalid, !endAt && errors.endInvalid, startAt && endAt && endAt <= startAt && errors.order].filter(
      (p): p is string => !!p,
    );
    if (problems.length || !startAt || !endAt) return showPage(c, { start, end, errors: problems }, 400);
    return change(c, 'maintenance.window', (current) => withWindow(current, startAt, endAt));
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

async function showPage(c: Context<AdminEnv>, form: WindowForm | null, status: 200 | 400 | 503, preview: PreviewForm | null = null) {
  const { copy, locale, operator } = c.var;
  const m = copy.maintenance;
  const now = new Date();
  const { config, invalid } = await stored(c.env.CONFIG);
  const window = config ? toWindow(config) : null;
  const on = isMaintenanceOn(window, now);
  const time = (d: Date) => formatHkDateTime(d, locale);
  const state = !window ? m.stateOff : window.enabled ? m.stateOnSwitched : on ? m.stateOnWindow : now < window.start ? m.stateScheduled : m.stateOff;
  const visitors = !window
    ? m.visitorsNothing
    : window.enabled
      ? m.visitorsNow
      : on
        ? fill(m.visitorsWindowNow, { end: time(window.end) })
        : now < window.start
          ? fill(m.visitorsScheduled, { start: time(window.start), end: time(window.end) })
          : m.visitorsNothing;
  // The site's own override (worker/maintenance.ts): `?today=` is read as Hong Kong time.
  const previewAt = window && now < window.end ? fieldValue(window.start > now ? window.start : now) : '';
  const canPreview = previewSecret(c.env) !== null;
  const canChange = mayChange(operator.role, 'maintenance');
  const values = form ?? { start: window ? fieldValue(window.start) : '', end: window ? fieldValue(window.end) : '', errors: [] };
  const invalidField = (which: 'start' | 'end') =>
    form?.errors.some((e) => e === (which === 'start' ? m.errors.startInvalid : m.errors.endInvalid) || (which === 'end' && e === m.errors.order));
  return sendHtml(
    c,
    <ConsolePage c={c} section="maintenance">
      <h1>{m.heading}</h1>
      {c.req.query('saved') && !form ? (
        <p class="notice" role="status">
          {m.saved}
        </p>
      ) : null}
      <h2>{m.stateHeading}</h2>
      {invalid ? <p class="error">{m.storedInvalid}</p> : null}
      <dl data-maintenance-state={on ? 'on' : 'off'}>
        <dt>{m.stateLabel}</dt>
        <dd>{state}</dd>
        <dt>{m.switchedOn}</dt>
        <dd>{window?.enabled ? m.yes : m.no}</dd>
        <dt>{m.windowLabel}</dt>
        <dd>{window ? fill(m.windowValue, { start: time(window.start), end: time(window.end) }) : m.none}</dd>
      </dl>
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
