/**
 * Whether this page is being left for another document: a link followed in this tab, a form sent
 * the browser's way, or an address the site's own code assigned (a lead's landing). Firefox aborts
 * a page's pending chunk requests as soon as the navigation starts, and the failures look like a
 * broken deploy; loading this page again then would cancel the navigation the visitor asked for
 * (./full-load.ts asks this first).
 */
let leavingSince = 0;
/** Long enough for a slow phone's navigation to replace the page; a link that went nowhere (a download) is forgotten after it. */
const LEAVING_MS = 15_000;

export function markLeaving(): void {
  leavingSince = Date.now();
}

export const isLeaving = (): boolean => leavingSince > 0 && Date.now() - leavingSince < LEAVING_MS;

/** How long a chunk's failure waits before it counts: longer than a navigation takes to unload the page. */
const FAILURE_GRACE_MS = 1_000;

/**
 * A chunk's import whose failure is held back for a moment, and dropped if the page is being left.
 * A navigation the page is not told of in time (an address typed, a bookmark, Back) aborts the
 * pending chunks too, in WebKit before any event: by the time the failure would count the page is
 * gone, so nothing logs it or loads the page again. A chunk that is truly missing fails a second later.
 */
export function unlessLeft<T>(chunk: Promise<T>): Promise<T> {
  return chunk.catch(
    (error: unknown) =>
      new Promise<T>((_, reject) => setTimeout(() => isLeaving() || reject(error instanceof Error ? error : new Error(String(error))), FAILURE_GRACE_MS)),
  );
}

/** A click that follows a link away from this document, in this tab. */
function leavesDocument(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href, location.href);
  if (!/^https?:$/.test(to.protocol)) return false;
  // Only the fragment differs: the page stays.
  return !(to.origin === location.origin && to.pathname === location.pathname && to.search === location.search && to.hash);
}

if (typeof window !== 'undefined') {
  // At the window, in the bubbling phase: after React's and the router's own handlers, so a click
  // they took over (a client-side navigation keeps the document) is already marked prevented.
  window.addEventListener('click', (event) => leavesDocument(event) && markLeaving());
  window.addEventListener('submit', (event) => event.defaultPrevented || markLeaving());
  // Back on this page from the back/forward cache: it is not being left any more.
  window.addEventListener('pageshow', (event) => event.persisted && (leavingSince = 0));
}
