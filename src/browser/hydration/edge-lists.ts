/**
 * A page whose lists the edge filled from the app service's stored list (worker/app-lists/pages.ts
 * marks them `data-edge-list`) hydrates from its route's payload as the edge renders it with that
 * list, not the inline one the build made from the content files: Waku's router keeps what the page
 * hydrated from and shows it again when the visitor comes back to the page.
 */
export function payloadWithEdgeLists(prefetched: Record<string, unknown> | undefined): void {
  if (!prefetched || !document.querySelector('[data-edge-list]')) return;
  for (const [rscPath, inline] of Object.entries(prefetched)) {
    if (!(inline instanceof Promise)) continue;
    // Should the request fail, the inline payload: the page hydrates as before.
    prefetched[rscPath] = fetch(`/RSC/${rscPath}.txt`).then(
      (res) => (res.ok ? res : inline),
      () => inline,
    );
  }
}
