/**
 * Real visitors' web vitals (docs/performance.md#real-visitors), decided per page view: when the
 * edge says a share of page views is measured (`<html data-rum-sample-rate="0.1">`, from the
 * worker's RUM_SAMPLE_RATE) and this one is drawn, the measuring code (`measure-vitals.ts` with the
 * web-vitals library, a file of its own) is fetched once the page has loaded and the browser is idle.
 * It is not in any page's first load, and a page view not drawn fetches nothing.
 *
 * The page is the one the visitor landed on, read now: web vitals belong to a document, and a
 * client-side navigation before the code arrives does not make them another page's.
 */
export function startVitals(): void {
  const rate = Number(document.documentElement.dataset.rumSampleRate);
  if (!(rate > 0) || Math.random() >= rate) return;
  const path = location.pathname;
  const load = () => {
    // A file that cannot be fetched (offline, a deploy in between) costs this page view's sample only.
    import('./measure-vitals').then(
      ({ measureVitals }) => measureVitals(path),
      () => undefined,
    );
  };
  // An idle period may never come (headless Chromium, a busy page): 2 s after the load at the latest.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
