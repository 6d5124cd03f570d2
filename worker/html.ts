import { pageCsp } from './security-headers';

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export interface HtmlOptions {
  status?: number;
  memberSiteUrl?: string | undefined;
  /** Serve the page as plain HTML, without Waku's scripts. */
  withoutScripts?: boolean;
}

/**
 * Post-processes a page on its way out: every script (Waku's bootstrap and RSC payload chunks)
 * and module preload gets this response's nonce, the CSP names it, and the page is never cached
 * as a whole, so an old copy with an old nonce can never be revalidated into use.
 */
export function finishHtml(res: Response, options: HtmlOptions = {}): Response {
  const nonce = newNonce();
  const headers = new Headers(res.headers);
  headers.set('Content-Security-Policy', pageCsp(nonce));
  headers.set('Cache-Control', 'private, no-cache');
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.delete('Content-Length');

  let rewriter = new HTMLRewriter()
    .on('script', { element: (el) => void el.setAttribute('nonce', nonce) })
    .on('link[rel="modulepreload"]', { element: (el) => void el.setAttribute('nonce', nonce) });
  if (options.withoutScripts) {
    rewriter = rewriter
      .on('script', { element: (el) => void el.remove() })
      .on('link[rel="modulepreload"]', { element: (el) => void el.remove() });
  }
  const member = options.memberSiteUrl;
  if (member) {
    rewriter = rewriter.on('a[data-member-link]', { element: (el) => void el.setAttribute('href', member) });
  }
  const out = new Response(res.body, { status: options.status ?? res.status, headers });
  return rewriter.transform(out);
}
