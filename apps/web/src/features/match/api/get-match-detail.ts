import { footballTecChannel, matchRoutes, type MatchDetail } from '@sport/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { request } from '../../../lib/http';
import { registerPushRouter } from '../../../lib/query-client';
import { callKey } from '../../../lib/query-keys';
import { socket } from '../../../lib/socket';
import { useMatchPush } from '../../../lib/use-match-push';
import { applyDetailPush } from './apply-detail-push';
import { applyTecPush } from './apply-tec-push';

/**
 * One match as the match page shows it (decision 029): header, events, and what the data holds. Asked past the
 * browser's copy: a push asks it again at once, often within the second the last answer may be kept
 * (`max-age=1`), and that copy would be the match from before the push (a struck-off goal still standing).
 */
export const getMatchDetail = (matchId: number, signal?: AbortSignal) =>
  request(matchRoutes.detail, { matchId }, { signal, cache: 'no-cache' });

export const matchDetailQuery = (matchId: number) =>
  queryOptions({
    queryKey: callKey(matchRoutes.detail, { matchId }),
    queryFn: ({ signal }) => getMatchDetail(matchId, signal),
  });

/**
 * The match detail, following `match.<id>` and `footballTec.<id>` while the page is open: the latest push is laid over the answer, so
 * the header moves at once and an answer older than the push (a cached one) cannot move it back; each push
 * also asks the detail again, since a push carries the score but not the goal or card behind it.
 */
export function useMatchDetail(matchId: number) {
  const push = useMatchPush(matchId);
  const client = useQueryClient();
  // The play (events, statistics, commentary, line-ups) arrives on footballTec.<id>: laid into the cached answer
  // as it comes, so the tabs move without asking again.
  useEffect(() => {
    const channel = footballTecChannel(matchId);
    const { queryKey } = matchDetailQuery(matchId);
    const stop = registerPushRouter('footballTec', (data, message) => {
      if (message.chId === channel) client.setQueryData(queryKey, (detail) => (detail ? applyTecPush(detail, data) : detail));
    });
    socket.subscribe([channel]);
    return () => {
      stop();
      socket.unsubscribe([channel]);
    };
  }, [client, matchId]);
  // a push cached before the page opened (a schedule row followed the match) is older than the detail asked now
  const before = useRef(push);
  const fresh = push === before.current ? undefined : push;
  useEffect(() => {
    if (fresh) void client.invalidateQueries({ queryKey: matchDetailQuery(matchId).queryKey });
  }, [fresh, client, matchId]);
  return useQuery({
    ...matchDetailQuery(matchId),
    select: fresh ? (detail: MatchDetail) => applyDetailPush(detail, fresh) : undefined,
  });
}
