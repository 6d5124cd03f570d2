/**
 * When the popup's code cannot be fetched, the apply link does what it does without script: a full
 * load of the page with `?form=1`, which fetches the page's current chunks and opens the popup once
 * loaded (src/browser/chunks/full-load.ts: once a minute at most; then the popup stays closed).
 */

/** The address an apply link leads to: its own, or this page with the form flag. */
export function applyAddress(opener: Element | null): string {
  if (opener instanceof HTMLAnchorElement && opener.href) return opener.href;
  const url = new URL(location.href);
  if (!url.searchParams.has('form')) url.searchParams.set('form', '1');
  return url.href;
}
