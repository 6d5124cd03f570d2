/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import { d1Reader } from '../../../src/server/ab/read-results';
import { vitalsReport, type VitalsReport } from '../../../src/server/vitals/report';
import { METRICS } from '../../../src/shared/vitals/metrics';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { ConsolePage } from '../layout';
import { sendHtml } from '../document';

/** The periods offered; the report keeps 90 days (the cron deletes older rows). */
const PERIODS = [7, 28, 90] as const;
const periodOf = (raw: string | undefined) => PERIODS.find((d) => String(d) === raw) ?? 7;

type Group = VitalsReport['pages'][number];
type Metric = Group['metrics'][number];

/**
 * One metric's daily p75 over the period against its "good" threshold: a line through the days
 * with samples, a dashed line at the threshold, on a scale from 0 to the larger of the two (×1.1).
 * Inline SVG; the same figures are in the table beside it.
 */
function DailyChart({ metric, report, title, desc, id }: { metric: Metric; report: VitalsReport; title: string; desc: string; id: string }) {
  const good = METRICS[metric.metric].good;
  const top = Math.max(good, ...metric.daily.map((d) => d.p75)) * 1.1;
  const width = 240;
  const height = 80;
  const from = Date.parse(`${report.from}T00:00:00Z`);
  const span = Math.max(report.days - 1, 1);
  const x = (day: string) => 8 + ((Date.parse(`${day}T00:00:00Z`) - from) / 86_400_000 / span) * (width - 16);
  const y = (v: number) => height - 8 - (v / top) * (height - 16);
  const points = metric.daily.map((d) => `${x(d.day).toFixed(1)},${y(d.p75).toFixed(1)}`).join(' ');
  return (
    <svg class="chart chart--small" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-vitals-chart={metric.metric}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{desc}</desc>
      <line x1="8" x2={width - 8} y1={y(good)} y2={y(good)} stroke="#1b6e3a" stroke-dasharray="4 3" />
      {metric.daily.length > 1 ? <polyline points={points} fill="none" stroke="#12355b" stroke-width="2" /> : null}
      {metric.daily.map((d) => (
        <circle cx={x(d.day)} cy={y(d.p75)} r="2.5" fill="#12355b" />
      ))}
    </svg>
  );
}

/** GET /admin/vitals: real visitors' web vitals, p75 per page and device class, for every role (reading only). */
export const vitals = new Hono<AdminEnv>().get('/', async (c) => {
  const { copy, locale } = c.var;
  const v = copy.vitals;
  const days = periodOf(c.req.query('days'));
  const report = await vitalsReport(d1Reader(c.env.DB), { days });
  const pageName = (g: Group) => (g.path === null ? v.allPages : g.path === 'other' ? v.other : g.path);
  const overall = report.pages.filter((g) => g.path === null);
  const pages = report.pages.filter((g) => g.path !== null);
  return sendHtml(
    c,
    <ConsolePage c={c} section="vitals">
      <h1>{v.heading}</h1>
      <p>{v.intro}</p>
      <form method="get" action="/admin/vitals">
        {locale === 'en-US' ? <input type="hidden" name="lang" value="en" /> : null}
        <div class="field">
          <label for="days">{v.period}</label>
          <select id="days" name="days">
            {PERIODS.map((d) => (
              <option value={String(d)} selected={d === days}>
                {fill(v.days, { days: d })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{v.show}</button>
      </form>
      <p>{fill(v.range, { from: report.from, to: report.to })}</p>
      {report.pages.length === 0 ? <p data-vitals-empty="">{v.empty}</p> : null}
      {overall.map((g) => (
        <section aria-labelledby={`all-${g.device}`} data-vitals-group={`all/${g.device}`}>
          <h2 id={`all-${g.device}`}>{`${v.allPages} · ${v[g.device]}`}</h2>
          <div class="table-wrap" role="region" aria-labelledby={`all-${g.device}`} tabindex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{v.metric}</th>
                  <th scope="col">{v.p75}</th>
                  <th scope="col">{v.rating}</th>
                  <th scope="col">{v.samples}</th>
                  <th scope="col">{v.goodShare}</th>
                  <th scope="col">{v.overTime}</th>
                </tr>
              </thead>
              <tbody>
                {g.metrics.map((m) => (
                  <tr data-metric={m.metric}>
                    <th scope="row">{m.metric}</th>
                    <td data-figure="p75">{m.display}</td>
                    <td data-rating={m.rating}>{v.ratings[m.rating]}</td>
                    <td>{m.samples.toLocaleString('en-US')}</td>
                    <td>{`${Math.round(m.goodShare * 100)}%`}</td>
                    <td>
                      <DailyChart
                        metric={m}
                        report={report}
                        id={`chart-${g.device}-${m.metric}`}
                        title={`${m.metric} · ${v.overTime}`}
                        desc={fill(v.chartDesc, { good: report.thresholds.find((t) => t.metric === m.metric)!.goodDisplay })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {pages.length > 0 ? (
        <section aria-labelledby="by-page">
          <h2 id="by-page">{v.page}</h2>
          <div class="table-wrap" role="region" aria-labelledby="by-page" tabindex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{v.page}</th>
                  {report.thresholds.map((t) => (
                    <th scope="col">{`${t.metric} (≤ ${t.goodDisplay})`}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pages.map((g) => (
                  <tr data-page={`${g.path}/${g.device}`}>
                    <th scope="row">{`${pageName(g)} · ${v[g.device]}`}</th>
                    {report.thresholds.map((t) => {
                      const m = g.metrics.find((x) => x.metric === t.metric);
                      return m ? (
                        <td data-metric={t.metric} data-rating={m.rating}>{`${m.display} · ${v.ratings[m.rating]} (${m.samples})`}</td>
                      ) : (
                        <td data-metric={t.metric}>—</td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </ConsolePage>,
  );
});
