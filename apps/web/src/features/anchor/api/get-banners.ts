import { BANNER_CATEGORY_IDS, splitBanners, systemRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

// SPEC §9 web banner categories, in the comma form the call takes (and the shell's start-up prefetch uses).
const input = { categoryId: BANNER_CATEGORY_IDS.web.join(',') };

export const getBannerImages = (signal?: AbortSignal) => request(systemRoutes.imagesQuery, input, { signal });

/** Banners: one per image of each entry (the contract's banner rule). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: callKey(systemRoutes.imagesQuery, input),
    queryFn: ({ signal }) => getBannerImages(signal),
    select: splitBanners,
  });

export const useBanners = () => useQuery(bannersQuery());
