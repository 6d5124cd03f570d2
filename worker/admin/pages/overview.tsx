/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { LeadStore } from '../../db/lead-store';
import { oldestMinutes, STUCK_AFTER_MS } from '../../outbox-notice';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { ConsolePage } from '../layout';
import { consoleHref, sendHtml } from '../document';
import { mayChange, mayView, SECTIONS } from '../sections';

/** GET /admin: what the signed-in role may see and change, each item a link to its page. */
export const overview = new Hono<AdminEnv>().get('/', async (c) => {
  const { copy, operator } = c.var;
  const outbox = await new LeadStore(c.env.DB).backlog();
  const others = SECTIONS.filter((s) => s.id !== 'overview' && mayView(operator.role, s.id));
  return sendHtml(
    c,
    <ConsolePage c={c} section="overview">
      <h1>{copy.overview.heading}</h1>
      <p>{fill(copy.overview.intro, { role: copy.roles[operator.role] })}</p>
      <ul data-permissions="">
        {others.map((s) => (
          <li>
            <a href={consoleHref(c, s.path)}>
              {fill(mayChange(operator.role, s.id) ? copy.overview.canChange : copy.overview.canView, { section: s.title(copy) })}
            </a>
          </li>
        ))}
      </ul>
      <OutboxState c={c} outbox={outbox} />
    </ConsolePage>,
  );
});

/** The lead outbox at a glance, for every role: counts and the oldest lead's wait, no personal data. */
function OutboxState({ c, outbox }: { c: Context<AdminEnv>; outbox: { waiting: number; failed: number; oldest: string | null } }) {
  const o = c.var.copy.overview;
  const now = new Date();
  const minutes = oldestMinutes(outbox.oldest, now);
  const stuck = outbox.oldest !== null && Date.parse(outbox.oldest) < now.getTime() - STUCK_AFTER_MS;
  return (
    <>
      <h2>{o.outboxHeading}</h2>
      {stuck ? (
        <p class="notice" role="status">
          {o.outboxStuck}
        </p>
      ) : null}
      <dl data-outbox="">
        <dt>{o.outboxWaiting}</dt>
        <dd data-outbox-waiting="">{outbox.waiting}</dd>
        <dt>{o.outboxFailed}</dt>
        <dd data-outbox-failed="">{outbox.failed}</dd>
        <dt>{o.outboxOldest}</dt>
        <dd data-outbox-oldest="">{minutes === null ? o.outboxNone : fill(o.outboxMinutes, { minutes })}</dd>
      </dl>
    </>
  );
}
