/**
 * Real visitors' web vitals (docs/performance.md#real-visitors), decided per page view: when the
 * edge samples page views (`<html data-rum-sample-rate>`) and this one is drawn, `measure-vitals.ts`
 * is fetched once the page has loaded and the browser is idle; no page's first load holds it. The
 * page is the one landed on, read now: a client-side navigation does not make them another page's.
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
