import { hashSource, InlineCollector, RUN_SCRIPT, type InlineHashes } from './inline-hashes';
import { gzippedBody } from './page-bodies';
import { cutTemplate, fillTemplate, placeholders, type PageTemplate, type Slot } from './page-template';
import { keepTemplate, templateFor } from './page-templates';
import { valueSlot, valueSlots, type PageValue } from './page-values';
import { webChatLoaderScript } from './web-chat';
import { mapsLoaderScript } from './maps';
import { escapeHtml } from '../src/server/escape-html';
import type { Locale } from '../src/shared/locales';

export interface HtmlOptions {
  memberSiteUrl?: string | undefined;
  /** The maintenance layer's markup when the window is on (already escaped). */
  maintenanceLayer?: string | null;
  /** The visitor closed the announcement bar (cookie showAnnouncement=false). */
  announcementOff?: boolean;
  /** The visitor dismissed the cookie notice (its cookie, src/shared/cookie-notice.ts). */
  cookieNoticeOff?: boolean;
  /** The ad conversion tag when it is switched on (already validated). */
  adTag?: string | null;
  /** The web chat's workspace id when it is switched on (already validated). */
  webChatId?: string | null;
  /** The maps library's key and the page's language, on the branches page while it is on (already validated). */
  maps?: { key: string; locale: Locale } | null;
  /** The share of page views whose web vitals are measured (already validated; 0 = off). */
  vitalsSampleRate?: number;
  /** On the contact pages: whether it is office hours now, for the indicator's first paint. */
  officeHours?: 'open' | 'closed' | null;
  /** The client takes gzip (accept-encoding.ts): the page goes out gzipped (kept, or by the runtime). */
  acceptsGzip?: boolean;
}

/**
 * Request-scoped state goes on <html> as attributes (the stylesheet acts on them) and as markup
 * appended to <body>: React's hydration ignores both, so the static page stays hydratable.
 */
function htmlMarks({ maintenanceLayer, announcementOff, cookieNoticeOff, adTag, webChatId, vitalsSampleRate, officeHours }: HtmlOptions): [string, string][] {
  const marks: [string, string][] = [];
  if (maintenanceLayer) marks.push(['data-maintenance', '']);
  if (announcementOff) marks.push(['data-announcement', 'off']);
  // The same mark the notice's dismiss script sets (src/shared/cookie-notice.ts).
  if (cookieNoticeOff) marks.push(['data-cookie-notice', 'off']);
  if (adTag) marks.push(['data-ad-tag', adTag]);
  // The stylesheet shows the chat entries the pages carry hidden (html[data-web-chat]).
  if (webChatId) marks.push(['data-web-chat', '']);
  // Read by the browser entry (src/browser/vitals/start.ts); absent when off.
  if (vitalsSampleRate) marks.push(['data-rum-sample-rate', String(vitalsSampleRate)]);
  // The office-hours indicator shows this until its island takes over (OfficeHoursStatus.tsx).
  if (officeHours) marks.push(['data-office-hours', officeHours]);
  return marks;
}

/** What goes before `</body>`, and the loaders' scripts in it (for their hashes on a kept page). */
interface BodyEnd {
  html: string;
  scripts: string[];
}

/**
 * The maintenance layer and the switched-on loaders. They go in as written (the rewriter does not
 * visit what it appends): each loader carries the nonce itself, or none on a kept page, whose CSP
 * names the loader's hash instead.
 */
function bodyEndOf(options: HtmlOptions, nonce: string | null): BodyEnd {
  const scripts: [string, string][] = [];
  if (options.webChatId) scripts.push(['data-web-chat-loader', webChatLoaderScript(options.webChatId)]);
  if (options.maps) scripts.push(['data-maps-loader', mapsLoaderScript(options.maps.key, options.maps.locale)]);
  const nonceAttribute = nonce === null ? '' : ` nonce="${nonce}"`;
  return {
    html: (options.maintenanceLayer ?? '') + scripts.map(([mark, script]) => `<script${nonceAttribute} ${mark}="">${script}</script>`).join(''),
    scripts: scripts.map(([, script]) => script),
  };
}

interface Writes {
  /** The response's nonce, or null on a kept page (named by hash, inline-hashes.ts). */
  nonce: string | null;
  /** Called on <html> (only when there is something to mark). */
  onHtml?: (el: Element) => void;
  /** Appended to <body> (only when not empty). */
  bodyEnd: string;
  memberSiteUrl?: string | undefined;
  /** The page's own values (page-values.ts), each written as `written` gives it (its value by default). */
  values?: readonly PageValue[] | undefined;
  written?: (value: PageValue) => string;
}

