import type { Match, NbaAverages, NbaRankingGroup, NbaStandingsRow } from '@sport/contract';
import { matchFixture } from '../../../testing/match-fixture';

/** An upcoming regular-season game unless overridden; teams 主队<id> v 客队<id>. */
export const makeGame = (matchId: number, overrides: Partial<Match> = {}): Match =>
  matchFixture(
    matchId,
    {
      sportId: 2,
      competitionId: 1,
      competitionName: 'NBA',
      seasonId: 1911,
      stageName: '常规赛',
      groupName: null,
      roundNum: null,
      kind: 1,
    },
    overrides,
  );

/** A finished game between two given teams. */
export const finished = (
  matchId: number,
  [homeId, homeName, homeScore]: [number, string, number],
  [awayId, awayName, awayScore]: [number, string, number],
  overrides: Partial<Match> = {},
): Match => makeGame(matchId, { homeId, homeName, homeScore, awayId, awayName, awayScore, statusId: 10, ...overrides });

export function makeStanding(rank: number, teamId: number, overrides: Partial<NbaStandingsRow> = {}): NbaStandingsRow {
  return {
    rank,
    teamId,
    teamName: `球队${teamId}`,
    teamLogo: '',
    won: 60 - rank,
    lost: 22 + rank,
    winRate: (60 - rank) / 82,
    gamesBehind: rank - 1,
    streak: 'W1',
    lastTen: '7-3',
    ...overrides,
  };
}

/** A conference of `size` teams, ids from `firstId`, ranked in id order. */
export const makeConference = (division: 1 | 2, firstId: number, size = 15): NbaRankingGroup => ({
  division,
  divisionName: division === 1 ? '东部排名' : '西部排名',
  rankingItem: Array.from({ length: size }, (_, i) => makeStanding(i + 1, firstId + i)),
});

export const averages = (points: number): NbaAverages => ({
  points,
  rebounds: 5,
  assists: 4,
  steals: 1,
  blocks: 0.5,
  turnovers: 2,
  minutes: 30,
  fieldGoalPct: 48.5,
  threePointPct: 36,
  freeThrowPct: 80,
});
