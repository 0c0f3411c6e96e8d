import { ANCHOR_BACKGROUND_CATEGORY_ID, BANNER_CATEGORY_IDS, splitBanners, systemRoutes, type ImageEntry } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppActions } from '../../../lib/app-actions';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

// SPEC §9: the native app has its own banner categories; the call takes them comma-separated.
const bannerInput = (inNativeApp: boolean) => ({
  categoryId: (inNativeApp ? BANNER_CATEGORY_IDS.app : BANNER_CATEGORY_IDS.web).join(','),
});

export const getBannerImages = (inNativeApp: boolean, signal?: AbortSignal) =>
  request(systemRoutes.imagesQuery, bannerInput(inNativeApp), { signal });

/**
 * SPEC §9's banner categories hold the anchor background (30306) too: it is a page background, not a banner
 * (a tall picture with no title or link), so the carousel never shows it.
 */
const carouselBanners = (entries: readonly ImageEntry[]) =>
  splitBanners(entries.filter((entry) => entry.categoryId !== ANCHOR_BACKGROUND_CATEGORY_ID));

/** Banners: one per image of each entry (the contract's banner rule). The shell prefetches this at start-up. */
export const bannersQuery = (inNativeApp: boolean) =>
  queryOptions({
    queryKey: callKey(systemRoutes.imagesQuery, bannerInput(inNativeApp)),
    queryFn: ({ signal }) => getBannerImages(inNativeApp, signal),
    select: carouselBanners,
  });

export function useBanners() {
  const { inNativeApp } = useAppActions();
  return useQuery(bannersQuery(inNativeApp));
}
