/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { HOLIDAYS, OFFICE_HOURS } from '../../../content/office-hours';
import { formatHkDateTime } from '../../../src/shared/format';
import { slotNow } from '../../../src/shared/office-hours';
import { AuditLog } from '../../db/audit-log';
import { PAGE_SIZE, QUEUE_KINDS, QUEUE_STATES, QueueFilterSchema, pageCount, parseQueueFilter, type QueueFilter } from '../../db/contact-queue';
import { ContactStore, MOVES, isMove, type ContactMove, type ContactRow } from '../../db/contact-store';
import { sameNumberLeads } from '../../db/same-number-leads';
import { maskMobile } from '../../../src/shared/mask-mobile';
import { formatSlot } from '../../format-slot';
import { fill } from '../copy';
import { loanName } from '../loan-name';
import { SameNumberLeads } from './contact-leads';
import type { AdminEnv } from '../context';
import { CsrfField } from '../csrf';
import { ConsolePage } from '../layout';
import { Refusal, consoleHref, refuseAction, sendHtml } from '../document';
import { mayChange } from '../sections';
import { viewGuard } from '../view-guard';

/** The campaign as stored ('utm_source=x&utm_campaign=y'), for reading. */
const campaign = (utm: string) => (utm ? [...new URLSearchParams(utm)].map(([k, v]) => `${k}=${v}`).join(' · ') : '—');

/**
 * GET /admin/contacts: the customer-service queue (contact-us and callback requests, newest first,
 * numbers masked, 50 a page, filtered by a GET form of filter values: contact-queue.ts; by default
 * those not yet contacted); GET /admin/contacts/:id: one request with the whole number and the same
 * number's leads (each view is an audit row); POST /admin/contacts/:id/move: contacted, no answer
 * or closed (roles cs and ops).
 */
