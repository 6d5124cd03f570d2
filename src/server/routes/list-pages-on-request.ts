/**
 * The app service's list pages stay prerendered, but the payload the edge asks Waku for must show
 * the stored list: their page element is rendered on each request, not taken from the build's cache.
 * Waku reads that per element (`isStatic`) from the route table its build saved, which the request
 * handler gets with these elements marked dynamic (key and shape as Waku 1.0 saves them;
 * docs/waku-upgrade.md, tests/worker/app-lists-payload.test.ts).
 */
import type { createPages } from 'waku';

type Handlers = ReturnType<typeof createPages>;

const ROUTER_CONFIGS_METADATA = 'defineRouter:serializableConfigs';

interface SavedRoute {
  type: string;
  elements?: Record<string, { isStatic: boolean }>;
}

/** The saved route table with the given page elements rendered on request. */
function withElementsOnRequest(saved: string, elementIds: ReadonlySet<string>): string {
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
  if (marked < elementIds.size)
    throw new Error(`list pages: ${elementIds.size - marked} of the page elements to render on request are not in Waku's route table`);
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
