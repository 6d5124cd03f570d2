/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { formatHkDateTime } from '../../../src/shared/format';
import { maskMobile } from '../../../src/shared/mask-mobile';
import { AuditLog } from '../../db/audit-log';
import { leadPageCount, parseLeadFilter, type LeadFilter } from '../../db/lead-list';
import { LeadStore, type LeadRow } from '../../db/lead-store';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { CsrfField } from '../csrf';
import { ConsolePage } from '../layout';
import { consoleHref, refuseAction, sendHtml } from '../document';
import { mayChange } from '../sections';
import { LeadList, StateFilter, listHref } from './leads-list';

const STATES = ['pending', 'forwarded', 'failed', 'local'] as const;
/** Lead ids are UUIDs (lead-store.ts); anything else is no lead. */
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the audit log keeps of a lead's outbox state: never the visitor's details. */
const outboxState = (lead: Pick<LeadRow, 'forward_state' | 'forward_attempts' | 'last_error'>) => ({
  forward_state: lead.forward_state,
  forward_attempts: lead.forward_attempts,
  last_error: lead.last_error,
});

/** A hand-made or stale list address (`?state=`, `?page=`): what is wrong, and the filter to choose again. */
function badFilter(c: Context<AdminEnv>, message: string, filter: Pick<LeadFilter, 'state'>, fix?: { href: string; text: string }) {
  const l = c.var.copy.leads;
  return sendHtml(
    c,
    <ConsolePage c={c} section="leads">
      <h1>{l.heading}</h1>
      <h2 id="list-heading">{l.listHeading}</h2>
      <p class="error" role="alert" data-bad-filter="">
        {message} {fix ? <a href={fix.href}>{fix.text}</a> : null}
      </p>
      <StateFilter c={c} filter={filter} />
    </ConsolePage>,
    400,
  );
}

/**
 * GET /admin/leads: the outbox by state, the failed leads, and every stored lead a page at a time
 * (`?state=`, `?page=`: lead-list.ts); POST /admin/leads/:id/retry (role ops) queues one again,
 * POST /admin/leads/retry-failed all of them.
 */
export const leads = new Hono<AdminEnv>()
  .get('/', async (c) => {
    const { copy, locale, operator } = c.var;
    const l = copy.leads;
    const parsed = parseLeadFilter({ state: c.req.query('state'), page: c.req.query('page') });
    if ('invalid' in parsed) return badFilter(c, parsed.invalid === 'page' ? l.invalidPage : l.invalidState, {});
    const { filter } = parsed;
    const store = new LeadStore(c.env.DB);
    const [counts, failed, listed] = await Promise.all([store.countByState(), store.failed(), store.page(filter)]);
    const pages = leadPageCount(listed.total);
    if (filter.page > pages) {
      return badFilter(c, fill(l.beyond, { page: filter.page, pages }), filter, { href: listHref(c, { ...filter, page: pages }), text: l.lastPage });
    }
    const flash = c.req.query('done');
    const requeuedCount = /^\d{1,7}$/.test(c.req.query('count') ?? '') ? Number(c.req.query('count')) : null;
    const canChange = mayChange(operator.role, 'leads');
    return sendHtml(
      c,
      <ConsolePage c={c} section="leads">
        <h1>{l.heading}</h1>
        {flash === 'requeued' || flash === 'not-failed' ? (
          <p class="notice" role="status">
            {flash === 'requeued' ? l.requeued : l.notFailed}
          </p>
        ) : null}
        {flash === 'requeued-all' && requeuedCount !== null ? (
          <p class="notice" role="status" data-requeued={requeuedCount}>
            {requeuedCount === 0 ? l.noneRequeued : fill(l.allRequeued, { count: requeuedCount })}
          </p>
        ) : null}
        <h2>{l.countsHeading}</h2>
        <dl data-lead-counts="">
          {STATES.map((s) => (
            <>
              <dt>{l.states[s]}</dt>
              <dd data-state={s}>{counts[s]}</dd>
            </>
          ))}
        </dl>
        <h2 id="failed-heading">{l.failedHeading}</h2>
        {canChange && counts.failed > 0 ? (
          <form method="post" action={consoleHref(c, '/admin/leads/retry-failed')}>
            <CsrfField c={c} />
            <button type="submit">{fill(l.retryAll, { count: counts.failed })}</button>
          </form>
        ) : null}
        {failed.length === 0 ? (
          <p>{l.noFailed}</p>
        ) : (
          <div class="table-wrap" role="region" aria-labelledby="failed-heading" tabindex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{l.createdAt}</th>
                  <th scope="col">{l.product}</th>
                  <th scope="col">{l.mobile}</th>
                  <th scope="col">{l.attempts}</th>
                  <th scope="col">{l.lastError}</th>
                  {canChange ? <th scope="col">{l.action}</th> : null}
                </tr>
              </thead>
              <tbody>
                {failed.map((lead) => (
                  <tr data-lead={lead.id}>
                    <td>{formatHkDateTime(new Date(lead.created_at), locale)}</td>
                    <td>{lead.loan_text ?? lead.loan_type}</td>
                    <td>{maskMobile(lead.mobile)}</td>
                    <td>{lead.forward_attempts}</td>
                    <td>{lead.last_error ?? ''}</td>
                    {canChange ? (
                      <td>
                        <form method="post" action={consoleHref(c, `/admin/leads/${lead.id}/retry`)}>
                          <CsrfField c={c} />
                          <button type="submit" class="secondary">
                            {l.retry}
                          </button>
                        </form>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h2 id="list-heading">{l.listHeading}</h2>
        <StateFilter c={c} filter={filter} />
        <LeadList c={c} filter={filter} rows={listed.rows} total={listed.total} pages={pages} />
      </ConsolePage>,
    );
  })
  // Every failed lead at once, as the per-lead button does for one; the audit row keeps the count only.
  .post('/retry-failed', async (c) => {
    if (!mayChange(c.var.operator.role, 'leads')) return refuseAction(c);
    const now = new Date();
    const count = await new LeadStore(c.env.DB).requeueAllFailed(now);
    if (count > 0) {
      await new AuditLog(c.env.DB).record(
        {
          actor: c.var.operator.email,
          action: 'lead.retry_all',
          target: 'leads:failed',
          before: { forward_state: 'failed', leads: count },
          after: { forward_state: 'pending', leads: count, forward_attempts: 0 },
        },
        now,
      );
    }
    return c.redirect(consoleHref(c, '/admin/leads', { done: 'requeued-all', count: String(count) }), 303);
  })
  .post('/:id/retry', async (c) => {
    if (!mayChange(c.var.operator.role, 'leads')) return refuseAction(c);
    const id = c.req.param('id');
    const store = new LeadStore(c.env.DB);
    const lead = LEAD_ID.test(id) ? await store.get(id) : null;
    const now = new Date();
    const requeued = lead ? await store.requeueFailed(id, now) : false;
    if (lead && requeued) {
      const after = await store.get(id);
      await new AuditLog(c.env.DB).record(
        { actor: c.var.operator.email, action: 'lead.retry', target: `lead:${id}`, before: outboxState(lead), after: after && outboxState(after) },
        now,
      );
    }
    return c.redirect(consoleHref(c, '/admin/leads', { done: requeued ? 'requeued' : 'not-failed' }), 303);
  });
