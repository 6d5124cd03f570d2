import { Suspense } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import type { DeferredIsland, IslandProps } from './island-code';
import { IslandCode } from './IslandCode';

/**
 * Where a deferred island sits on the page (server component): `name` picks the island's client
 * component (./island-code.ts), `props` is what it is given. Its code is fetched when this element
 * comes near the screen or is first touched (./IslandCode.tsx); its Suspense boundary keeps the
 * server HTML until then while the rest hydrates; the wrapper takes no box (`display: contents`);
 * a chunk that cannot be fetched loads the page again (its current chunks), or leaves the island
 * out rather than taking the page with it (src/browser/chunks/full-load.ts).
 */
export function Island<N extends DeferredIsland>({ name, props }: { name: N; props: IslandProps<N> }) {
  return (
    <div className="island" data-island={name}>
      <ChunkErrorBoundary reloadPage>
        <Suspense>
          <IslandCode name={name} props={props} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
