import { Suspense, type ReactNode } from 'react';
import type { DeferredIsland } from '../../shared/deferred-islands';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { IslandHydrated } from './IslandHydrated';

/**
 * Where a deferred island sits on the page (server component). `children` is the island's client
 * component, whose code the browser fetches only when this element comes near the screen or is
 * first touched (src/shared/deferred-islands.ts says which components and why).
 *
 * The Suspense boundary is what lets the rest of the page hydrate without it: React keeps the
 * server HTML inside a boundary whose code has not arrived and hydrates it when it does
 * (https://react.dev/reference/react/Suspense). The wrapper takes no box of its own
 * (`display: contents`), so the layout is the same with or without it. A chunk that cannot be
 * fetched (offline for a moment, a deploy that removed it) leaves the island out rather than
 * taking the page with it.
 */
export function Island({ name, children }: { name: DeferredIsland; children: ReactNode }) {
  return (
    <div className="island" data-island={name}>
      <ChunkErrorBoundary>
        <Suspense>
          {children}
          <IslandHydrated name={name} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
