import { useEffect, type DependencyList, type EffectCallback } from 'react';

/**
 * `useEffect`, with the effect run in a task of its own. React runs every passive effect of a
 * commit in one task, and after hydration the islands' first cookie, storage and `fetch` calls (each
 * a round trip to the browser process) made one 100-150 ms task on a throttled phone. For effects
 * nothing on screen needs in the same frame, so the browser handles input between them.
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
