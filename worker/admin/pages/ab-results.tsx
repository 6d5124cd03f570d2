/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import type { AdminCopy } from '../../../content/i18n/admin.zh-HK';
import { abResultsEnUS } from '../../../content/i18n/ab-results.en-US';
import { abResultsZhHK } from '../../../content/i18n/ab-results.zh-HK';
import { d1Reader, readAbResults } from '../../../src/server/ab/read-results';
import { abResultsCsv } from '../../../src/server/ab/results-csv';
import { DEFAULT_MDE, type ExperimentResult } from '../../../src/shared/ab/results';
import { decidedText, signedPercent, srmText, verdictText, weightsChangedText } from '../../../src/shared/ab/verdict-text';
import { workerBannerSchemas } from '../../banner-image-origins';
import type { Env } from '../../env';
import { readConfig } from '../../kv-config';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { ConsolePage } from '../layout';
import { consoleHref, sendHtml } from '../document';

/** A share as a percentage with two decimals: 0.1234 -> '12.34%'. */
const percent = (v: number) => `${(v * 100).toFixed(2)}%`;

/**
 * The smallest relative difference marketing wants to tell, from `?mde=` in percent (1 to 100);
 * anything else is the default. It changes only how many more visitors a test needs: the p-value
 * and the verdict use the effect each test was started with.
 */
function mdeOf(raw: string | undefined): number {
  const n = Number(raw);
  return raw && /^\d{1,3}(\.\d{1,2})?$/.test(raw) && n >= 1 && n <= 100 ? n / 100 : DEFAULT_MDE;
}

/** A campaign name from the address, as published (letters, digits, _ . - and spaces), else all campaigns. */
const campaignOf = (raw: string | undefined) => (raw && /^[\w .-]{1,80}$/.test(raw) ? raw : undefined);

/** The stored banner list as the site reads it: the live variants are reported, and a changed split is noticed at once. */
const storedBanners = async (env: Env) => (await readConfig(env.CONFIG, 'banners', workerBannerSchemas(env).list)) ?? [];

/**
 * The variants' click-through rates with their 95% intervals, drawn on one scale from 0 to the
 * highest upper bound: a line per interval, a dot per rate. Inline SVG (the console's CSP allows
 * no image or script); the same figures are in the table below it, for screen readers too.
 */
function CtrChart({ experiment, title, desc, id }: { experiment: ExperimentResult; title: string; desc: string; id: string }) {
  const shown = experiment.variants.filter((v) => v.ctr !== null && v.ctrInterval);
  if (shown.length === 0) return null;
  const top = Math.max(...shown.map((v) => v.ctrInterval![1]), 0.0001);
  const width = 320;
  const left = 56;
  const row = 28;
  const x = (v: number) => left + (v / top) * (width - left - 16);
  const height = shown.length * row + 24;
  return (
    <svg class="chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-ab-chart="">
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{desc}</desc>
      {shown.map((v, i) => {
        const y = 14 + i * row;
        return (
          <g data-variant={v.variant}>
            <text x={left - 8} y={y + 4} text-anchor="end">
              {v.variant}
            </text>
            <line x1={x(v.ctrInterval![0])} x2={x(v.ctrInterval![1])} y1={y} y2={y} stroke="#12355b" stroke-width="3" />
            <circle cx={x(v.ctr!)} cy={y} r="5" fill="#b45309" />
          </g>
        );
      })}
      <line x1={left} x2={width - 16} y1={height - 8} y2={height - 8} stroke="#666" />
      <text x={left} y={height} font-size="10">
        0%
      </text>
      <text x={width - 16} y={height} font-size="10" text-anchor="end">
        {percent(top)}
      </text>
    </svg>
  );
}

/**
 * Today's counts so far (the unfinished Hong Kong day), in a table of their own beside the finished
 * days': provisional, in none of the figures above (a day joins the test when it ends), so a test
 * started this morning shows its first visitors rather than an empty page.
 */
