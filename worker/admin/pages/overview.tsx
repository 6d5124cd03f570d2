/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import { fill } from '../copy';
import type { AdminEnv } from '../context';
import { ConsolePage, consoleHref, sendHtml } from '../layout';
import { mayChange, mayView, SECTIONS } from '../sections';

/** GET /admin: what the signed-in role may see and change, each item a link to its page. */
export const overview = new Hono<AdminEnv>().get('/', (c) => {
  const { copy, operator } = c.var;
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
    </ConsolePage>,
  );
});