export const contacts = new Hono<AdminEnv>()
  // Whole numbers on a request's page: a role without this page gets nothing of it.
  .use(viewGuard('contacts'))
  .get('/', async (c) => {
    const { copy, locale } = c.var;
    const t = copy.contacts;
    const parsed = parseQueueFilter(c.req.query());
    const now = new Date();
    if ('invalid' in parsed) {
      // A hand-made or stale link: say which value is wrong, show the form to choose again.
      return sendHtml(
        c,
        <ConsolePage c={c} section="contacts">
          <h1 id="contacts-heading">{t.heading}</h1>
          <p class="error" role="alert">
            {fill(t.invalid, { field: parsed.invalid })}
          </p>
          <Filters c={c} filter={QueueFilterSchema.parse({})} />
        </ConsolePage>,
        400,
      );
    }
    const { filter } = parsed;
    const { rows, total } = await new ContactStore(c.env.DB).page(filter, now);
    const pages = pageCount(total);
    return sendHtml(
      c,
      <ConsolePage c={c} section="contacts">
        <h1 id="contacts-heading">{t.heading}</h1>
        <p>{t.intro}</p>
        <Filters c={c} filter={filter} />
        {filter.page > pages ? (
          <p class="error" role="status" data-beyond="">
            {fill(t.beyond, { page: filter.page, pages })} <a href={queueHref(c, { ...filter, page: pages })}>{t.lastPage}</a>
          </p>
        ) : (
          <p role="status" data-total={total}>
            {fill(t.total, { count: total, page: filter.page, pages })}
          </p>
        )}
        {rows.length === 0 ? (
          filter.page > pages ? null : (
            <p>{t.empty}</p>
          )
        ) : (
          <div class="table-wrap" role="region" aria-labelledby="contacts-heading" tabindex={0}>
            <table class="stacked">
              <thead>
                <tr>
                  <th scope="col">{t.createdAt}</th>
                  <th scope="col">{t.kind}</th>
                  <th scope="col">{t.mobile}</th>
                  <th scope="col">{t.slot}</th>
                  <th scope="col">{t.loan}</th>
                  <th scope="col">{t.partners}</th>
                  <th scope="col">{t.campaign}</th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr data-contact={r.id} data-status={r.status}>
                    <td data-label={t.createdAt}>{formatHkDateTime(new Date(r.created_at), locale)}</td>
                    <td data-label={t.kind}>{t.kinds[r.kind]}</td>
                    <td data-label={t.mobile}>
                      <a href={consoleHref(c, `/admin/contacts/${r.id}`)} aria-label={fill(t.openLabel, { mobile: maskMobile(r.mobile) })}>
                        {maskMobile(r.mobile)}
                      </a>
                    </td>
                    <td data-label={t.slot}>
                      <SlotCell c={c} row={r} now={now} />
                    </td>
                    <td data-label={t.loan}>{loanName(locale, r.loan_code)}</td>
                    <td data-label={t.partners} class="wrap-anywhere">
                      <Partners c={c} row={r} />
                    </td>
                    <td data-label={t.campaign} class="wrap-anywhere">
                      {campaign(r.utm)}
                    </td>
                    <td data-label={t.status}>{t.statuses[r.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager c={c} filter={filter} pages={pages} />
      </ConsolePage>,
    );
  })
  .get('/:id', async (c) => {
    const { copy, locale, operator } = c.var;
    const t = copy.contacts;
    const id = c.req.param('id');
    const row = await new ContactStore(c.env.DB).get(id);
    if (!row) return notFound(c);
    // Seeing the whole number is a use of personal data: who looked, and when, is kept.
    await new AuditLog(c.env.DB).record({ actor: operator.email, action: 'contact.view', target: `contact:${row.id}`, before: null, after: null }, new Date());
    // Read after the audit row: the same number's leads are part of what this view shows.
    const leads = await sameNumberLeads(c.env.DB, row.mobile);
    const canChange = mayChange(operator.role, 'contacts');
    const done = c.req.query('done');
    const moves = (Object.keys(MOVES) as ContactMove[]).filter((m) => (MOVES[m] as readonly string[]).includes(row.status));
    const name = [row.title ? (t.titles[row.title as 'Mr' | 'Miss'] ?? row.title) : '', row.surname, row.given_name].filter(Boolean).join(' ');
    return sendHtml(
      c,
      <ConsolePage c={c} section="contacts">
        <p>
          <a href={consoleHref(c, '/admin/contacts')}>{t.back}</a>
        </p>
        <h1>{fill(t.requestHeading, { kind: t.kinds[row.kind] })}</h1>
        {done === 'moved' || done === 'not-moved' ? (
          <p class="notice" role="status">
            {done === 'moved' ? fill(t.moved, { status: t.statuses[row.status] }) : t.notMoved}
          </p>
        ) : null}
        <p>{t.personalData}</p>
        <dl data-contact-request={row.id}>
          <dt>{t.mobile}</dt>
          <dd data-mobile="">{row.mobile}</dd>
          {row.kind === 'contact' ? (
            <>
              <dt>{t.name}</dt>
              <dd>{name || '—'}</dd>
            </>
          ) : null}
          <dt>{t.createdAt}</dt>
          <dd>{formatHkDateTime(new Date(row.created_at), locale)}</dd>
          <dt>{t.slot}</dt>
          <dd>
            <SlotCell c={c} row={row} now={new Date()} />
          </dd>
          <dt>{t.loan}</dt>
          <dd>{loanName(locale, row.loan_code)}</dd>
          <dt>{t.partners}</dt>
          <dd>
            <Partners c={c} row={row} />
          </dd>
          <dt>{t.campaign}</dt>
          <dd>{campaign(row.utm)}</dd>
          <dt>{t.optIn}</dt>
          <dd>{row.is_opt_in ? t.yes : t.no}</dd>
          <dt>{t.status}</dt>
          <dd data-status={row.status}>{t.statuses[row.status]}</dd>
          {row.status_at ? (
            <>
              <dt>{t.lastMove}</dt>
              <dd>{fill(t.lastMoveValue, { when: formatHkDateTime(new Date(row.status_at), locale), who: row.status_by ?? '' })}</dd>
            </>
          ) : null}
          <dt>{t.noAnswerCount}</dt>
          <dd>{row.no_answer_count}</dd>
        </dl>
        <SameNumberLeads c={c} mobile={row.mobile} leads={leads.leads} total={leads.total} />
        {canChange && moves.length > 0 ? (
          <form method="post" action={consoleHref(c, `/admin/contacts/${row.id}/move`)} class="actions">
            <CsrfField c={c} />
            {moves.map((m) => (
              <button type="submit" name="to" value={m} class={m === 'contacted' ? undefined : 'secondary'}>
                {t.moves[m]}
              </button>
            ))}
          </form>
        ) : canChange ? null : (
          <p>{t.readOnly}</p>
        )}
      </ConsolePage>,
    );
  })
  .post('/:id/move', async (c) => {
    if (!mayChange(c.var.operator.role, 'contacts')) return refuseAction(c);
    const store = new ContactStore(c.env.DB);
    const row = await store.get(c.req.param('id'));
    if (!row) return notFound(c);
    // The CSRF check has read the form already; Hono keeps the parsed body.
    const to = (await c.req.parseBody())['to'];
    if (!isMove(to)) return notFound(c);
    const now = new Date();
    const moved = await store.move(row.id, to, c.var.operator.email, now);
    if (moved) {
      await new AuditLog(c.env.DB).record(
        { actor: c.var.operator.email, action: `contact.${to}`, target: `contact:${row.id}`, before: { status: row.status }, after: { status: to } },
        now,
      );
    }
    return c.redirect(consoleHref(c, `/admin/contacts/${row.id}`, { done: moved ? 'moved' : 'not-moved' }), 303);
  });

/** The queue's address for `filter` (defaults left out, so the plain address is the default view). */
function queueHref(c: Context<AdminEnv>, filter: QueueFilter): string {
  const query: Record<string, string> = {};
  if (filter.state !== 'pending') query.state = filter.state;
  if (filter.kind) query.kind = filter.kind;
  if (filter.day) query.day = filter.day;
  if (filter.slot) query.slot = filter.slot;
  if (filter.page > 1) query.page = String(filter.page);
  return consoleHref(c, '/admin/contacts', query);
}

/** The filter form: values only, sent by GET (they show in the address; no personal data among them). */
function Filters({ c, filter }: { c: Context<AdminEnv>; filter: QueueFilter }) {
  const t = c.var.copy.contacts;
  const stateName = (s: (typeof QUEUE_STATES)[number]) => (s === 'pending' || s === 'all' ? t.states[s] : t.statuses[s]);
  return (
    <form method="get" action="/admin/contacts" class="filters">
      <fieldset>
        <legend>{t.filters}</legend>
        {c.var.locale === 'en-US' ? <input type="hidden" name="lang" value="en" /> : null}
        <div class="field">
          <label for="filter-state">{t.filterState}</label>
          <select id="filter-state" name="state">
            {QUEUE_STATES.map((s) => (
              <option value={s} selected={filter.state === s}>
                {stateName(s)}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="filter-kind">{t.filterKind}</label>
          <select id="filter-kind" name="kind">
            <option value="" selected={!filter.kind}>
              {t.anyKind}
            </option>
            {QUEUE_KINDS.map((k) => (
              <option value={k} selected={filter.kind === k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="filter-day">{t.filterDay}</label>
          <input id="filter-day" name="day" type="date" value={filter.day ?? ''} />
        </div>
        <div class="choice">
          <input id="filter-slot" name="slot" type="checkbox" value="now" checked={filter.slot === 'now'} />
          <label for="filter-slot">{t.filterSlotNow}</label>
        </div>
        <div class="buttons">
          <button type="submit">{t.apply}</button>
          <a href={consoleHref(c, '/admin/contacts')}>{t.clear}</a>
        </div>
      </fieldset>
    </form>
  );
}

/** Newer, older and the page numbers near this one, the first and the last: every page a click or two away. */
function Pager({ c, filter, pages }: { c: Context<AdminEnv>; filter: QueueFilter; pages: number }) {
  const t = c.var.copy.contacts;
  if (pages <= 1 && filter.page <= 1) return null;
  const page = Math.min(filter.page, pages + 1);
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav class="pager" aria-label={t.pages} data-page-size={PAGE_SIZE}>
      {page > 1 ? (
        <a href={queueHref(c, { ...filter, page: Math.min(page - 1, pages) })} rel="prev">
          {t.newer}
        </a>
      ) : null}
      {numbers.map((n) =>
        n === filter.page ? (
          <span aria-current="page">{fill(t.pageLink, { page: n })}</span>
        ) : (
          <a href={queueHref(c, { ...filter, page: n })}>{fill(t.pageLink, { page: n })}</a>
        ),
      )}
      {page < pages ? (
        <a href={queueHref(c, { ...filter, page: page + 1 })} rel="next">
          {t.older}
        </a>
      ) : null}
    </nav>
  );
}

function SlotCell({ c, row, now }: { c: Context<AdminEnv>; row: ContactRow; now: Date }) {
  const t = c.var.copy.contacts;
  const state = slotNow(row.time_slot, now, OFFICE_HOURS, HOLIDAYS);
  return (
    <span data-slot-now={state}>
      {fill(t.slotValue, { slot: formatSlot(row.time_slot) })} · {t.slotNow[state]}
    </span>
  );
}

function Partners({ c, row }: { c: Context<AdminEnv>; row: ContactRow }) {
  const t = c.var.copy.contacts;
  const ids = [row.theclub_id ? fill(t.theClub, { id: row.theclub_id }) : '', row.tapngo_id ? fill(t.tapNGo, { id: row.tapngo_id }) : ''].filter(Boolean);
  return <>{ids.length ? ids.join(' · ') : t.none}</>;
}

/** A made-up, malformed or purged id: the console's own not-found, never an error. */
function notFound(c: Context<AdminEnv>) {
  const copy = c.var.copy.contacts;
  return sendHtml(c, <Refusal c={c} title={copy.notFoundTitle} text={copy.notFoundText} />, 404);
}
