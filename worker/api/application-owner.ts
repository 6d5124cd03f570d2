import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { hasVisitorTag, visitorTag } from '../visitor-secret';

/**
 * Which browser started an application: the answer that starts one sets the `application` cookie,
 * `<ref>.<tag>` (the reference's tag under VISITOR_ID_SECRET), HttpOnly, SameSite=Strict, for
 * /api/application only and for the browser's session (the popup keeps the reference for the tab's
 * session). Only a request carrying it may change that application: a reference alone, guessed,
 * made up or read off another visitor's screen, changes nothing and reaches no service.
 */
const COOKIE = 'application';
const LABEL = 'application';

export async function markOwner(c: Context<AppEnv>, ref: string): Promise<void> {
  const tag = await visitorTag(c.env, LABEL, ref);
  if (tag === null) return;
  const secure = new URL(c.req.url).protocol === 'https:';
  setCookie(c, COOKIE, `${ref}.${tag}`, { path: '/api/application', httpOnly: true, sameSite: 'Strict', secure });
}

/** Whether this request comes from the browser that started `ref`. */
export async function isOwner(c: Context<AppEnv>, ref: string): Promise<boolean> {
  const cookie = getCookie(c, COOKIE) ?? '';
  const dot = cookie.lastIndexOf('.');
  if (dot < 0 || cookie.slice(0, dot) !== ref) return false;
  return hasVisitorTag(c.env, LABEL, ref, cookie.slice(dot + 1));
}
