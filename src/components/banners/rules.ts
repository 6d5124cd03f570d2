/** The original site's display rules shared by the floating banner and the popup (docs/product-rules.md §3, §4, §9). */

/** Neither banner is shown on the property-owner loan pages (any path containing p-loan). */
export const isBannerFreePath = (path: string) => path.includes('p-loan');

/** form=1 opens the lead form popup; the promotional popup stays away then. */
export const hasLeadFormFlag = (params: URLSearchParams) => params.get('form') === '1';

/** The popup closes itself after this long (docs/product-rules.md §9: 600000000 ms, about a week). */
export const POPUP_AUTO_HIDE_MS = 600_000_000;

/** test_duration: seconds the floating banner waits after the page loads; default 5. */
export function floatingDelayMs(params: URLSearchParams): number {
  const raw = params.get('test_duration');
  const seconds = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return (Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 3600) : 5) * 1000;
}
