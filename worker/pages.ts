import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DISMISSED } from '../src/shared/cookie-notice';
import { splitLocale } from '../src/shared/locales';
import { routeByPath } from '../src/shared/routes/table';
import type { AppEnv } from './env';
import { acceptsGzip, clientAcceptEncoding } from './accept-encoding';
import { formNotSentPage } from './form-not-sent';
import { finishHtml } from './html';
import { configReuseMs, maintenanceFor, maintenanceLayerHtml } from './maintenance';
import { maintenanceOverrides } from './maintenance-preview';
import { replaceResponse } from './replace-response';
import { NON_PAGE_CSP } from './security-headers';
import { visitorCookies } from './visitor-cookies';
import { verifiedVisitorId, visitorIdToIssue } from './visitor-id';
import { landingCampaign, recordLanding } from './campaigns/landing';
import { afterAnswer } from './execution-context';
import { notCounted } from './banner-preview';
import { isBranchesPage } from './maps';
import { HOLIDAYS, OFFICE_HOURS } from '../content/office-hours';
import { isInOfficeHours } from '../src/shared/office-hours';

/** Office hours or not at this moment, Hong Kong time, public holidays closed. */
const officeHoursAt = (now: Date) => (isInOfficeHours(now, OFFICE_HOURS, HOLIDAYS) ? 'open' : 'closed');

export const isHtml = (res: Response) => (res.headers.get('Content-Type') ?? '').includes('text/html');

/**
 * Pages take GET and HEAD only; anything else (a form sent before its script ran) gets a short
 * page saying nothing was sent, never an error (form-not-sent.ts).
 */
export const pageMethods: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return formNotSentPage(new URL(c.req.url).pathname, c.get('secureHeadersNonce'));
  await next();
};

/**
 * Finishes whatever the steps below answered, page or file: a page gets this request's state
 * (finishPage); anything else the non-page policy (the page policy above it leaves a set one alone).
 */
export const finishPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The visitor's address: a step below may have Waku render another path (waku-paths.ts).
  const url = new URL(c.req.url);
  await next();
  replaceResponse(c, isHtml(c.res) ? await finishPage(c, url, c.res) : finishOther(c.res));
};

function finishOther(res: Response): Response {
  const out = new Response(res.body, res);
  if (!out.headers.has('Content-Security-Policy')) out.headers.set('Content-Security-Policy', NON_PAGE_CSP);
  return out;
}

/** A page with this request's state: nonce, maintenance layer, announcement bar, cookie notice, visitor cookies. */
async function finishPage(c: Context<AppEnv>, url: URL, res: Response): Promise<Response> {
  // Hono's NONCE made it for the page policy (security-headers.ts) before this step ran.
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) throw new Error('finishPages runs below pageSecurityPolicy: no nonce for the page');
  const { locale, path } = splitLocale(url.pathname);
  const overrides = await maintenanceOverrides(url, c.env);
  const maintenance = await maintenanceFor(c.env.CONFIG, url, configReuseMs(c.env.CONFIG_REUSE_MS), overrides.allowed);
  const cookies = getCookie(c);
  // c.get, not c.var: Hono builds c.var as a new object on every read.
  const { adTag, webChatId, vitalsSampleRate, mapsApiKey } = c.get('switches');
  // A step that answered with another stored document (the not-found page) names it and its values.
  const stored = c.get('storedDocument');
  const { page, hashes } = await finishHtml(
    res,
    nonce,
    {
      memberSiteUrl: c.env.MEMBER_SITE_URL,
      maintenanceLayer: maintenance.on ? maintenanceLayerHtml(maintenance, locale) : null,
      announcementOff: cookies.showAnnouncement === 'false',
      cookieNoticeOff: cookies[COOKIE_NOTICE_COOKIE] === COOKIE_NOTICE_DISMISSED,
      adTag,
      webChatId,
      // The maps library goes on the branches page only (maps.ts), the page its CSP allows it on.
      maps: mapsApiKey && isBranchesPage(url.pathname) ? { key: mapsApiKey, locale } : null,
      vitalsSampleRate,
      officeHours: routeByPath.get(path)?.name === 'contactus' ? officeHoursAt(maintenance.now) : null,
      acceptsGzip: acceptsGzip(clientAcceptEncoding(c.req.raw)),
    },
    { path: stored?.path ?? url.pathname, read: c.get('readStoredPage'), values: stored?.values },
  );
  // A kept page's CSP names its inline code by hash in place of the nonce (security-headers.ts).
  if (hashes) c.set('pageHashes', hashes);
  const newAnonId = await visitorIdToIssue(c.env, cookies.anon_id);
  for (const cookie of visitorCookies({ url, cookies, isSmePage: routeByPath.get(path)?.layout === 'sme', newAnonId })) {
    page.headers.append('Set-Cookie', cookie);
  }
  if (res.status === 200) noteLanding(c, url, newAnonId);
  // A preview (signed link) shows a state the site is not in: no copy of it is kept anywhere.
  if (overrides.preview) page.headers.set('Cache-Control', 'no-store');
  return page;
}

/**
 * A page request that is a campaign landing is recorded under the visitor id the response carries
 * (campaigns/landing.ts), after the answer: the page never waits for it.
 */
function noteLanding(c: Context<AppEnv>, url: URL, newAnonId: string | null): void {
  const campaign = landingCampaign(c.req.raw, url);
  // A browser that opened a banner preview (banner-preview.ts) lands in no campaign.
  if (!campaign || notCounted(c)) return;
  const now = new Date();
  afterAnswer(c, 'campaign landing', async () => {
    const visitor = newAnonId ?? (await verifiedVisitorId(c.env, getCookie(c, 'anon_id')));
    await recordLanding(c.env, { campaign, visitor, path: url.pathname, headers: c.req.raw.headers, now });
  });
}
