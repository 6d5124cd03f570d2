/**
 * The browser state the banners read and write: the original site's session storage flags. Storage can be
 * unavailable (private mode, full quota): reads then say "not set".
 */

/** Session storage: the floating banner was closed this session ('1'). */
export const FLOATING_CLOSED_KEY = 'floating_icon_closed';
/** Session storage: the full-screen popup's closed flag, '0' or '1' (docs/product-rules.md §3). */
export const POPUP_CLOSED_KEY = 'crazy_ad_closed';

export function sessionGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function sessionSet(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Without storage the banner simply shows again on the next page.
  }
}

/** The spec: the banner source follows whether the desktop layout (822px and wider) is showing. */
export const currentSource = () => (matchMedia('(min-width: 822px)').matches ? 'desktop_web' : 'mobile_web');
