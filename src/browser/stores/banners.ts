'use client';

import { proxy, useSnapshot } from 'valtio';
import type { PublicBanner } from '../../server/banners/public-banner';
import { currentSource } from '../../components/banners/browser-state';

interface BannersStore {
  /** null until /api/banners has answered; [] when it failed or there are none (docs/product-rules.md: no banner). */
  list: PublicBanner[] | null;
}

let browserStore: BannersStore | undefined;
let requested = false;

/** The browser's one store; during server rendering a fresh, never-mutated proxy per call. */
function store(): BannersStore {
  if (typeof window === 'undefined') return proxy<BannersStore>({ list: null });
  return (browserStore ??= proxy<BannersStore>({ list: null }));
}

/**
 * Fetches this visitor's banners once per page load, for whichever island asks first (the
 * floating banner and the popup share the answer). A failed call means no banner.
 */
export function loadBanners(locale: string): void {
  if (requested) return;
  requested = true;
  const banners = store();
  const query = new URLSearchParams({ source: currentSource(), locale });
  fetch(`/api/banners?${query}`, { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ success?: boolean; banners?: PublicBanner[] }>) : null))
    .then((body) => {
      banners.list = body?.success === true && Array.isArray(body.banners) ? body.banners : [];
    })
    .catch(() => {
      banners.list = [];
    });
}

/** Every banner this visitor got; null until /api/banners has answered. */
export function useBannerList(): readonly PublicBanner[] | null {
  return useSnapshot(store()).list as readonly PublicBanner[] | null;
}

/** The first banner of a type that has an id (docs/product-rules.md §4), once loaded. */
export function useBanner(type: PublicBanner['banner_type']): PublicBanner | undefined {
  const list = useSnapshot(store()).list;
  return list?.find((b) => b.banner_type === type && b.id) as PublicBanner | undefined;
}
