/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { formatHkDateTime } from '../../../src/shared/format';
import { maskMobile } from '../../../src/shared/mask-mobile';
import { SAME_NUMBER_LEADS_SHOWN, type SameNumberLead } from '../../db/same-number-leads';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { loanName } from '../loan-name';

/**
 * On a contact request's page: the leads the same number left, or plainly none. The number shows
 * masked as everywhere else in the console's lists; the request's own page (audited as
 * `contact.view`, cs and ops only) is the one place this is shown.
 */
export function SameNumberLeads({ c, mobile, leads, total }: { c: Context<AdminEnv>; mobile: string; leads: SameNumberLead[]; total: number }) {
  const { copy, locale } = c.var;
  const t = copy.contacts;
  const masked = maskMobile(mobile);
  return (
    <section aria-labelledby="same-number-leads" data-same-number-leads={total}>
      <h2 id="same-number-leads">{t.sameNumberHeading}</h2>
      {total === 0 ? (
        <p>{fill(t.sameNumberNone, { mobile: masked })}</p>
      ) : (
        <>
          <p>{fill(total > SAME_NUMBER_LEADS_SHOWN ? t.sameNumberLatest : t.sameNumberCount, { count: total, mobile: masked, shown: leads.length })}</p>
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">{t.leadAt}</th>
                <th scope="col">{t.leadProduct}</th>
                <th scope="col">{t.leadForwarded}</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr data-lead-forward={lead.forward_state}>
                  <td data-label={t.leadAt}>{formatHkDateTime(new Date(lead.created_at), locale)}</td>
                  <td data-label={t.leadProduct}>{loanName(locale, lead.loan_code)}</td>
                  <td data-label={t.leadForwarded}>{t.leadStates[lead.forward_state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p class="hint">{t.sameNumberKept}</p>
    </section>
  );
}
