import { newsRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const getExpert = (professorId: number, signal?: AbortSignal) =>
  request(newsRoutes.professorDetail, { professorId }, { signal });

/** An expert's profile and record (the follow button updates this entry). */
export const expertQuery = (professorId: number) =>
  queryOptions({
    queryKey: callKey(newsRoutes.professorDetail, { professorId }),
    queryFn: ({ signal }) => getExpert(professorId, signal),
  });

export const useExpert = (professorId: number) => useQuery(expertQuery(professorId));
