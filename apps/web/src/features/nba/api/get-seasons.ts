import { nbaRoutes, type NbaSeasonItem } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** The NBA seasons, newest first, each with the day its simulated scores begin (absent: all the record's). */
export const getSeasons = (signal?: AbortSignal) => request(nbaRoutes.seasons, {}, { signal });

export const seasonsQuery = () =>
  queryOptions({
    queryKey: callKey(nbaRoutes.seasons, {}),
    queryFn: ({ signal }) => getSeasons(signal),
  });

/** From which day a season's scores are simulated, once the list is in (undefined meanwhile and for a record). */
export function useSimulatedFrom(seasonId: number): number | undefined {
  const select = (seasons: NbaSeasonItem[]) => seasons.find((s) => s.seasonId === seasonId)?.simulatedFrom;
  return useQuery({ ...seasonsQuery(), select }).data;
}

/** Whether a season's scores are all the record's (the list is in and gives it no simulated day): false meanwhile. */
export function useRecordOnly(seasonId: number): boolean {
  const select = (seasons: NbaSeasonItem[]) => {
    const season = seasons.find((s) => s.seasonId === seasonId);
    return season !== undefined && season.simulatedFrom === undefined;
  };
  return useQuery({ ...seasonsQuery(), select }).data ?? false;
}
