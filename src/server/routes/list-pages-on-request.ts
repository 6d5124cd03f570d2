/**
 * The pages that show the app service's stored lists (worker/app-lists/) stay prerendered, but the
 * RSC payload the edge asks Waku for must show the stored list, so their page element is rendered
 * on each request instead of taken from the build's element cache. Waku decides that per element
 * from the route table its build saved (`isStatic`); the request handler is given that table with
 * these elements marked dynamic. Key and shape as Waku 1.0's router saves them
 * (scripts/build/waku-internals.ts pins the release; tests/worker/app-lists-payload.test.ts fails
 * when either changes).
 */
import type { createPages } from 'waku';

type Handlers = ReturnType<typeof createPages>;

export const ROUTER_CONFIGS_METADATA = 'defineRouter:serializableConfigs';

interface SavedRoute {
  type: string;
  elements?: Record<string, { isStatic: boolean }>;
}

/** The saved route table with the given page elements rendered on request. */
export function withElementsOnRequest(saved: string, elementIds: ReadonlySet<string>): string {
  const routes = JSON.parse(saved) as SavedRoute[];
  let marked = 0;
  for (const route of routes) {
    for (const [id, element] of Object.entries(route.elements ?? {})) {
      if (route.type === 'route' && elementIds.has(id)) {
        element.isStatic = false;
        marked++;
      }
    }
  }
  if (marked < elementIds.size) throw new Error(`list pages: ${elementIds.size - marked} of the page elements to render on request are not in Waku's route table`);
  return JSON.stringify(routes);
}

/** Waku's handlers with the given page elements rendered on each request. */
export function renderedOnRequest(handlers: Handlers, elementIds: ReadonlySet<string>): Handlers {
  return {
    ...handlers,
    handleRequest: (input, utils) =>
      handlers.handleRequest(input, {
        ...utils,
        loadBuildMetadata: async (key) => {
          const saved = await utils.loadBuildMetadata(key);
          return key === ROUTER_CONFIGS_METADATA && saved ? withElementsOnRequest(saved, elementIds) : saved;
        },
      }),
  };
}
