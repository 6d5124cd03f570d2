/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { formatHkDateTime } from '../../../src/shared/format';
import { maskMobile } from '../../../src/shared/mask-mobile';
import { LEAD_PAGE_SIZE, LEAD_STATES, type LeadFilter } from '../../db/lead-list';
import type { LeadRow } from '../../db/lead-store';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { consoleHref } from '../document';

/** The list's address for `filter` (defaults left out), landing on the list rather than the top of the page. */
export function listHref(c: Context<AdminEnv>, filter: LeadFilter): string {
  const query: Record<string, string> = {};
  if (filter.state) query.state = filter.state;
  if (filter.page > 1) query.page = String(filter.page);
  return `${consoleHref(c, '/admin/leads', query)}#list-heading`;
}

/** The state filter: a GET form of one value (it shows in the address; no personal data). */
export function StateFilter({ c, filter }: { c: Context<AdminEnv>; filter: Pick<LeadFilter, 'state'> }) {
  const l = c.var.copy.leads;
  return (
    <form method="get" action="/admin/leads" class="filters">
      {c.var.locale === 'en-US' ? <input type="hidden" name="lang" value="en" /> : null}
      <div class="field">
        <label for="filter-state">{l.filterState}</label>
        <select id="filter-state" name="state">
          <option value="" selected={!filter.state}>
            {l.anyState}
          </option>
          {LEAD_STATES.map((s) => (
            <option value={s} selected={filter.state === s}>
              {l.states[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{l.show}</button>
    </form>
  );
}

/**
 * One page of the stored leads: Hong Kong time, product, masked number, state and attempts, the
 * same time and mask as `npm run ops -- leads list` prints; previous (newer) and next (older).
 */
export function LeadList({ c, filter, rows, total, pages }: { c: Context<AdminEnv>; filter: LeadFilter; rows: LeadRow[]; total: number; pages: number }) {
  const { copy, locale } = c.var;
  const l = copy.leads;
  return (
    <>
      <p role="status" data-total={total}>
        {fill(l.total, { count: total, page: filter.page, pages })}
      </p>
      {rows.length === 0 ? (
        <p>{l.empty}</p>
      ) : (
        <div class="table-wrap" role="region" aria-labelledby="list-heading" tabindex={0}>
          <table data-lead-list="">
            <thead>
              <tr>
                <th scope="col">{l.createdAt}</th>
                <th scope="col">{l.product}</th>
                <th scope="col">{l.mobile}</th>
                <th scope="col">{l.state}</th>
                <th scope="col">{l.attempts}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((lead) => (
                <tr data-lead={lead.id} data-state={lead.forward_state}>
                  <td data-field="created">{formatHkDateTime(new Date(lead.created_at), locale)}</td>
                  <td>{lead.loan_text ?? lead.loan_type}</td>
                  <td data-field="mobile">{maskMobile(lead.mobile)}</td>
                  <td>{l.states[lead.forward_state]}</td>
                  <td>{lead.forward_attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav class="pager" aria-label={l.pages} data-page-size={LEAD_PAGE_SIZE}>
          {filter.page > 1 ? (
            <a href={listHref(c, { ...filter, page: filter.page - 1 })} rel="prev">
              {l.newer}
            </a>
          ) : null}
          {filter.page < pages ? (
            <a href={listHref(c, { ...filter, page: filter.page + 1 })} rel="next">
              {l.older}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
