import { Hono } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { AppEnv, Env } from './env';
import { hasVisitorTag, visitorTag } from './visitor-secret';

/**
 * "View on site" links for one banner, a draft too (docs/banners.md, "Preview addresses"): signed
 * under VISITOR_ID_SECRET, expiring. Opening one sets `banner_preview` (/api/banners then gives this
 * browser that banner) and `not_counted` (the server counts nothing this browser does in a test or
 * a campaign: docs/banners.md, "Previews count for nothing"), then opens the home page.
 */
const PREVIEW_LINK_HOURS = 24;
const NOT_COUNTED_DAYS = 30;
const LABEL = 'banner-preview';
const PREVIEW_COOKIE = 'banner_preview';
const NOT_COUNTED_COOKIE = 'not_counted';
/** What the page opens with: both banner types at once, whatever this browser closed before (docs/banners.md, "Preview addresses"). */
const SHOW_NOW = 'show_crazy_ad=1&show_floating_icon=1&test_duration=0';

type SecretEnv = Pick<Env, 'VISITOR_ID_SECRET' | 'SITE_ENV'>;

const signed = (id: string, until: number) => `${until}\n${id}`;

/** The path of a preview link for banner `id`, opening the Chinese (`zh`) or English (`en`) home page; null without a secret. */
export async function bannerPreviewLink(env: SecretEnv, id: string, language: 'zh' | 'en', now = new Date()): Promise<string | null> {
  const until = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_HOURS * 3600;
  const sig = await visitorTag(env, LABEL, signed(id, until));
  return sig && `/banner-preview?${new URLSearchParams({ id, lang: language, until: String(until), sig })}`;
}

/** The id a link or cookie names when its signature checks out and it has not expired, else null. */
async function verified(env: SecretEnv, id: string | undefined, untilText: string | undefined, sig: string | undefined, now: Date): Promise<string | null> {
  if (!id || !untilText || !sig || !/^\d{1,12}$/.test(untilText) || !/^[\w-]{22}$/.test(sig)) return null;
  const until = Number(untilText);
  const seconds = now.getTime() / 1000;
  if (until <= seconds || until > seconds + PREVIEW_LINK_HOURS * 3600) return null;
  return (await hasVisitorTag(env, LABEL, signed(id, until), sig)) ? id : null;
}

/** Whether this browser opened a preview link (or a console preview): nothing it does is counted. */
export const notCounted = (c: Context) => getCookie(c, NOT_COUNTED_COOKIE) !== undefined;

/** The `not_counted` cookie, for the console's own preview page too. */
export const notCountedCookie = (secure: boolean) =>
  generateCookie(NOT_COUNTED_COOKIE, '1', { path: '/', sameSite: 'Lax', secure, httpOnly: true, maxAge: NOT_COUNTED_DAYS * 24 * 3600 });

/** The banner id this browser's preview cookie names, when valid now; else null. */
export async function previewedBannerId(env: SecretEnv, req: Request, now = new Date()): Promise<string | null> {
  const cookie = parse(req.headers.get('Cookie') ?? '', PREVIEW_COOKIE)[PREVIEW_COOKIE];
  if (!cookie) return null;
  const [untilText, sig, ...idParts] = cookie.split('.');
  let id: string | undefined;
  try {
    id = idParts.length ? decodeURIComponent(idParts.join('.')) : undefined;
  } catch {
    return null;
  }
  return verified(env, id, untilText, sig, now);
}

/**
 * GET /banner-preview?id=&lang=&until=&sig=: checks the link, sets the cookies (above) and goes on
 * to the home page of the link's language. Any visit sets `not_counted`, a valid link or not: it
 * can only take counts away, so it needs no signature. A browser that drops it drops the signed
 * anon_id every count needs as well.
 */
export const bannerPreview = new Hono<AppEnv>().get('/banner-preview', async (c) => {
  const url = new URL(c.req.url);
  const secure = url.protocol === 'https:';
  const q = c.req.query();
  const now = new Date();
  const id = await verified(c.env, q.id, q.until, q.sig, now);
  c.header('Set-Cookie', notCountedCookie(secure), { append: true });
  const previewCookie = id
    ? generateCookie(PREVIEW_COOKIE, `${q.until}.${q.sig}.${encodeURIComponent(id)}`, {
        path: '/',
        sameSite: 'Lax',
        secure,
        httpOnly: true,
        maxAge: Math.max(1, Number(q.until) - Math.floor(now.getTime() / 1000)),
      })
    : // An expired or altered link previews nothing: an earlier preview ends too.
      generateCookie(PREVIEW_COOKIE, '', { path: '/', maxAge: 0 });
  c.header('Set-Cookie', previewCookie, { append: true });
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${q.lang === 'en' ? '/en' : '/'}?${SHOW_NOW}`, 303);
});
