/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AdminEnv } from './context';
import { consoleHref, Refusal, sendHtml } from './document';
import { isRole, ROLES } from './roles';

/** Names the role the local development sign-in chose; read only while SITE_ENV is 'local'. */
export const DEV_ROLE_COOKIE = 'admin_dev_role';
/** Who the local development sign-in says you are. */
export const DEV_EMAIL = 'dev@localhost';

/**
 * `npm start` has no Cloudflare Access in front of it: on the local site only (SITE_ENV 'local',
 * wrangler.jsonc's top level), GET /admin/dev-sign-in?role=ops signs the browser in as
 * dev@localhost with that role. The cookie is plain, not signed: nothing but a local worker reads
 * it, and in any other environment this path is a 404 and the cookie is ignored (identity.tsx).
 */
export const devSignInAllowed = (env: { SITE_ENV?: string }) => env.SITE_ENV === 'local';

export const devSignIn = new Hono<AdminEnv>()
  .get('/dev-sign-in', (c) => {
    const copy = c.var.copy.refusal;
    if (!devSignInAllowed(c.env)) return sendHtml(c, <Refusal c={c} title={copy.notFoundTitle} text={copy.notFoundText} />, 404);
    const role = c.req.query('role');
    if (!isRole(role))
      return sendHtml(
        c,
        <Refusal c={c} title={copy.unauthenticatedTitle} text={copy.devSignIn}>
          <DevSignInLinks c={c} />
        </Refusal>,
        400,
      );
    setCookie(c, DEV_ROLE_COOKIE, role, { path: '/admin', httpOnly: true, sameSite: 'Strict' });
    return c.redirect(consoleHref(c, '/admin'), 303);
  })
  // Where the local sign-out lands (./sign-out.tsx): reachable signed out, so it comes before the identity check.
  .get('/signed-out', (c) => {
    const copy = c.var.copy.refusal;
    if (!devSignInAllowed(c.env)) return sendHtml(c, <Refusal c={c} title={copy.notFoundTitle} text={copy.notFoundText} />, 404);
    return sendHtml(
      c,
      <Refusal c={c} title={copy.signedOutTitle} text={copy.signedOutText}>
        <DevSignInLinks c={c} />
      </Refusal>,
    );
  });

/** The local sign-in's choices, one link per role (shown on the local site's 401 only). */
export function DevSignInLinks({ c }: { c: Context<AdminEnv> }) {
  const copy = c.var.copy;
  return (
    <>
      <p>{copy.refusal.devSignIn}</p>
      <ul>
        {ROLES.map((role) => (
          <li>
            <a href={consoleHref(c, '/admin/dev-sign-in', { role })}>{copy.roles[role]}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
