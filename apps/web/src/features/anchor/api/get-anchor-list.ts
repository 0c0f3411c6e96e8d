import { ANCHOR_DEFAULT_MOMENT_SORT, anchorRoutes, PLATFORM_ID } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';
import { jumpGameId } from '../lib/jump-game';

/**
 * SPEC §7 query: the platform (pid), the jump game the common config stored (stSportJumpGame, so the server
 * keeps the schedule entries of that game and of play, SPEC §5) and the moment order. Read when the call is
 * made: a config that stores another game changes the key, and the next read asks again.
 */
const input = () => ({ pid: PLATFORM_ID, matchSource: jumpGameId(), momentSort: ANCHOR_DEFAULT_MOMENT_SORT });

/** The anchor page in one call: hosts, live matches with their hosts, popular moments. */
export const getAnchorList = (query = input(), signal?: AbortSignal) => request(anchorRoutes.listV2, query, { signal });

// The shell prefetches it at start-up and its tab-bar live badge reads it: one cache entry for all three.
export const anchorListQuery = () => {
  const query = input();
  return queryOptions({ queryKey: callKey(anchorRoutes.listV2, query), queryFn: ({ signal }) => getAnchorList(query, signal) });
};

export const useAnchorList = () => useQuery(anchorListQuery());
