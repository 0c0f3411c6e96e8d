import { LEAGUES } from '../data/clubs';
import { EURO_ID, NBA_ID, SPORT_BASKETBALL, SPORT_FOOTBALL, WORLD_CUP_ID } from '../../db/ids';
import { buildNba, nbaTeamProfiles } from './nba';
import { playFixtures } from './play';
import { buildTeams } from './teams';
import type { Built } from './time';
import type { CompetitionRow, SquadMember, TeamRow, WorldRows } from './types';

export const DEFAULT_WORLD_SEED = 20_240_601;

/**
 * The demo world: a pure function of the seed and the clock. Same seed and same `now` ⇒ the same rows.
 * Its football is the competitions, the teams and their squads only: every football season and match is real
 * and imported (feed/openfootball: past seasons, the running 2026/27, the World Cup and Euro editions), so
 * nothing invented stands beside the record. The NBA's running season is still generated around now.
 */
export function generateWorld({ seed = DEFAULT_WORLD_SEED, now }: { seed?: number; now: Date }): WorldRows {
  const nowMs = now.getTime();
  const book = buildTeams(seed);
  const teams = new Map<number, TeamRow>(book.teams.map((t) => [t.id, t]));
  const squads = new Map<number, SquadMember[]>();
  for (const p of book.players) {
    const list = squads.get(p.teamId) ?? [];
    list.push({ id: p.id, name: p.name, number: p.number, position: p.position, real: false });
    squads.set(p.teamId, list);
  }

  const competitions: CompetitionRow[] = [
    { id: WORLD_CUP_ID, sportId: SPORT_FOOTBALL, name: '世界杯', nameEn: 'FIFA World Cup', shortName: '世界杯', kind: 'tournament' },
    { id: EURO_ID, sportId: SPORT_FOOTBALL, name: '欧洲杯', nameEn: 'UEFA Euro', shortName: '欧洲杯', kind: 'tournament' },
    ...LEAGUES.map((l): CompetitionRow => ({ id: l.competitionId, sportId: SPORT_FOOTBALL, name: l.name, nameEn: l.nameEn, shortName: l.shortName, kind: 'league' })),
    { id: NBA_ID, sportId: SPORT_BASKETBALL, name: '美国职业篮球联赛', nameEn: 'NBA', shortName: 'NBA', kind: 'nba' },
  ];

  const nba = buildNba({ seed, now: nowMs, teams, nbaTeamIds: book.nbaTeamIds });
  const parts: Built[] = [nba];
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
