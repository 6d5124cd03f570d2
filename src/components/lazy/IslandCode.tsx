'use client';

import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { unlessLeft } from '../../browser/chunks/leaving';
import { islandHydrated, whenIslandNeeded } from '../../browser/hydration/island-trigger';
import { ISLAND_CODE, type DeferredIsland } from './island-code';

type Loaded = ComponentType<object>;

/**
 * Each island's component, fetched in the browser only once the island is needed
 * (src/browser/hydration/island-trigger.ts): until then it suspends, and React keeps the
 * boundary's server HTML as it is. The server renders it at once, so the HTML is whole without
 * JavaScript. Made once per island: a later page with the same island renders it at once.
 */
const LAZY_ISLANDS = Object.fromEntries(
  Object.entries(ISLAND_CODE).map(([name, load]) => [
    name,
    lazy(async () => {
      if (!import.meta.env.SSR) await whenIslandNeeded(name);
      // Each module exports its island under the island's name (./island-code.ts).
      return { default: ((await unlessLeft<unknown>(load())) as unknown as Record<string, Loaded>)[name]! };
    }),
  ]),
) as Record<DeferredIsland, LazyExoticComponent<Loaded>>;

/**
 * A deferred island's component inside its Suspense boundary (./Island.tsx). Its effect runs
 * when the boundary hydrates, after the island's own effects: the island's handlers are live.
 */
export function IslandCode({ name, props }: { name: DeferredIsland; props: object }) {
  const Island = LAZY_ISLANDS[name];
  useEffect(() => islandHydrated(name), [name]);
  return <Island {...props} />;
}
