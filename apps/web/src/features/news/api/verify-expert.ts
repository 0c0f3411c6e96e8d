import { newsRoutes } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

/** Recomputes the expert's hash chain on the server: does the published record still hold, untouched? */
export const verifyExpertQuery = (professorId: number) =>
  queryOptions({
    queryKey: callKey(newsRoutes.professorVerify, { professorId }),
    queryFn: ({ signal }) => request(newsRoutes.professorVerify, { professorId }, { signal, silent: true }),
  });

export const useVerifyExpert = (professorId: number) => useQuery(verifyExpertQuery(professorId));
