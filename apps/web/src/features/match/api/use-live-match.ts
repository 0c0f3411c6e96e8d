import { basketballStatusLabel, footballStatusLabel, type MatchDetail, type MatchPush } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
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
 * Follows `match.<id>` while the page is open: the push moves the header at once, and the detail is asked
 * again, since a push carries the score but not the goal or card behind it.
 */
export function useLiveMatch(matchId: number): void {
  const push = useMatchPush(matchId);
  const client = useQueryClient();
  // a push cached before the page opened (a schedule row followed the match) is older than the detail asked now
  const before = useRef(push);
  useEffect(() => {
    if (!push || push === before.current) return;
    const { queryKey } = matchDetailQuery(matchId);
    client.setQueryData(queryKey, (detail) => (detail ? applyDetailPush(detail, push) : detail));
    void client.invalidateQueries({ queryKey });
  }, [push, client, matchId]);
}
