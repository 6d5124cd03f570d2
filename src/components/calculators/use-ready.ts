import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True once the widget has hydrated: its root then carries `data-ready` (tests wait for it). The
 * server's snapshot (false) is used for the server render and hydration, the browser's (true) from
 * the render right after, without a state update in an effect.
 */
export function useReady(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
