/**
 * Forgets the visit's campaign once a lead was taken (docs/product-rules.md §4): session storage
 * `utm`, and the edge's session cookie of the same name, which the next page would otherwise copy
 * back. A module of its own, apart from browser-context.ts (which every page loads for analytics):
 * only a sent lead needs it.
 */

/** The longest a visitor waits for the cookie jar; the lead is sent, the page must go on. */
const MAX_WAIT_MS = 500;

/**
 * Clears both, and settles once the browser's cookie jar no longer holds the cookie (or after
 * MAX_WAIT_MS), so that a caller about to leave the page can wait for it. A `document.cookie` write
 * returns before that: Chromium hands it to its network process on a channel of its own, while a
 * navigation started just after gets there by way of the browser process, and now and then first:
 * the product page's request then still carried the campaign (docs/lead-form.md, "After submit").
 * The Cookie Store API's delete resolves only once the jar has done it. Where that API is missing
 * (older Safari and Firefox, plain http), the write is all there is.
 */
export function clearStoredUtm(): Promise<void> {
  try {
    sessionStorage.removeItem('utm');
  } catch {
    // Storage unavailable (private mode): nothing was kept there.
  }
  document.cookie = 'utm=; path=/; max-age=0; samesite=lax';
  const store = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  if (!store) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    store.delete({ name: 'utm', path: '/' }).then(done, done);
  });
}
