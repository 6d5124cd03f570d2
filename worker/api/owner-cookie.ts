import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { hasVisitorTag, visitorTag } from '../visitor-secret';

/**
 * Which browser made a reference the app service handed out: the answer that creates one sets the
 * API's own cookie (HttpOnly, SameSite=Strict, the API's path, the session), `<ref>~<ref>~….<tag>`,
 * the references this browser made, newest first, under one tag (VISITOR_ID_SECRET). Without it a
 * reference is answered as one that does not exist (docs/security.md, "References and their owners").
 */
const SEPARATOR = '~';
// References are letters, digits, `_` and `-`: neither `~` nor `.` is part of one. The oldest fall
// off past MAX_VALUE characters, well inside the 4,096 bytes a browser keeps of a cookie (15 of the
// longest references the service may give, 60 of 30 characters).
const MAX_VALUE = 2000;

export interface OwnerCookie {
  /** After creating `ref`: this browser holds it, along with the references it held already. */
  mark(c: Context<AppEnv>, ref: string): Promise<void>;
  /** Whether this request comes from the browser that made `ref`. */
  owns(c: Context<AppEnv>, ref: string): Promise<boolean>;
}

/** The cookie `name`, sent to `path` only, its list signed under `label` (a label per API). */
export function ownerCookie(name: string, path: string, label: string): OwnerCookie {
  /** The references the request's cookie holds, if the edge signed the list; none otherwise. */
  async function held(c: Context<AppEnv>): Promise<string[]> {
    const value = getCookie(c, name) ?? '';
    const dot = value.lastIndexOf('.');
    if (dot < 0 || value.length > MAX_VALUE + 64) return [];
    const list = value.slice(0, dot);
    return (await hasVisitorTag(c.env, label, list, value.slice(dot + 1))) ? list.split(SEPARATOR) : [];
  }

  return {
    async mark(c, ref) {
      const refs = [ref, ...(await held(c)).filter((r) => r !== ref)];
      while (refs.length > 1 && refs.join(SEPARATOR).length > MAX_VALUE) refs.pop();
      const list = refs.join(SEPARATOR);
      const tag = await visitorTag(c.env, label, list);
      if (tag === null) return;
      const secure = new URL(c.req.url).protocol === 'https:';
      setCookie(c, name, `${list}.${tag}`, { path, httpOnly: true, sameSite: 'Strict', secure });
    },
    async owns(c, ref) {
      return (await held(c)).includes(ref);
    },
  };
}
