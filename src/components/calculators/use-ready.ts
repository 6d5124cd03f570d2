import { useEffect, useState } from 'react';

/** True once the widget has hydrated: its root then carries `data-ready` (tests wait for it). */
export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
