/**
 * The expandable repayment schedule: month, repayment, principal, interest, balance, and a totals
 * row that equals the headline figures (the schedule module guarantees it, to the cent).
 *
 * The rows are computed and rendered only while open, so typing stays cheap. A native <details>
 * does the opening and closing (Enter or Space on the summary), so there is no toggle logic.
 */
import { useState } from 'react';
import type { RepaymentSchedule } from '../../shared/calc/schedule';
import { formatAmount } from '../../shared/format';
import type { CommonCopy } from './copy';

export interface ScheduleDetailsProps {
  readonly common: CommonCopy;
  /** Builds the schedule for the current inputs; called only while the schedule is open. */
  readonly schedule: () => RepaymentSchedule;
}

const cents = (value: number) => formatAmount(value, 2);

export function ScheduleDetails({ common, schedule }: ScheduleDetailsProps) {
  const [open, setOpen] = useState(false);
  // At most 120 rows: rebuilding on every render while open costs well under a millisecond.
  const table = open ? schedule() : null;
  return (
    <details className="calc-schedule" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="calc-schedule__summary">{common.scheduleShow}</summary>
      {table && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable)
        <div className="calc-schedule__scroll" tabIndex={0} role="region" aria-label={common.scheduleCaption}>
          <table className="calc-schedule__table">
            <caption className="visually-hidden">{common.scheduleCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{common.scheduleMonth}</th>
                <th scope="col">{common.schedulePayment}</th>
                <th scope="col">{common.schedulePrincipal}</th>
                <th scope="col">{common.scheduleInterest}</th>
                <th scope="col">{common.scheduleBalance}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.month}</th>
                  <td>{cents(row.payment)}</td>
                  <td>{cents(row.principal)}</td>
                  <td>{cents(row.interest)}</td>
                  <td>{cents(row.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{common.scheduleTotal}</th>
                <td data-total="payment">{cents(table.totalPayment)}</td>
                <td data-total="principal">{cents(table.totalPrincipal)}</td>
                <td data-total="interest">{cents(table.totalInterest)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </details>
  );
}
