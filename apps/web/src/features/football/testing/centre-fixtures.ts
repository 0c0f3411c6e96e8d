import type { BracketMatch, Match, StandingsGroup, StandingsRow } from '@sport/contract';
import { matchFixture } from '../../../testing/match-fixture';

/** An upcoming World Cup match unless overridden (statusId 1, no score); teams 主队<id> v 客队<id>. */
export const makeMatch = (matchId: number, overrides: Partial<Match> = {}): Match =>
  matchFixture(
    matchId,
    {
      sportId: 1,
      competitionId: 10810,
      competitionName: '世界杯',
      seasonId: 1,
      stageName: '小组赛',
      groupName: 'A',
      roundNum: 1,
    },
    overrides,
  );

export const makeBracketMatch = (
  matchId: number,
  from: [number | null, number | null],
  overrides: Partial<Match> = {},
): BracketMatch => ({
  ...makeMatch(matchId, { groupName: null, ...overrides }),
  homeFromMatchId: from[0],
  awayFromMatchId: from[1],
});

export function makeRow(rank: number, teamId: number, overrides: Partial<StandingsRow> = {}): StandingsRow {
  return {
    rank,
    teamId,
    teamName: `球队${teamId}`,
    teamLogo: '',
    played: 3,
    won: 2,
    draw: 0,
    loss: 1,
    goalsFor: 6,
    goalsAgainst: 3,
    goalDiff: 3,
    points: 6,
    note: '',
    zone: null,
    tiedWith: [],
    ...overrides,
  };
}

export const makeGroup = (
  groupName: string | null,
  rows: StandingsRow[],
  tieNote: string | null = null,
): StandingsGroup => ({
  stageId: 1,
  groupName,
  rows,
  tieNote,
});
