'use client';

import { lazy, Suspense } from 'react';
import { unlessLeft } from '../../browser/chunks/leaving';
import { useEffectInOwnTask } from '../../browser/hydration/use-effect-in-own-task';
import { loadBanners, useBannerList } from '../../browser/stores/banners';
import { ChunkErrorBoundary } from '../lazy/ChunkErrorBoundary';
import type { BannerLabels } from './labels';
import { floatingMayShow, popupMayShow } from './may-show';

// Most page views have no banner to show (none booked, or closed this session): the banners' own
// code is fetched only once /api/banners has answered with one.
const BannerViews = lazy(() => unlessLeft(import('./BannerViews')));

/**
 * Asks /api/banners for this visitor's banners when the floating banner or the popup could show
 * on this page load, and mounts them once there is one. Renders nothing until then.
 */
export function BannerIslands({ locale, labels }: { locale: string; labels: BannerLabels }) {
  const list = useBannerList();

  useEffectInOwnTask(() => {
    const params = new URLSearchParams(location.search);
    if (floatingMayShow(params) || popupMayShow(params, location.pathname)) loadBanners(locale);
  }, [locale]);

  if (!list?.length) return null;
  // Banners are an extra: if their code cannot be fetched, the page goes on without them.
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <BannerViews locale={locale} labels={labels} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
