import { useEffect, type DependencyList, type EffectCallback } from 'react';

/**
 * `useEffect`, with the effect run in a task of its own.
 *
 * React runs every passive effect of a commit in one task. After hydration that is every island's
 * start-up at once, and several of them make the browser's first synchronous call of a kind: the
 * first `document.cookie` read, the first session storage access, the first `fetch`, each a round
 * trip to the browser process. Together they made one task of 24-39 ms on the contact page in
 * Lighthouse's trace (the campaign cookies, the banner request, the stored leads, the office-hours
 * clock), 100-150 ms on its 4x-throttled phone, during which a tap waits. Effects that nothing on
 * screen depends on in the same frame can wait one task each, so the browser handles input between them.
 */
export function useEffectInOwnTask(effect: EffectCallback, deps: DependencyList): void {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    let unmounted = false;
    // A message rather than setTimeout: nested timers are clamped to 4 ms.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!unmounted) cleanup = effect();
    };
    channel.port2.postMessage(null);
    return () => {
      unmounted = true;
      channel.port1.close();
      if (typeof cleanup === 'function') cleanup();
    };
    // The caller's deps are this effect's deps; the rule checks them at each call instead
    // (eslint.config.js names this hook in additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
