import { basketballStatusLabel, footballStatusLabel, SportId, type MatchDetail, type MatchPush } from '@sport/contract';

/** The page's match as a `match.<id>` push moves it: status, minute, game clock, score, half-time score, corners, quarters. */
export function applyDetailPush(detail: MatchDetail, push: MatchPush): MatchDetail {
  const football = detail.header.sportId === SportId.Football;
  const corners = detail.statistics?.corners ? { home: push.homeCorner, away: push.awayCorner } : null;
  return {
    ...detail,
    header: {
      ...detail.header,
      statusId: push.statusId,
      statusName: football ? footballStatusLabel(push.statusId) : basketballStatusLabel(push.statusId),
      minute: push.minute,
      clock: push.clock ?? null,
      homeScore: push.homeScore,
      awayScore: push.awayScore,
      homeHalfScore: push.homeHalfScore,
      awayHalfScore: push.awayHalfScore,
    },
    statistics: detail.statistics && corners ? { ...detail.statistics, corners } : detail.statistics,
    periodScores: push.periodScores ?? detail.periodScores,
  };
}
