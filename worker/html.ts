import { webChatLoaderHtml } from './web-chat';

export interface HtmlOptions {
  memberSiteUrl?: string | undefined;
  /** The maintenance layer's markup when the window is on (already escaped). */
  maintenanceLayer?: string | null;
  /** The visitor closed the announcement bar (cookie showAnnouncement=false). */
  announcementOff?: boolean;
  /** The ad conversion tag when it is switched on (already validated). */
  adTag?: string | null;
  /** The web chat's workspace id when it is switched on (already validated). */
  webChatId?: string | null;
  /** The share of page views whose web vitals are measured (already validated; 0 = off). */
  vitalsSampleRate?: number;
}

/**
 * Post-processes a page on its way out: every script that runs (Waku's bootstrap and RSC payload
 * chunks), module preload and the inline stylesheet (scripts/build/first-paint-html.ts) get this
 * response's nonce (the one the page CSP names, security-headers.ts),
 * and the page is never cached as a whole, so an old copy with an old nonce can never be
 * revalidated into use (`no-cache` without a validator; `no-store` where a step below set it).
 */
export function finishHtml(res: Response, nonce: string, options: HtmlOptions = {}): Response {
  const headers = new Headers(res.headers);
  // A page a step below marked never to be stored (the not-found page names the address asked for) stays so.
  if (!/\bno-store\b/.test(res.headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'private, no-cache');
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.delete('Content-Length');

  let rewriter = new HTMLRewriter()
    // Not the JSON-LD blocks: data, which no CSP governs, rendered by React. A nonce React did not
    // render is an attribute the browser hides from script (it reads ""), and React's development
    // build reported every page as a hydration mismatch (`npm run check:dev`).
    .on('script:not([type="application/ld+json"])', { element: (el) => void el.setAttribute('nonce', nonce) })
    .on('link[rel="modulepreload"]', { element: (el) => void el.setAttribute('nonce', nonce) })
    .on('style', { element: (el) => void el.setAttribute('nonce', nonce) });
  // Request-scoped state goes on <html> as attributes (the stylesheet acts on them) and as a node
  // appended to <body>: React's hydration ignores both, so the static page stays hydratable.
  const { maintenanceLayer, announcementOff, adTag, webChatId, vitalsSampleRate } = options;
  if (maintenanceLayer || announcementOff || adTag || webChatId || vitalsSampleRate) {
    rewriter = rewriter.on('html', {
      element: (el) => {
        if (maintenanceLayer) el.setAttribute('data-maintenance', '');
        if (announcementOff) el.setAttribute('data-announcement', 'off');
        if (adTag) el.setAttribute('data-ad-tag', adTag);
        // The stylesheet shows the chat entries the pages carry hidden (html[data-web-chat]).
        if (webChatId) el.setAttribute('data-web-chat', '');
        // Read by the browser entry (src/browser/vitals/start.ts); absent when off.
        if (vitalsSampleRate) el.setAttribute('data-rum-sample-rate', String(vitalsSampleRate));
      },
    });
  }
  // The chat's loader goes in as written (the rewriter does not visit what it appends): it carries the nonce itself.
  const bodyEnd = (maintenanceLayer ?? '') + (webChatId ? webChatLoaderHtml(webChatId, nonce) : '');
  if (bodyEnd) {
    rewriter = rewriter.on('body', { element: (el) => void el.append(bodyEnd, { html: true }) });
  }
  const member = options.memberSiteUrl;
  if (member) {
    rewriter = rewriter.on('a[data-member-link]', { element: (el) => void el.setAttribute('href', member) });
  }
  const out = new Response(res.body, { status: res.status, headers });
  return rewriter.transform(out);
}
