import type { MatchDetail, MatchDetailEvent, MatchDetailHeader, NbaBoxLine } from '@sport/contract';

/** A finished 英超 match, 阿森纳 2:1 切尔西, kicked off 2026-09-21 20:00 China time; `overrides` what a test looks at. */
export function footballHeader(matchId: number, overrides: Partial<MatchDetailHeader> = {}): MatchDetailHeader {
  return {
    matchId,
    sportId: 1,
    competitionId: 12387,
    competitionName: '英超',
    seasonId: 1,
    seasonName: '2026/27',
    stageId: 1,
    stageName: '联赛',
    groupName: null,
    roundNum: 5,
    matchDate: Date.UTC(2026, 8, 21, 12),
    statusId: 8,
    statusName: '完场',
    phase: null,
    phaseName: null,
    minute: null,
    addedMinute: null,
    clock: null,
    homeId: 11,
    awayId: 12,
    homeName: '阿森纳',
    awayName: '切尔西',
    homeLogo: '',
    awayLogo: '',
    homeScore: 2,
    awayScore: 1,
    homeHalfScore: 1,
    awayHalfScore: 0,
    homeExtraTimeScore: null,
    awayExtraTimeScore: null,
    homePenaltyScore: null,
    awayPenaltyScore: null,
    ...overrides,
  };
}

export function goal(
  seq: number,
  minute: number,
  side: 1 | 2,
  playerName: string,
  extra: Partial<MatchDetailEvent> = {},
): MatchDetailEvent {
  return {
    seq,
    minute,
    addedMinute: null,
    kind: 'goal',
    side,
    teamId: side === 1 ? 11 : 12,
    playerId: seq + 100,
    playerName,
    assistPlayerId: null,
    assistPlayerName: null,
    penalty: false,
    ownGoal: false,
    ...extra,
  };
}

/** A football match as the page gets it: nothing held but the header, unless `overrides` says so. */
export function footballDetail(matchId: number, overrides: Partial<MatchDetail> = {}): MatchDetail {
  return {
    header: footballHeader(matchId),
    resultSource: 'record',
    events: [],
    eventsHeld: { goals: false, cards: false },
    statistics: null,
    lineups: null,
    commentary: null,
    periodScores: null,
    boxScore: null,
    plays: null,
    ...overrides,
  };
}

export function boxLine(playerId: number, playerName: string, points: number): NbaBoxLine {
  return {
    playerId,
    playerName,
    minutes: 36,
    points,
    rebounds: 8,
    assists: 5,
    steals: 1,
    blocks: 0,
    turnovers: 2,
    fieldGoalsMade: 10,
    fieldGoalsAttempted: 20,
    threesMade: 3,
    threesAttempted: 7,
    freeThrowsMade: 4,
    freeThrowsAttempted: 5,
  };
}

/** A finished NBA game, 湖人 110:104 勇士, with its quarters and lines (the simulator's). */
export function nbaDetail(matchId: number, overrides: Partial<MatchDetail> = {}): MatchDetail {
  return footballDetail(matchId, {
    header: footballHeader(matchId, {
      sportId: 2,
      competitionId: 1,
      competitionName: 'NBA',
      stageName: '常规赛',
      roundNum: null,
      statusId: 10,
      statusName: '完场',
      homeName: '湖人',
      awayName: '勇士',
      homeScore: 110,
      awayScore: 104,
      homeHalfScore: null,
      awayHalfScore: null,
    }),
    resultSource: 'simulation',
    eventsHeld: { goals: false, cards: false },
    periodScores: [
      [28, 25],
      [27, 30],
      [30, 22],
      [25, 27],
    ],
    boxScore: { home: [boxLine(1, '詹姆斯', 30)], away: [boxLine(2, '库里', 33)] },
    ...overrides,
  });
}
