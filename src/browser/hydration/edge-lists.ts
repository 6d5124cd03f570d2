import type { InitialRsc } from './paced-flight';
import { routePayloadPath } from '../../shared/routes/route-payload-path';
/**
 * A page whose lists the edge filled from the app service's stored list (worker/app-lists/pages.ts
 * marks them `data-edge-list`) hydrates from its route's payload as the edge renders it with that
 * list, not the inline one the build made from the content files: Waku's router keeps what the page
 * hydrated from and shows it again when the visitor comes back to the page.
 */
export function payloadWithEdgeLists(initial: InitialRsc | undefined): void {
  const inline = initial?.response;
  if (!inline || !document.querySelector('[data-edge-list]')) return;
  // Should the request fail, the inline payload: the page hydrates as before.
  initial.response = fetch(`/RSC/${routePayloadPath(location.pathname)}.txt`).then(
    (res) => (res.ok ? res : inline),
    () => inline,
  );
}
