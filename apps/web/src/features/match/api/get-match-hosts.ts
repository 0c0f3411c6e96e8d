import { anchorRoutes, PLATFORM_ID, type Host } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

const input = { pid: PLATFORM_ID };

/**
 * The anchor page's one call (its 赛事直播 list pairs each match with the hosts streaming it): the match page
 * reads its own match's hosts from it rather than asking the server for a second shape of the same data.
 */
export const anchorListQuery = () =>
  queryOptions({
    queryKey: callKey(anchorRoutes.listV2, input),
    queryFn: ({ signal }) => request(anchorRoutes.listV2, input, { signal }),
  });

/** The hosts streaming (or booked to stream) one match; empty when none is. */
export const useMatchHosts = (matchId: number) =>
  useQuery({
    ...anchorListQuery(),
    select: (list): Host[] => list.liveMatchList.find((m) => m.matchId === matchId)?.hostList ?? [],
  });
