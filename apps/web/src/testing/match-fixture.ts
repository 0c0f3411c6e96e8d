import type { Match } from '@sport/contract';

/**
 * An upcoming match in 2030 between 主队<id> and 客队<id> (team ids <id>1, <id>2), no score yet; `sport` gives
 * the sport's competition, season and stage, `overrides` what a test looks at.
 */
export function matchFixture(
  matchId: number,
  sport: Pick<
    Match,
    'sportId' | 'competitionId' | 'competitionName' | 'seasonId' | 'stageName' | 'groupName' | 'roundNum'
  > &
    Partial<Match>,
  overrides: Partial<Match> = {},
): Match {
  return {
    matchId,
    stageId: 1,
    statusId: 1,
    minute: null,
    matchDate: Date.UTC(2030, 0, 1, 12),
    homeId: matchId * 10 + 1,
    awayId: matchId * 10 + 2,
    homeName: `主队${matchId}`,
    awayName: `客队${matchId}`,
    homeLogo: '',
    awayLogo: '',
    homeScore: null,
    awayScore: null,
    homeHalfScore: null,
    awayHalfScore: null,
    anchorInfo: [],
    ...sport,
    ...overrides,
  };
}
