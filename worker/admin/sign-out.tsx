/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AdminEnv } from './context';
import { CsrfField } from './csrf';
import { DEV_ROLE_COOKIE, devSignInAllowed } from './dev-sign-in';
import { consoleHref, Refusal, sendHtml } from './document';

/**
 * Cloudflare Access ends its session (the CF_Authorization cookie, on this host and at the team's
 * domain) at this address of every host it protects; Access answers it itself, the worker never
 * sees it.
 */
const ACCESS_SIGN_OUT = '/cdn-cgi/access/logout';

/**
 * The sign-out control of every console page's header. Under Access, a link to Access's own
 * sign-out. With the local development sign-in, a form: clearing the sign-in cookie is a change,
 * so it is a POST with the CSRF token like every other (a link could be followed by any page).
 */
export function SignOut({ c }: { c: Context<AdminEnv> }) {
  const label = c.var.copy.signOut;
  if (c.var.signedInWith === 'access') {
    return (
      <a class="sign-out" href={ACCESS_SIGN_OUT}>
        {label}
      </a>
    );
  }
  return (
    <form class="sign-out" method="post" action={consoleHref(c, '/admin/dev-sign-out')}>
      <CsrfField c={c} />
      <button type="submit">{label}</button>
    </form>
  );
}

/** POST /admin/dev-sign-out (local site only): clears the development sign-in and lands on /admin/signed-out. */
export const devSignOut = new Hono<AdminEnv>().post('/dev-sign-out', (c) => {
  if (!devSignInAllowed(c.env)) {
    const copy = c.var.copy.refusal;
    return sendHtml(c, <Refusal c={c} title={copy.notFoundTitle} text={copy.notFoundText} />, 404);
  }
  deleteCookie(c, DEV_ROLE_COOKIE, { path: '/admin', httpOnly: true, sameSite: 'Strict' });
  return c.redirect(consoleHref(c, '/admin/signed-out'), 303);
});
