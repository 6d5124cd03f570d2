/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { HOLIDAYS, OFFICE_HOURS } from '../../../content/office-hours';
import { shellEnUS } from '../../../content/i18n/shell.en-US';
import { shellZhHK } from '../../../content/i18n/shell.zh-HK';
import { formatHkDateTime } from '../../../src/shared/format';
import { slotNow } from '../../../src/shared/office-hours';
import { LOAN_CODES } from '../../../src/shared/routes/loan-codes';
import { AuditLog } from '../../db/audit-log';
import { ContactStore, MOVES, isMove, type ContactMove, type ContactRow } from '../../db/contact-store';
import { formatSlot, maskMobile } from '../../mask-mobile';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { CsrfField } from '../csrf';
import { ConsolePage } from '../layout';
import { Refusal, consoleHref, refuseAction, sendHtml } from '../document';
import { mayChange } from '../sections';
import { viewGuard } from '../view-guard';

/** The shell's key for each lead-form product (the product names are written once, there). */
const LOAN_NAME_KEY: Record<string, keyof typeof shellEnUS.loanNames> = {
  'n-loan': 'nLoan',
  'p-loan': 'pLoan',
  't-loan': 'tLoan',
  'r-loan': 'rLoan',
  '7x24-loan': 'loan7x24',
  's-loan': 'sLoan',
  'l-loan': 'lLoan',
  'w-loan': 'wLoan',
  'c-loan': 'cLoan',
  'u-loan': 'uLoan',
  supreme: 'supreme',
  'i-loan': 'iLoan',
  'revolving-loan': 'revolvingLoan',
  'talent-loan': 'talentLoan',
  'hos-public-housing-loan': 'hosLoan',
};

function loanName(c: Context<AdminEnv>, code: number | null): string {
  if (code === null) return '—';
  const slug = (LOAN_CODES as Record<number, string>)[code];
  const key = slug ? LOAN_NAME_KEY[slug] : undefined;
  if (!key) return String(code);
  return (c.var.locale === 'en-US' ? shellEnUS : shellZhHK).loanNames[key];
}

/** The campaign as stored ('utm_source=x&utm_campaign=y'), for reading. */
const campaign = (utm: string) => (utm ? [...new URLSearchParams(utm)].map(([k, v]) => `${k}=${v}`).join(' · ') : '—');

/**
 * GET /admin/contacts: the customer-service queue (contact-us and callback requests, newest first,
 * numbers masked); GET /admin/contacts/:id: one request with the whole number (each view is an
 * audit row); POST /admin/contacts/:id/move: contacted, no answer or closed (roles cs and ops).
 */
export const contacts = new Hono<AdminEnv>()
  // Whole numbers on a request's page: a role without this page gets nothing of it.
  .use(viewGuard('contacts'))
  .get('/', async (c) => {
    const { copy, locale } = c.var;
    const t = copy.contacts;
    const which = c.req.query('show') === 'closed' ? 'closed' : 'open';
    const rows = await new ContactStore(c.env.DB).list(which);
    const now = new Date();
    return sendHtml(
      c,
      <ConsolePage c={c} section="contacts">
        <h1 id="contacts-heading">{which === 'open' ? t.heading : t.closedHeading}</h1>
        <p>{t.intro}</p>
        <p>
          <a href={consoleHref(c, '/admin/contacts', which === 'open' ? { show: 'closed' } : {})}>{which === 'open' ? t.showClosed : t.showOpen}</a>
        </p>
        {rows.length === 0 ? (
          <p>{which === 'open' ? t.empty : t.emptyClosed}</p>
        ) : (
          <div class="table-wrap" role="region" aria-labelledby="contacts-heading" tabindex={0}>
            <table>
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
                    <td>{formatHkDateTime(new Date(r.created_at), locale)}</td>
                    <td>{t.kinds[r.kind]}</td>
                    <td>
                      <a href={consoleHref(c, `/admin/contacts/${r.id}`)} aria-label={fill(t.openLabel, { mobile: maskMobile(r.mobile) })}>
                        {maskMobile(r.mobile)}
                      </a>
                    </td>
                    <td>
                      <SlotCell c={c} row={r} now={now} />
                    </td>
                    <td>{loanName(c, r.loan_code)}</td>
                    <td>
                      <Partners c={c} row={r} />
                    </td>
                    <td>{campaign(r.utm)}</td>
                    <td>{t.statuses[r.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
          <dd>{loanName(c, row.loan_code)}</dd>
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
