import { rankingRoutes, type RankingDateLists, type UserBettingList } from '@sport/contract';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { byId, patchPages } from '../../../lib/patch-pages';
import { routeKey } from '../../../lib/query-keys';
import { changeInLists, withVote, withVotes, type Vote } from '../lib/votes';

/** Like (1) or dislike (-1) a betting report; tapping the same again takes it back. Answers the new counts. */
export const voteReport = (reportId: number, vote: Vote) =>
  request(vote === 1 ? rankingRoutes.reportLike : rankingRoutes.reportDislike, { reportId });

type Change = Parameters<typeof changeInLists>[2];
const LIST_KEY = routeKey(rankingRoutes.list);
const BETS_KEY = routeKey(rankingRoutes.bettingList);

/** A report shows on the boards of its period and on its author's page: every cached copy changes together. */
function changeEverywhere(client: QueryClient, reportId: number, change: Change) {
  client.setQueriesData<RankingDateLists>({ queryKey: LIST_KEY }, (lists) =>
    lists ? changeInLists(lists, reportId, change) : lists,
  );
  client.setQueriesData<InfiniteData<UserBettingList>>({ queryKey: BETS_KEY }, (data) =>
    patchPages(data, 'reports', byId(reportId, change)),
  );
}

/**
 * One vote per user per report: the counts and the pressed button move at once (rolled back if the call
 * fails), and the server's counts win when it answers.
 */
export function useVoteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, vote }: { reportId: number; vote: Vote }) => voteReport(reportId, vote),
    onMutate: async ({ reportId, vote }) => {
      await Promise.all([client.cancelQueries({ queryKey: LIST_KEY }), client.cancelQueries({ queryKey: BETS_KEY })]);
      const before: [QueryKey, unknown][] = [
        ...client.getQueriesData({ queryKey: LIST_KEY }),
        ...client.getQueriesData({ queryKey: BETS_KEY }),
      ];
      changeEverywhere(client, reportId, withVote(vote));
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (answer) => changeEverywhere(client, answer.reportId, withVotes(answer)),
  });
}
