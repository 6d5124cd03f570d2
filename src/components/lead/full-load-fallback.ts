/**
 * When the popup's code cannot be fetched, the apply link does what it does without script: a full
 * load of the page with `?form=1`, which fetches the page's current chunks (after a deploy the old
 * ones are gone) and opens the popup once loaded. At most once a minute per tab, so a chunk that
 * stays broken does not reload the page over and over; then the popup just stays closed.
 */
const TRIED_AT = 'lead-popup-full-load';
const ONCE_IN_MS = 60_000;

/** The address an apply link leads to: its own, or this page with the form flag. */
export function applyAddress(opener: Element | null): string {
  if (opener instanceof HTMLAnchorElement && opener.href) return opener.href;
  const url = new URL(location.href);
  if (!url.searchParams.has('form')) url.searchParams.set('form', '1');
  return url.href;
}

/** Loads `href` unless that was already tried in the last minute; says whether it did. */
export function openByFullLoad(href: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(TRIED_AT));
    if (last && Date.now() - last < ONCE_IN_MS) return false;
    sessionStorage.setItem(TRIED_AT, String(Date.now()));
  } catch {
    return false; // no storage: no way to tell a loop from a first try
  }
  location.assign(href);
  return true;
}
