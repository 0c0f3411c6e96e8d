import type { CompetitionTypeSeasons, Lineup, Player, PlayerDetail, PlayerSeasonStat, TeamLeaders } from '@sport/contract';

/** A squad player: 球员<id>, born 1998-04-02, with a number and a position unless overridden. */
export function makePlayer(id: number, overrides: Partial<Player> = {}): Player {
  return {
    id,
    name: `球员${id}`,
    logo: '',
    shirtNumber: id,
    position: 'M',
    birthday: Date.UTC(1998, 3, 2),
    height: 180,
    weight: 75,
    nationality: '英格兰',
    marketValue: null,
    generated: false,
    ...overrides,
  };
}

export function makeLineup(teamId: number, players: Player[]): Lineup {
  return {
    team: {
      id: teamId,
      name: `球队${teamId}`,
      shortName: `队${teamId}`,
      logo: '',
      country: '英格兰',
      coachName: '',
      venueName: '',
      foundedYear: null,
    },
    players,
  };
}

/** One competition-type group of seasons: [seasonId, competitionId, name] each. */
export const makeSeasonGroup = (
  competitionType: number,
  competitionTypeName: string,
  seasons: [number, number, string][],
): CompetitionTypeSeasons => ({
  competitionType,
  competitionTypeName,
  list: seasons.map(([seasonId, competitionId, seasonName]) => ({
    competitionId,
    competitionName: '英超',
    seasonId,
    seasonName,
  })),
});

export const makeLeaders = (teamId: number, seasonId: number, leaders: TeamLeaders['leaders'] = []): TeamLeaders => ({
  teamId,
  seasonId,
  leaders,
});

/** A player profile the source knows little of: every nullable field null. */
export function makePlayerDetail(id: number, overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    ...makePlayer(id, { shirtNumber: null, position: null, birthday: null, height: null, weight: null, nationality: '' }),
    teamId: null,
    teamName: '',
    teamLogo: '',
    preferredFoot: '',
    contractUntil: null,
    ...overrides,
  };
}

export const makeSeasonStat = (playerId: number, seasonId: number, goals: number): PlayerSeasonStat => ({
  playerId,
  seasonId,
  competitionName: '英超',
  // What a simulated season holds: appearances and minutes (its line-ups), goals, assists and cards; shots and
  // saves are unknown (null), as the server says.
  appearances: 7,
  starts: 6,
  minutes_played: 540,
  goals,
  assists: 0,
  shots: null,
  shots_on_target: null,
  saves: null,
  yellowCards: 0,
  redCards: 0,
});
