import { nbaRoutes, topPlayers, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export type PlayerListInput = RequestOf<typeof nbaRoutes.playerList>;

/** The top 10 by one per-game stat (SPEC §5: ranked again here, whatever order the answer has). */
export const playerListQuery = (input: PlayerListInput) =>
  queryOptions({
    queryKey: callKey(nbaRoutes.playerList, input),
    queryFn: async ({ signal }) => topPlayers(await request(nbaRoutes.playerList, input, { signal })),
  });

export const usePlayerList = (input: PlayerListInput) => useQuery(playerListQuery(input));
