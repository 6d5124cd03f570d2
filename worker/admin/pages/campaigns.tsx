/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { d1Reader } from '../../../src/server/ab/read-results';
import {
  campaignsCsv,
  campaignsQuery,
  campaignsReport,
  MAX_RANGE_DAYS,
  NOT_COUNTED_EVENTS,
  NOT_COUNTED_REASONS,
  type CampaignCounts,
  type CampaignKey,
  type CampaignsQuery,
} from '../../../src/server/campaigns/report';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { ConsolePage } from '../layout';
import { consoleHref, Refusal, sendHtml } from '../document';

/** 1234 -> '1,234' (the console writes numbers with separators). */
const count = (v: number) => v.toLocaleString('en-US');
const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/**
 * The range and campaign from the address, checked; a bad value is answered 400 with what is wrong,
 * in the console's language (never a 500, never a silent default the reader would take for theirs).
 */
function readQuery(c: Context<AdminEnv>): CampaignsQuery | Response | Promise<Response> {
  const raw = { from: c.req.query('from') || undefined, to: c.req.query('to') || undefined, campaign: c.req.query('campaign') };
  const query = campaignsQuery(raw, new Date());
  if (!('error' in query)) return query;
  const k = c.var.copy.campaigns;
  return sendHtml(
    c,
    <Refusal c={c} title={k.badRequestTitle} text={fill(k.badRequest[query.error], { days: MAX_RANGE_DAYS })}>
      <p>
        <a href={consoleHref(c, '/admin/campaigns')}>{k.back}</a>
      </p>
    </Refusal>,
    400,
  );
}

/** Keeps what the reader chose on the CSV link. */
const queryOf = (q: CampaignsQuery): Record<string, string> => ({ from: q.from, to: q.to, ...(q.campaign ? { campaign: q.campaign } : {}) });

/**
 * GET /admin/campaigns: what each campaign brings, for every role (reading only), the same report as
 * `npm run ops -- campaigns` (src/server/campaigns/report.ts); GET /admin/campaigns/report.csv: its
 * day rows as CSV.
 */
