import { basketballStatusLabel, footballStatusLabel, type MatchDetail, type MatchPush } from '@sport/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMatchPush } from '../../../lib/use-match-push';
import { isFootball } from '../components/match-status';
import { matchDetailQuery } from './get-match-detail';

/** The page's match as a `match.<id>` push moves it: status, minute, score, half-time score, corners, quarters. */
export function applyDetailPush(detail: MatchDetail, push: MatchPush): MatchDetail {
  const football = isFootball(detail.header);
  const corners = detail.statistics?.corners ? { home: push.homeCorner, away: push.awayCorner } : null;
  return {
    ...detail,
    header: {
      ...detail.header,
      statusId: push.statusId,
      statusName: football ? footballStatusLabel(push.statusId) : basketballStatusLabel(push.statusId),
      minute: push.minute,
      homeScore: push.homeScore,
      awayScore: push.awayScore,
      homeHalfScore: push.homeHalfScore,
      awayHalfScore: push.awayHalfScore,
    },
    statistics: detail.statistics && corners ? { ...detail.statistics, corners } : detail.statistics,
    periodScores: push.periodScores ?? detail.periodScores,
  };
}

/**
 * The match detail, following `match.<id>` while the page is open: the latest push is laid over the answer, so
 * the header moves at once and an answer older than the push (a cached one) cannot move it back; each push
 * also asks the detail again, since a push carries the score but not the goal or card behind it.
 */
export function useLiveMatchDetail(matchId: number) {
  const push = useMatchPush(matchId);
  const client = useQueryClient();
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
