'use client';

import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { islandHydrated, whenIslandNeeded } from '../../browser/hydration/island-trigger';
import { ISLAND_CODE, type DeferredIsland } from './island-code';

type Loaded = ComponentType<object>;

const lazyIslands = new Map<DeferredIsland, LazyExoticComponent<Loaded>>();

/**
 * The island's component, fetched in the browser only once the island is needed
 * (src/browser/hydration/island-trigger.ts). Until then it suspends, and React keeps the
 * boundary's server HTML as it is. The server renders it at once: the HTML is whole without
 * JavaScript. One per island, kept: a later page with the same island renders it at once.
 */
function lazyIsland(name: DeferredIsland): LazyExoticComponent<Loaded> {
  let island = lazyIslands.get(name);
  if (!island) {
    island = lazy(async () => {
      if (!import.meta.env.SSR) await whenIslandNeeded(name);
      return { default: (await ISLAND_CODE[name]()) as Loaded };
    });
    lazyIslands.set(name, island);
  }
  return island;
}

/**
 * A deferred island's component inside its Suspense boundary (./Island.tsx). Its effect runs
 * when the boundary hydrates, after the island's own effects: the island's handlers are live.
 */
export function IslandCode({ name, props }: { name: DeferredIsland; props: object }) {
  const Island = lazyIsland(name);
  useEffect(() => islandHydrated(name), [name]);
  return <Island {...props} />;
}