/**
 * The one rewrite pass a page gets: with a nonce (a page finished as it streams), every script that
 * runs (Waku's bootstrap, the early-tap script), module preload and the inline stylesheet
 * (scripts/build/first-paint-html.ts) get it (the one the page CSP names, security-headers.ts); a
 * kept page gets none (inline-hashes.ts). The request's state goes on <html> and at the end of
 * <body>, the member links get the member site's address, and the page's own values go where its
 * step said (the not-found page's requested address and language switch).
 */
function pageRewriter({ nonce, onHtml, bodyEnd, memberSiteUrl, values = [], written = (v) => v.value }: Writes): HTMLRewriter {
  const withNonce = { element: (el: Element) => void el.setAttribute('nonce', nonce!) };
  let rewriter = new HTMLRewriter();
  // Not the data blocks: no CSP governs them. The JSON-LD is rendered by React, and a nonce React
  // did not render is an attribute the browser hides from script (it reads ""): React's development
  // build reported every page as a hydration mismatch (`npm run check:dev`).
  if (nonce !== null) rewriter = rewriter.on(RUN_SCRIPT, withNonce).on('link[rel="modulepreload"]', withNonce).on('style', withNonce);
  if (onHtml) rewriter = rewriter.on('html', { element: onHtml });
  if (bodyEnd) rewriter = rewriter.on('body', { element: (el) => void el.append(bodyEnd, { html: true }) });
  if (memberSiteUrl) {
    rewriter = rewriter.on('a[data-member-link]', { element: (el) => void el.setAttribute('href', escapeHtml(memberSiteUrl)) });
  }
  for (const value of values) {
    rewriter = rewriter.on(value.selector, {
      element: (el) => {
        // Escaped here, not by the rewriter (whose setAttribute escapes the quote only), so a kept
        // page's holes (page-values.ts) and a streamed page carry the same bytes.
        if (value.attribute === undefined) el.setInnerContent(escapeHtml(written(value)), { html: true });
        else el.setAttribute(value.attribute, escapeHtml(written(value)));
      },
    });
  }
  return rewriter;
}

/**
 * Where a page came from: the address it was read from the asset store for, what reads its body
 * when the response has none, and the values its step writes into it per response (page-values.ts).
 */
interface StoredSource {
  path: string;
  read?: (() => Promise<Response>) | undefined;
  values?: readonly PageValue[] | undefined;
}

/**
 * What a page's template is kept under, or null when it may not be kept: the body must be a stored
 * file's, which the asset store names by a strong ETag made from its content (a step that changes
 * a body drops the ETag or gives it a new one: app-lists/pages.ts), for a GET with a 200, or with
 * the status of a step that names the values it writes (the not-found page's 404: the stored
 * document is the same for every address it answers). The page's path, the member site's address
 * (written into the template) and the values' names (its holes) are in the key too.
 */
function templateKey(res: Response, source: StoredSource | undefined, memberSiteUrl: string | undefined): string | null {
  const etag = res.headers.get('ETag');
  if (!source || !etag || !etag.startsWith('"') || (res.status !== 200 && !source.values) || !(res.body || source.read)) return null;
  const { path, values } = source;
  return `${path}\n${etag}\n${memberSiteUrl ?? ''}${values ? `\n${values.map((value) => value.name).join(' ')}` : ''}`;
}

/**
 * The rewrite pass with placeholders in place of the request's state (page-template.ts) and no
 * nonce, cut into a template with the hashes of the page's inline code. Null when it cannot be
 * kept: a placeholder not where it should be, or inline code a hash cannot allow (inline-hashes.ts).
 */
async function makeTemplate(html: string, memberSiteUrl: string | undefined, values: readonly PageValue[] = []): Promise<PageTemplate | null> {
  const marks = placeholders();
  const expected: Record<Slot, number> = { htmlMarks: 0, bodyEnd: 0 };
  for (const value of values) expected[valueSlot(value)] = 0;
  const inline = new InlineCollector();
  const rewriter = pageRewriter({
    nonce: null,
    onHtml: (el) => {
      el.setAttribute(marks.htmlMarksAttribute, '');
      expected.htmlMarks++;
    },
    bodyEnd: marks.bodyEnd,
    memberSiteUrl,
    values,
    written: (value) => {
      const slot = valueSlot(value);
      expected[slot] = (expected[slot] ?? 0) + 1;
      return marks.value(slot);
    },
  });
  const out = await inline.on(rewriter).transform(new Response(html)).text();
  if (inline.refused) {
    console.warn(`page not kept (its nonce is written per response): ${inline.refused}`);
    return null;
  }
  // The rewriter calls `body` once per <body>: one append each.
  expected.bodyEnd = out.split(marks.bodyEnd).length - 1;
  return expected.bodyEnd === 1 ? cutTemplate(out, marks, expected, await inline.hashes()) : null;
}

