import { GAME_ICON_SHOW_CLIENT, systemRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

const input = { showClient: GAME_ICON_SHOW_CLIENT };

/** The game platforms' icons and names for the H5 client (SPEC §7 gamebet config, §9 showClient 3). */
export const getGameIcons = (signal?: AbortSignal) => request(systemRoutes.gamebetConfig, input, { signal });

// the same for everyone and seldom changed: asked once a session
export const gameIconsQuery = () =>
  queryOptions({
    queryKey: callKey(systemRoutes.gamebetConfig, input),
    queryFn: ({ signal }) => getGameIcons(signal),
    staleTime: Infinity,
  });

export const useGameIcons = () => useQuery(gameIconsQuery());
