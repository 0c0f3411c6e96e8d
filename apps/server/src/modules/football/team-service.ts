import {
  FootballPosition,
  MINUTE_MS,
  type CompetitionTypeSeasons,
  type Lineup,
  type Match,
  type Player,
} from '@sport/contract';
import { Value } from 'typebox/value';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { matchTag } from '../../lib/answer-tags';
import { findMatches } from './match-repository';
import { NotFoundError } from '../../lib/domain-errors';
import { teamLogo } from '../../lib/match-view';
import { matchView } from './match-view';
import { findFootballTeam, findSquad, findTeamColours, findTeamSeasons, seasonExists } from './team-repository';

export interface TeamPartOptions {
  db: Db;
  /** The server's answer cache (`app.cache`). */
  cache: AnswerCache;
}

/** Competition types of the season lists (ours: SPEC keeps only "competitionTypeIds"). */
export const CompetitionType = { League: 1, Cup: 2, International: 3 } as const;
const COMPETITION_TYPE_NAMES: Readonly<Record<number, string>> = { 1: '联赛', 2: '杯赛', 3: '国际赛事' };

/**
 * Our tournaments are the national teams' (World Cup, Euro): international. A league (the five leagues) is a
 * league; anything else a club plays in is a cup.
 */
const competitionTypeOf = (kind: string): number =>
  kind === 'league' ? CompetitionType.League : kind === 'tournament' ? CompetitionType.International : CompetitionType.Cup;

/** A demo birthday is a calendar date ('1998-04-02'): midnight UTC of it. */
const birthdayMs = (date: string | null): number | null => (date === null ? null : Date.parse(`${date}T00:00:00Z`));

/** The team pages' reads: squad, seasons by competition type, a team's matches of a season. */
export function createTeamPart({ db, cache }: TeamPartOptions) {
  // the server's answer cache (decision 034): a team's matches carry their tags, dropped on their `match.<id>` events
  const lineUps = cache.read<Lineup>('football.line-up', { ttlMs: 5 * MINUTE_MS });
  const seasonGroups = cache.read<CompetitionTypeSeasons[]>('football.team-seasons', { ttlMs: MINUTE_MS });
  const seasonMatches = cache.read<Match[]>('football.team-matches', { ttlMs: 10_000, tagsOf: (list) => list.map((m) => matchTag(m.matchId)) });
  // read by every crest a list shows: a club's colours change only with an import
  const colours = cache.read<readonly [string, string] | null>('football.team-colours', { ttlMs: 60 * MINUTE_MS });

  async function team(teamId: number) {
    const row = await findFootballTeam(db, teamId);
    if (!row) throw new NotFoundError('team');
    return row;
  }

  return {
    /** A team's two colours (home, away), any sport's; null for an unknown id. */
    teamColours: (teamId: number): Promise<readonly [string, string] | null> =>
      colours(String(teamId), async () => {
        const [first, second] = (await findTeamColours(db, teamId)) ?? [];
        return first && second ? [first, second] : null;
      }),

    lineUp: (teamId: number): Promise<Lineup> =>
      lineUps(String(teamId), async () => {
        const [row, squad] = await Promise.all([team(teamId), findSquad(db, teamId)]);
        return {
          team: { ...row, logo: teamLogo(row.id), coachName: '', venueName: '', foundedYear: null },
          players: squad.map(
            (p): Player => ({
              id: p.id,
              name: p.name,
              logo: '',
              shirtNumber: p.number,
              position: Value.Check(FootballPosition, p.position) ? p.position : null,
              birthday: birthdayMs(p.birthday),
              height: p.heightCm,
              weight: p.weightKg,
              nationality: p.nationality ?? '',
              marketValue: null,
              generated: p.generated,
            }),
          ),
        };
      }),

    /**
     * The seasons a team played, grouped by competition type (league, cup, international; a type it never
     * played has an empty list), newest first. `keep` is the centre's rule on the groups (the contract's).
     */
    seasonList: (
      teamId: number,
      centre: string,
      keep: (groups: CompetitionTypeSeasons[]) => CompetitionTypeSeasons[],
    ): Promise<CompetitionTypeSeasons[]> =>
      seasonGroups(`${centre}:${teamId}`, async () => {
        await team(teamId);
        const rows = await findTeamSeasons(db, teamId);
        const groups = Object.values(CompetitionType).map(
          (type): CompetitionTypeSeasons => ({
            competitionType: type,
            competitionTypeName: COMPETITION_TYPE_NAMES[type] ?? '',
            list: rows
              .filter((r) => competitionTypeOf(r.competitionKind) === type)
              .map((r) => ({ competitionId: r.competitionId, competitionName: r.competitionName, seasonId: r.seasonId, seasonName: r.seasonName })),
          }),
        );
        return keep(groups);
      }),

    seasonMatch: (teamId: number, seasonId: number): Promise<Match[]> =>
      seasonMatches(`${teamId}:${seasonId}`, async () => {
        const [, known] = await Promise.all([team(teamId), seasonExists(db, seasonId)]);
        if (!known) throw new NotFoundError('season');
        return (await findMatches(db, { seasonId, teamId })).map(matchView);
      }),

  };
}