function TodayTable({ experiment, n, copy }: { experiment: ExperimentResult; n: number; copy: AdminCopy['ab'] }) {
  if (!experiment.today || !experiment.variants.some((v) => v.todayImpressions || v.todayClicks)) return null;
  return (
    <div data-today={experiment.today}>
      <h3 id={`today-${n}`}>{fill(copy.todayHeading, { day: experiment.today })}</h3>
      <p class="hint">{copy.todayNote}</p>
      <div class="table-wrap" role="region" aria-labelledby={`today-${n}`} tabindex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{copy.variant}</th>
              <th scope="col">{copy.impressions}</th>
              <th scope="col">{copy.clicks}</th>
              <th scope="col">{copy.todayCtr}</th>
            </tr>
          </thead>
          <tbody>
            {experiment.variants.map((v) => (
              <tr data-today-variant={v.variant}>
                <th scope="row">{v.variant}</th>
                <td data-figure="impressions">{v.todayImpressions.toLocaleString('en-US')}</td>
                <td data-figure="clicks">{v.todayClicks.toLocaleString('en-US')}</td>
                <td data-figure="ctr">{v.todayImpressions ? percent(v.todayClicks / v.todayImpressions) : copy.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * GET /admin/ab: the A/B tests' results for every role (reading only), the same figures as
 * `npm run ops -- ab report` (src/server/ab/); GET /admin/ab/results.csv: the same as CSV.
 */
export const abResults = new Hono<AdminEnv>()
  .get('/', async (c) => {
    const { copy, locale } = c.var;
    const a = copy.ab;
    const words = locale === 'en-US' ? abResultsEnUS : abResultsZhHK;
    const mde = mdeOf(c.req.query('mde'));
    const campaign = campaignOf(c.req.query('campaign'));
    const results = await readAbResults(d1Reader(c.env.DB), { campaign, mde, banners: await storedBanners(c.env) });
    const mdeText = String(Math.round(mde * 10_000) / 100);
    return sendHtml(
      c,
      <ConsolePage c={c} section="ab">
        <h1>{a.heading}</h1>
        <p>{a.intro}</p>
        <form method="get" action="/admin/ab">
          {locale === 'en-US' ? <input type="hidden" name="lang" value="en" /> : null}
          {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
          <div class="field">
            <label for="mde">{a.mdeLabel}</label>
            <input id="mde" name="mde" type="number" min="1" max="100" step="0.1" value={mdeText} aria-describedby="mde-hint" />
            <p id="mde-hint" class="hint">
              {a.mdeHint}
            </p>
          </div>
          <button type="submit">{a.show}</button>
        </form>
        <p>
          <a href={consoleHref(c, '/admin/ab/results.csv', { mde: mdeText, ...(campaign ? { campaign } : {}) })} download="ab-results.csv">
            {a.csv}
          </a>
        </p>
        {results.length === 0 ? <p>{words.noData}</p> : null}
        {results.map((e, n) => {
          const srm = srmText(words, e);
          const weightsChanged = weightsChangedText(words, e);
          return (
            <section aria-labelledby={`exp-${n}`} data-experiment={`${e.campaign}/${e.bannerType}`}>
              <h2 id={`exp-${n}`}>{fill(a.experiment, { campaign: e.campaign, bannerType: e.bannerType })}</h2>
              <p>{fill(a.days, { days: e.days, baseline: e.baseline })}</p>
              {weightsChanged ? (
                <p class="error" role="alert" data-weights-changed={e.weightsChangedAt ?? ''}>
                  {weightsChanged}
                </p>
              ) : null}
              {srm ? (
                <p class={e.srm?.mismatch ? 'error' : 'notice'} role={e.srm?.mismatch ? 'alert' : undefined} data-srm={e.srm?.mismatch ? 'mismatch' : 'ok'}>
                  {srm}
                </p>
              ) : null}
              <CtrChart experiment={e} title={a.chartTitle} desc={a.chartDesc} id={`chart-${n}`} />
              <div class="table-wrap" role="region" aria-labelledby={`exp-${n}`} tabindex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{a.variant}</th>
                      <th scope="col">{a.share}</th>
                      <th scope="col">{a.impressions}</th>
                      <th scope="col">{a.clicks}</th>
                      <th scope="col">{a.ctr}</th>
                      <th scope="col">{a.lift}</th>
                      <th scope="col">{a.pValue}</th>
                      <th scope="col">{a.verdict}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.variants.map((v) => (
                      <tr data-variant={v.variant}>
                        <th scope="row">{v.variant}</th>
                        <td>{v.share === null ? a.none : percent(v.share)}</td>
                        <td data-figure="impressions">{v.impressions.toLocaleString('en-US')}</td>
                        <td data-figure="clicks">{v.clicks.toLocaleString('en-US')}</td>
                        <td data-figure="ctr">
                          {v.ctr === null || !v.ctrInterval ? a.none : `${percent(v.ctr)} (${percent(v.ctrInterval[0])} – ${percent(v.ctrInterval[1])})`}
                        </td>
                        <td data-figure="lift">
                          {v.lift === null
                            ? a.none
                            : `${signedPercent(v.lift)}${v.liftInterval ? ` (${signedPercent(v.liftInterval[0])} – ${signedPercent(v.liftInterval[1])})` : ''}`}
                        </td>
                        <td data-figure="p">{v.pValue === null ? a.none : v.pValue.toFixed(3)}</td>
                        <td data-verdict={v.verdict}>
                          {verdictText(words, e, v)}
                          {v.decidedOn ? <span data-decided-on={v.decidedOn}> {decidedText(words, v)}</span> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <TodayTable experiment={e} n={n} copy={a} />
            </section>
          );
        })}
      </ConsolePage>,
    );
  })
  .get('/results.csv', async (c) => {
    const words = c.var.locale === 'en-US' ? abResultsEnUS : abResultsZhHK;
    const results = await readAbResults(d1Reader(c.env.DB), {
      campaign: campaignOf(c.req.query('campaign')),
      mde: mdeOf(c.req.query('mde')),
      banners: await storedBanners(c.env),
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="ab-results.csv"');
    // A byte-order mark, so spreadsheet programs read the Chinese verdicts as UTF-8.
    return c.body(`\uFEFF${abResultsCsv(results, words)}\n`);
  });
