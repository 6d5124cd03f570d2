'use client';

import { useEffect } from 'react';
import { islandHydrated } from '../../browser/hydration/island-trigger';

/**
 * Rendered inside a deferred island's Suspense boundary (./Island.tsx), after the island: its
 * effect runs when the boundary hydrates, which is when the island's own handlers are live, and
 * after the island's own effects.
 * Renders nothing.
 */
export function IslandHydrated({ name }: { name: string }) {
  useEffect(() => islandHydrated(name), [name]);
  return null;
}
