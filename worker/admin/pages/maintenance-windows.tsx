/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { windowStatus, type MaintenancePlan } from '../../../src/server/config/maintenance';
import { toHkIso } from '../../../src/server/config/maintenance-changes';
import { formatHkDateTime } from '../../../src/shared/format';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { CsrfField } from '../csrf';
import { consoleHref } from '../document';

/**
 * The stored windows, by start, in Hong Kong time, each running, upcoming or over; with a cancel
 * button each for a role that may change them. A window is named by its start (what the button
 * sends, as `npm run ops -- maintenance cancel --start` takes it).
 */
export function WindowsTable({ c, plan, now, canChange }: { c: Context<AdminEnv>; plan: MaintenancePlan | null; now: Date; canChange: boolean }) {
  const { copy, locale } = c.var;
  const m = copy.maintenance;
  const time = (d: Date) => formatHkDateTime(d, locale);
  const windows = plan?.windows ?? [];
  return (
    <>
      <h2 id="windows-heading">{m.windowsHeading}</h2>
      {windows.length === 0 ? (
        <p data-windows="0">{m.windowsEmpty}</p>
      ) : (
        <div class="table-wrap" role="region" aria-labelledby="windows-heading" tabindex={0}>
          <table data-windows={windows.length}>
            <thead>
              <tr>
                <th scope="col">{m.start}</th>
                <th scope="col">{m.end}</th>
                <th scope="col">{m.windowStatus}</th>
                {canChange ? <th scope="col">{m.windowAction}</th> : null}
              </tr>
            </thead>
            <tbody>
              {windows.map((w) => {
                const status = windowStatus(w, now);
                return (
                  <tr data-window={toHkIso(w.start)} data-status={status}>
                    <td>{time(w.start)}</td>
                    <td>{time(w.end)}</td>
                    <td>{m.windowStatuses[status]}</td>
                    {canChange ? (
                      <td>
                        <form method="post" action={consoleHref(c, '/admin/maintenance/cancel')}>
                          <CsrfField c={c} />
                          <input type="hidden" name="start" value={toHkIso(w.start)} />
                          <button type="submit" class="secondary" aria-label={fill(m.cancelLabel, { start: time(w.start), end: time(w.end) })}>
                            {m.cancel}
                          </button>
                        </form>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
