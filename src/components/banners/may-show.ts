/**
 * Whether a banner could show on this page load, from the address and this session's flags only
 * (docs/product-rules.md §3 and §4). The banner islands and their loader share these, so the loader fetches
 * /api/banners exactly when one of the islands would.
 */
import { FLOATING_CLOSED_KEY, POPUP_CLOSED_KEY, sessionGet } from './browser-state';
import { hasLeadFormFlag, isBannerFreePath } from './rules';

/** show_floating_icon=1 brings it back after a close; =0 keeps it away for this page. */
export function floatingMayShow(params: URLSearchParams): boolean {
  const force = params.get('show_floating_icon');
  return force === '1' || (force !== '0' && sessionGet(FLOATING_CLOSED_KEY) !== '1');
}

/** Never on a p-loan path or with form=1; show_crazy_ad=1 brings it back after a close. */
export function popupMayShow(params: URLSearchParams, pathname: string): boolean {
  if (isBannerFreePath(pathname) || hasLeadFormFlag(params)) return false;
  return params.get('show_crazy_ad') === '1' || sessionGet(POPUP_CLOSED_KEY) !== '1';
}
