/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import { formatHkDateTime } from '../../../src/shared/format';
import { AuditLog } from '../../db/audit-log';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { ConsolePage } from '../layout';
import { consoleHref, sendHtml } from '../document';

const PAGE_SIZE = 20;

/** The stored JSON, indented for reading; '—' when there was no value. */
const pretty = (json: string | null) => (json === null ? '—' : JSON.stringify(JSON.parse(json), null, 1));

/** GET /admin/audit?page=N: every change made in the console, newest first, 20 a page (all roles). */
export const audit = new Hono<AdminEnv>().get('/', async (c) => {
  const { copy, locale } = c.var;
  const a = copy.audit;
  const asked = Number(c.req.query('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const { rows, hasOlder } = await new AuditLog(c.env.DB).page(page, PAGE_SIZE);
  const actionName = (action: string) => (a.actions as Record<string, string>)[action] ?? action;
  return sendHtml(
    c,
    <ConsolePage c={c} section="audit">
      <h1 id="audit-heading">{a.heading}</h1>
      {rows.length === 0 ? (
        <p>{a.empty}</p>
      ) : (
        <div class="table-wrap" role="region" aria-labelledby="audit-heading" tabindex={0}>
          <table>
            <caption>{fill(a.pageOf, { page })}</caption>
            <thead>
              <tr>
                <th scope="col">{a.when}</th>
                <th scope="col">{a.who}</th>
                <th scope="col">{a.what}</th>
                <th scope="col">{a.before}</th>
                <th scope="col">{a.after}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr data-audit-row={row.action}>
                  <td>
                    <time datetime={row.at}>{formatHkDateTime(new Date(row.at), locale)}</time>
                  </td>
                  <td>{row.actor}</td>
                  <td>
                    {actionName(row.action)}
                    <br />
                    <code>{row.target}</code>
                  </td>
                  <td>
                    <pre>{pretty(row.before_json)}</pre>
                  </td>
                  <td>
                    <pre>{pretty(row.after_json)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav class="pager" aria-label={fill(a.pageOf, { page })}>
        {page > 1 ? <a href={consoleHref(c, '/admin/audit', page > 2 ? { page: String(page - 1) } : {})}>{a.newer}</a> : null}
        {hasOlder ? <a href={consoleHref(c, '/admin/audit', { page: String(page + 1) })}>{a.older}</a> : null}
      </nav>
    </ConsolePage>,
  );
});
