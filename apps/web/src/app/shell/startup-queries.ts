import { ANCHOR_BACKGROUND_CATEGORY_ID, ANCHOR_DEFAULT_MOMENT_SORT, anchorRoutes, BANNER_CATEGORY_IDS, systemRoutes, type RequestOf, type RouteDef } from '@sport/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/http';

/** Query keys are `[path, input]`, so a feature asking for the same call with the same input shares the cache. */
const callQuery = <R extends RouteDef>(def: R, input: RequestOf<R>) =>
  queryOptions({ queryKey: [def.path, input] as const, queryFn: ({ signal }) => request(def, input, { signal }) });

export const anchorBackgroundQuery = () =>
  callQuery(systemRoutes.imagesQuery, { categoryId: String(ANCHOR_BACKGROUND_CATEGORY_ID) });
export const bannersQuery = (inApp: boolean) =>
  callQuery(systemRoutes.imagesQuery, { categoryId: (inApp ? BANNER_CATEGORY_IDS.app : BANNER_CATEGORY_IDS.web).join(',') });
export const anchorListQuery = () => callQuery(anchorRoutes.listV2, { momentSort: ANCHOR_DEFAULT_MOMENT_SORT });
/** The live anchor list: host list kind 1 (streaming live). */
export const liveAnchorListQuery = () => callQuery(anchorRoutes.hostList, { kind: 1 });
export const liveBookingQuery = () => callQuery(anchorRoutes.userSubscribeInfo, {});
