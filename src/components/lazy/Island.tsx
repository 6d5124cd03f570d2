import { Suspense, type ReactNode } from 'react';
import type { DeferredIsland } from '../../shared/deferred-islands';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { IslandHydrated } from './IslandHydrated';

/**
 * Where a deferred island sits on the page (server component): `children` is the island's client
 * component, fetched when this element comes near the screen or is first touched
 * (src/shared/deferred-islands.ts). Its Suspense boundary keeps the server HTML until the code
 * arrives while the rest hydrates; the wrapper takes no box (`display: contents`); a chunk that
 * cannot be fetched loads the page again (its current chunks), or leaves the island out rather
 * than taking the page with it (src/browser/chunks/full-load.ts).
 */
export function Island({ name, children }: { name: DeferredIsland; children: ReactNode }) {
  return (
    <div className="island" data-island={name}>
      <ChunkErrorBoundary reloadPage>
        <Suspense>
          {children}
          <IslandHydrated name={name} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
