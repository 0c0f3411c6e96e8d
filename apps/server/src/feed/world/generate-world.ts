import { LEAGUES } from '../data/clubs';
import { EURO_GROUPS, WORLD_CUP_GROUPS } from '../data/national-teams';
import { EURO_ID, NBA_ID, SPORT_BASKETBALL, SPORT_FOOTBALL, WORLD_CUP_ID } from '../ids';
import { buildLeague } from './league';
import { buildNba, nbaTeamProfiles } from './nba';
import { playFixtures } from './play';
import { buildTeams } from './teams';
import { utcDay, type Built } from './time';
import { buildTournament, type TournamentSpec } from './tournament';
import type { CompetitionRow, SquadMember, TeamRow, WorldRows } from './types';

export const DEFAULT_WORLD_SEED = 20_240_601;

const WORLD_CUP: Omit<TournamentSpec, 'groups'> = {
  competitionId: WORLD_CUP_ID,
  startDaysAgo: 15,
  groupMatchesPerDay: 4,
  groupHours: [10, 13, 16, 19],
  knockout: [
    {
      name: '1/8决赛',
      nameEn: 'Round of 16',
      phase: 2,
      kind: 'playoffs',
      days: [14, 14, 15, 15, 16, 16, 17, 17],
      hours: [15, 19, 15, 19, 15, 19, 15, 19],
      pairs: [['1A', '2B'], ['1C', '2D'], ['1D', '2C'], ['1B', '2A'], ['1E', '2F'], ['1G', '2H'], ['1F', '2E'], ['1H', '2G']],
    },
    {
      name: '1/4决赛',
      nameEn: 'Quarter-finals',
      phase: 2,
      kind: 'playoffs',
      days: [20, 20, 21, 21],
      hours: [15, 19, 15, 19],
      pairs: [['W49', 'W50'], ['W53', 'W54'], ['W51', 'W52'], ['W55', 'W56']],
    },
    { name: '半决赛', nameEn: 'Semi-finals', phase: 2, kind: 'playoffs', days: [24, 25], hours: [19, 19], pairs: [['W57', 'W58'], ['W59', 'W60']] },
    { name: '三四名决赛', nameEn: 'Third place', phase: 2, kind: 'playoffs', days: [28], hours: [15], pairs: [['L61', 'L62']] },
    { name: '决赛', nameEn: 'Final', phase: 5, kind: 'finals', days: [29], hours: [15], pairs: [['W61', 'W62']] },
  ],
  todayOffsets: [-70, 100],
};

const EURO: Omit<TournamentSpec, 'groups'> = {
  competitionId: EURO_ID,
  startDaysAgo: 21,
  groupMatchesPerDay: 3,
  groupHours: [13, 16, 19],
  knockout: [
    {
      name: '1/8决赛',
      nameEn: 'Round of 16',
      phase: 2,
      kind: 'playoffs',
      days: [14, 14, 15, 15, 16, 16, 17, 17],
      hours: [16, 19, 16, 19, 16, 19, 16, 19],
      pairs: [['1A', '2C'], ['2A', '2B'], ['1B', '3ADEF'], ['1C', '3DEF'], ['1F', '3ABC'], ['2D', '2E'], ['1E', '3ABCD'], ['1D', '2F']],
    },
    {
      name: '1/4决赛',
      nameEn: 'Quarter-finals',
      phase: 2,
      kind: 'playoffs',
      days: [20, 20, 21, 21],
      hours: [16, 19, 16, 19],
      pairs: [['W39', 'W37'], ['W41', 'W42'], ['W40', 'W38'], ['W43', 'W44']],
    },
    { name: '半决赛', nameEn: 'Semi-finals', phase: 2, kind: 'playoffs', days: [24, 25], hours: [19, 19], pairs: [['W45', 'W46'], ['W47', 'W48']] },
    { name: '决赛', nameEn: 'Final', phase: 5, kind: 'finals', days: [28], hours: [19], pairs: [['W49', 'W50']] },
  ],
  todayOffsets: [-25, 120],
};

/**
 * The demo world: a pure function of the seed and the clock. Same seed and same `now` ⇒ the same rows.
 * Around now some matches are over, some running, some still to come, in every football competition.
 */
export function generateWorld({ seed = DEFAULT_WORLD_SEED, now }: { seed?: number; now: Date }): WorldRows {
  const nowMs = now.getTime();
  const today = utcDay(nowMs);
  const book = buildTeams(seed);
  const teams = new Map<number, TeamRow>(book.teams.map((t) => [t.id, t]));
  const squads = new Map<number, SquadMember[]>();
  for (const p of book.players) {
    const list = squads.get(p.teamId) ?? [];
    list.push({ id: p.id, position: p.position });
    squads.set(p.teamId, list);
  }

  const competitions: CompetitionRow[] = [
    { id: WORLD_CUP_ID, sportId: SPORT_FOOTBALL, name: '世界杯', nameEn: 'FIFA World Cup', shortName: '世界杯', kind: 'tournament' },
    { id: EURO_ID, sportId: SPORT_FOOTBALL, name: '欧洲杯', nameEn: 'UEFA Euro', shortName: '欧洲杯', kind: 'tournament' },
    ...LEAGUES.map((l): CompetitionRow => ({ id: l.competitionId, sportId: SPORT_FOOTBALL, name: l.name, nameEn: l.nameEn, shortName: l.shortName, kind: 'league' })),
    { id: NBA_ID, sportId: SPORT_BASKETBALL, name: '美国职业篮球联赛', nameEn: 'NBA', shortName: 'NBA', kind: 'nba' },
  ];

  const tournamentCtx = { seed, now: nowMs, today, teamIdByCode: book.nationalIdByCode, teams };
  const nba = buildNba({ seed, now: nowMs, teams, nbaTeamIds: book.nbaTeamIds });
  const parts: Built[] = [
    buildTournament({ ...WORLD_CUP, groups: WORLD_CUP_GROUPS }, tournamentCtx),
    buildTournament({ ...EURO, groups: EURO_GROUPS }, tournamentCtx),
    ...LEAGUES.map((l) => buildLeague(l.competitionId, book.clubIdsByLeague.get(l.competitionId) ?? [], { seed, now: nowMs, today })),
    nba,
  ];
  const fixtures = parts.flatMap((p) => p.fixtures);
  const played = playFixtures(fixtures, { now: nowMs, teams, squads });
  return {
    competitions,
    seasons: parts.flatMap((p) => p.seasons),
    stages: parts.flatMap((p) => p.stages),
    teams: book.teams,
    players: book.players,
    // The NBA games of the public record come as finished rows, beside the simulated ones.
    matches: [...played.matches, ...nba.records.map((r) => ({ ...r, updatedAt: now }))],
    events: played.events,
    nbaTeamProfiles: nbaTeamProfiles(book.teams),
  };
}
