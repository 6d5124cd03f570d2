/** @jsxImportSource hono/jsx */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { accessSettings, verifiedEmail } from './access';
import type { AdminEnv } from './context';
import { DEV_EMAIL, DEV_ROLE_COOKIE, DevSignInLinks, devSignInAllowed } from './dev-sign-in';
import { Refusal, sendHtml } from './document';
import { isRole, parseAdminRoles, type Operator } from './roles';

/** The role table, parsed once per value of ADMIN_ROLES (it changes only with a deploy). */
let roles: { setting: string | undefined; table: ReturnType<typeof parseAdminRoles> } | undefined;
function roleTable(setting: string | undefined) {
  if (!roles || roles.setting !== setting) roles = { setting, table: parseAdminRoles(setting) };
  return roles.table;
}

/**
 * Who is asking, before any console page runs: no valid Access token is 401, a valid one whose
 * e-mail ADMIN_ROLES does not list is 403, and both answers show a short refusal and nothing of
 * the console. Locally (SITE_ENV 'local' only) the development sign-in stands in for Access.
 */
export const identity: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const operator = await operatorOf(c);
  if (operator === 'unauthenticated') {
    const copy = c.var.copy.refusal;
    return sendHtml(
      c,
      <Refusal c={c} title={copy.unauthenticatedTitle} text={copy.unauthenticatedText}>
        {devSignInAllowed(c.env) ? <DevSignInLinks c={c} /> : null}
      </Refusal>,
      401,
    );
  }
  if (operator === 'unknown') {
    const copy = c.var.copy.refusal;
    return sendHtml(c, <Refusal c={c} title={copy.forbiddenTitle} text={copy.forbiddenText} />, 403);
  }
  const { via, ...who } = operator;
  c.set('operator', who);
  c.set('signedInWith', via);
  await next();
};

async function operatorOf(c: Context<AdminEnv>): Promise<(Operator & { via: AdminEnv['Variables']['signedInWith'] }) | 'unauthenticated' | 'unknown'> {
  if (devSignInAllowed(c.env)) {
    const devRole = getCookie(c, DEV_ROLE_COOKIE);
    if (isRole(devRole)) return { email: DEV_EMAIL, role: devRole, via: 'dev' };
  }
  const token = c.req.header('Cf-Access-Jwt-Assertion') ?? getCookie(c, 'CF_Authorization');
  const settings = accessSettings(c.env);
  if (!token || !settings) return 'unauthenticated';
  const verified = await verifiedEmail(token, settings);
  if (!verified) return 'unauthenticated';
  const role = verified.email ? roleTable(c.env.ADMIN_ROLES).get(verified.email) : undefined;
  return role && verified.email ? { email: verified.email, role, via: 'access' } : 'unknown';
}
