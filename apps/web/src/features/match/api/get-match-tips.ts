import { newsRoutes, type RequestOf } from '@sport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { callKey } from '../../../lib/query-keys';

export const MATCH_TIPS_SIZE = 10;

/**
 * The tips on one match (the tip list's match filter): on sale before the end, settled after it (the list's
 * isHistory 0), so a finished match still shows what the experts said.
 */
export const matchTipsQuery = (matchId: number, finished: boolean) => {
  const input: RequestOf<typeof newsRoutes.messageList> = {
    sportsIds: String(matchId),
    page: 1,
    size: MATCH_TIPS_SIZE,
    ...(finished ? { isHistory: 0 as const } : {}),
  };
  return queryOptions({
    queryKey: callKey(newsRoutes.messageList, input),
    queryFn: ({ signal }) => request(newsRoutes.messageList, input, { signal }),
  });
};

export const useMatchTips = (matchId: number, finished: boolean) =>
  useQuery({ ...matchTipsQuery(matchId, finished), select: (page) => page.list });