export const campaigns = new Hono<AdminEnv>()
  .get('/', async (c) => {
    const query = readQuery(c);
    if (!('from' in query)) return query;
    const { copy, locale } = c.var;
    const k = copy.campaigns;
    const report = await campaignsReport(d1Reader(c.env.DB), query);
    const keyCells = (r: CampaignKey) => [
      r.utm_source || k.none,
      r.utm_medium || k.none,
      r.utm_campaign || k.none,
      r.staff || k.none,
      r.partner ? k.partners[r.partner as 'theclub' | 'tapngo'] : k.none,
    ];
    const countCells = (r: CampaignCounts) => [
      <td data-figure="visitors">{count(r.visitors)}</td>,
      <td data-figure="form_opens">{count(r.form_opens)}</td>,
      <td data-figure="leads">{count(r.leads)}</td>,
      <td data-figure="contact_requests">{count(r.contact_requests)}</td>,
      <td data-figure="callback_requests">{count(r.callback_requests)}</td>,
      <td data-figure="forwarded">{count(r.forwarded)}</td>,
      <td data-figure="conversion">
        {r.conversion === null ? k.none : `${percent(r.conversion)} (${percent(r.conversion_low!)}–${percent(r.conversion_high!)})`}
      </td>,
    ];
    const countHeads = [k.visitors, k.formOpens, k.leads, k.contacts, k.callbacks, k.forwarded, k.conversion].map((h) => <th scope="col">{h}</th>);
    const keyHeads = [k.source, k.medium, k.name, k.staff, k.partner].map((h) => <th scope="col">{h}</th>);
    return sendHtml(
      c,
      <ConsolePage c={c} section="campaigns">
        <h1>{k.heading}</h1>
        <p>{k.intro}</p>
        <form method="get" action="/admin/campaigns">
          {locale === 'en-US' ? <input type="hidden" name="lang" value="en" /> : null}
          <div class="field">
            <label for="from">{k.from}</label>
            <input id="from" name="from" type="date" value={query.from} />
          </div>
          <div class="field">
            <label for="to">{k.to}</label>
            <input id="to" name="to" type="date" value={query.to} />
          </div>
          <div class="field">
            <label for="campaign">{k.campaign}</label>
            <input id="campaign" name="campaign" type="text" value={query.campaign ?? ''} maxlength={200} />
          </div>
          <button type="submit">{k.show}</button>
        </form>
        <p>
          <a href={consoleHref(c, '/admin/campaigns/report.csv', queryOf(query))} download="campaigns.csv">
            {k.csv}
          </a>
        </p>
        <p data-campaigns-range="">{fill(k.range, { from: report.from, to: report.to, days: report.days })}</p>
        {query.campaign ? <p>{fill(k.onlyCampaign, { campaign: query.campaign })}</p> : null}
        {report.campaigns.length === 0 ? <p data-campaigns-empty="">{k.empty}</p> : null}
        {report.campaigns.length > 0 ? (
          <>
            <section aria-labelledby="totals">
              <h2 id="totals">{k.totals}</h2>
              <div class="table-wrap" role="region" aria-labelledby="totals" tabindex={0}>
                <table>
                  <thead>
                    <tr>
                      {keyHeads}
                      {countHeads}
                    </tr>
                  </thead>
                  <tbody>
                    {report.campaigns.map((r) => {
                      const [source, ...rest] = keyCells(r);
                      return (
                        <tr data-campaign={[r.utm_source, r.utm_medium, r.utm_campaign, r.staff, r.partner].join('/')}>
                          <th scope="row">{source}</th>
                          {rest.map((v) => (
                            <td>{v}</td>
                          ))}
                          {countCells(r)}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </section>
            <section aria-labelledby="by-day">
              <h2 id="by-day">{k.byDay}</h2>
              <div class="table-wrap" role="region" aria-labelledby="by-day" tabindex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{k.day}</th>
                      {keyHeads}
                      <th scope="col">{k.landing}</th>
                      {countHeads}
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((r) => (
                      <tr data-row={[r.day, r.utm_source, r.utm_medium, r.utm_campaign, r.staff, r.partner, r.landing_page].join('/')}>
                        <th scope="row">{r.day}</th>
                        {keyCells(r).map((v) => (
                          <td>{v}</td>
                        ))}
                        <td>{r.landing_page}</td>
                        {countCells(r)}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        ) : null}
        <section aria-labelledby="not-counted">
          <h2 id="not-counted">{k.notCounted}</h2>
          <p>{k.notCountedIntro}</p>
          <div class="table-wrap" role="region" aria-labelledby="not-counted" tabindex={0}>
            <table data-not-counted="">
              <thead>
                <tr>
                  <th scope="col">{k.reason}</th>
                  <th scope="col">{k.allEvents}</th>
                  {NOT_COUNTED_EVENTS.map((e) => (
                    <th scope="col">{k.events[e]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOT_COUNTED_REASONS.map((reason) => (
                  <tr data-reason={reason}>
                    <th scope="row">{fill(k.reasons[reason], { days: report.attribution_days })}</th>
                    <td data-figure="total">{count(report.not_counted[reason].total)}</td>
                    {NOT_COUNTED_EVENTS.map((e) => (
                      <td data-figure={e}>{count(report.not_counted[reason][e])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <p class="hint">{fill(k.note, { days: report.attribution_days })}</p>
      </ConsolePage>,
    );
  })
  .get('/report.csv', async (c) => {
    const query = readQuery(c);
    if (!('from' in query)) return query;
    const csv = campaignsCsv(await campaignsReport(d1Reader(c.env.DB), query));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="campaigns.csv"');
    // A byte-order mark, so spreadsheet programs read Chinese campaign names as UTF-8.
    return c.body(`\uFEFF${csv}\n`);
  });
