/** @jsxImportSource hono/jsx */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { csrf as honoCsrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AdminEnv } from './context';
import { Refusal, sendHtml } from './document';
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_PATH } from './upload-limit';

const CSRF_COOKIE = 'admin_csrf';
/** The form field every console form carries (<CsrfField />). */
const CSRF_FIELD = 'csrf';
const MAX_FORM_BYTES = 8 * 1024;

const newToken = () => [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Compares two tokens in time that does not depend on where they differ. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const originCheck = honoCsrf();

/** Whether Hono's CSRF middleware lets the request through (it throws a 403 HTTPException when not). */
async function sameOrigin(c: Context<AdminEnv>): Promise<boolean> {
  try {
    await originCheck(c, async () => {});
    return true;
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) return false;
    throw error;
  }
}

/**
 * Cross-site request protection for every change, two checks that each suffice on their own:
 * - the browser's own word, checked by Hono's CSRF middleware (hono/csrf, its defaults): `Origin`
 *   must be this site or `Sec-Fetch-Site` must say same-origin; a form post that carries neither
 *   is refused. Hono checks only bodies a cross-site form can send without asking (form-encoded,
 *   multipart, text/plain); any other body can carry no form token either (below), so it is
 *   refused all the same;
 * - a per-session token (double submit): a random value in an HttpOnly, SameSite=Strict cookie
 *   scoped to /admin, which every console form repeats in a hidden field. Another site can make
 *   a browser send the cookie but cannot read it to write the field.
 * Safe methods only get the token (made on the first visit) for their forms. A refusal is the
 * console's own page (Hono's middleware would answer a bare "Forbidden").
 */
export const csrf: MiddlewareHandler<AdminEnv> = async (c, next) => {
  let token = getCookie(c, CSRF_COOKIE);
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    if (!token || !/^[0-9a-f]{48}$/.test(token)) {
      token = newToken();
      setCookie(c, CSRF_COOKIE, token, { path: '/admin', httpOnly: true, sameSite: 'Strict', secure: new URL(c.req.url).protocol === 'https:' });
    }
    c.set('csrf', token);
    return next();
  }
  // The console's forms are a few fields: a body that does not say its length, or says more, is
  // refused unread. The picture upload alone may carry a file (./upload-limit.ts).
  const length = Number(c.req.header('Content-Length') ?? Number.NaN);
  const limit = c.req.path === UPLOAD_PATH ? UPLOAD_MAX_BODY_BYTES : MAX_FORM_BYTES;
  if (!(length <= limit)) {
    const copy = c.var.copy.refusal;
    return sendHtml(c, <Refusal c={c} title={copy.forbiddenTitle} text={copy.tooLargeText} />, 413);
  }
  // Another site's request is refused before its body is read.
  const body = (await sameOrigin(c)) ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : null;
  const sent = body?.[CSRF_FIELD];
  if (!body || !token || typeof sent !== 'string' || !sameToken(sent, token)) {
    const copy = c.var.copy.refusal;
    return sendHtml(c, <Refusal c={c} title={copy.forbiddenTitle} text={copy.csrfText} />, 403);
  }
  c.set('csrf', token);
  await next();
};

/** The hidden field with the session's token, in every form that changes something. */
export const CsrfField = ({ c }: { c: Context<AdminEnv> }) => <input type="hidden" name={CSRF_FIELD} value={c.var.csrf} />;