/** A finished page, and the hash sources its CSP names in place of the nonce when it was kept. */
export interface FinishedPage {
  page: Response;
  hashes?: InlineHashes;
}

/**
 * Post-processes a page on its way out, never cached as a whole (`no-cache` without a validator;
 * `no-store` where a step below set it): the marks of this response must never be revalidated
 * into another's.
 *
 * A stored page (templateKey) is rewritten once per isolate with placeholders and kept
 * (page-templates.ts); every response after that is the kept bytes with this response's state
 * written in, and the asset store's body is not read. Its inline code is named by hash, so the
 * same state gives the same bytes: those are gzipped once and kept (page-bodies.ts), unless the
 * page's own step writes values into it per response. Anything else is rewritten with the nonce as
 * it streams. `source` says where the page came from (a page without it is finished as it streams).
 */
export async function finishHtml(res: Response, nonce: string, options: HtmlOptions = {}, source?: StoredSource): Promise<FinishedPage> {
  const headers = new Headers(res.headers);
  // A page a step below marked never to be stored (the not-found page names the address asked for) stays so.
  if (!/\bno-store\b/.test(res.headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'private, no-cache');
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.delete('Content-Length');
  // Which body a client gets depends on its Accept-Encoding, for any cache on the way. The runtime
  // encodes a body as its Content-Encoding says (encodeBody 'automatic', the default): gzip for a
  // client that takes it, the page as it is for one that does not; a kept gzip body is sent as it
  // is (encodeBody 'manual', docs/decisions.md#page-gzip).
  if (!/\baccept-encoding\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
  if (options.acceptsGzip) headers.set('Content-Encoding', 'gzip');
  else headers.delete('Content-Encoding');
  const marks = htmlMarks(options);

  const key = templateKey(res, source, options.memberSiteUrl);
  if (key) {
    let template = templateFor(key);
    if (template) {
      // The stored body is the one the template was made from: not read.
      res.body?.cancel().catch(() => undefined);
    } else {
      const html = await (res.body || !source?.read ? res : await source.read()).text();
      template = (await makeTemplate(html, options.memberSiteUrl, source?.values)) ?? undefined;
      if (template) keepTemplate(key, template);
      else res = new Response(html, { status: res.status });
    }
    if (template) {
      const bodyEnd = bodyEndOf(options, null);
      const hashes = { ...template.hashes, scripts: [...template.hashes.scripts, ...(await Promise.all(bodyEnd.scripts.map(hashSource)))] };
      // The values are checked where they are read (no quote can be in them); escaped all the same.
      const htmlMarksText = marks.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
      const fill = () => fillTemplate(template, { htmlMarks: htmlMarksText, bodyEnd: bodyEnd.html, ...valueSlots(source?.values) });
      if (!options.acceptsGzip || source?.values?.length) return { page: new Response(fill(), { status: res.status, headers }), hashes };
      const body = await gzippedBody(`${key}\n${await hashSource(`${htmlMarksText}\n${bodyEnd.html}`)}`, fill).catch((error: Error) => {
        console.error(`page gzip not kept (${error.name}: ${error.message}): the runtime encodes it`);
        return null;
      });
      const page = body ? new Response(body, { status: res.status, headers, encodeBody: 'manual' }) : new Response(fill(), { status: res.status, headers });
      return { page, hashes };
    }
  }

  const rewriter = pageRewriter({
    nonce,
    onHtml: marks.length ? (el) => marks.forEach(([name, value]) => el.setAttribute(name, escapeHtml(value))) : undefined,
    bodyEnd: bodyEndOf(options, nonce).html,
    memberSiteUrl: options.memberSiteUrl,
    values: source?.values,
  });
  const body = res.body ?? (source?.read ? (await source.read()).body : null);
  return { page: rewriter.transform(new Response(body, { status: res.status, headers })) };
}
