import { ANCHOR_BACKGROUND_CATEGORY_ID, splitBanners, systemRoutes, type ImageEntry } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

const input = { categoryId: String(ANCHOR_BACKGROUND_CATEGORY_ID) };

/** The anchor page's background images (SPEC §9 category 30306). */
export const getAnchorBackground = (signal?: AbortSignal) => request(systemRoutes.imagesQuery, input, { signal });

// SPEC §1 start-up loads it first, before the anchor list.
export const anchorBackgroundQuery = () =>
  queryOptions({ queryKey: callKey(systemRoutes.imagesQuery, input), queryFn: ({ signal }) => getAnchorBackground(signal) });

/** SPEC §3 anchorBg: the file id of the first image of the first entry, or undefined when none is set. */
export const anchorBackgroundImage = (entries: readonly ImageEntry[]): string | undefined =>
  splitBanners(entries.filter((entry) => entry.categoryId === ANCHOR_BACKGROUND_CATEGORY_ID))[0]?.image;

export const useAnchorBackground = () => useQuery({ ...anchorBackgroundQuery(), select: anchorBackgroundImage });
