import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { SportId } from '@sport/contract';
import type { Db } from '../../db/client';
import { playerColumns } from '../../db/match-queries';
import { isGeneratedSlot } from '../../db/ids';
import { competitions, seasons } from '../../db/schema/competition';
import { matches } from '../../db/schema/match';
import { players, teams } from '../../db/schema/team';

/** A football team, or null (unknown id, or another sport's team). */
export async function findFootballTeam(db: Db, teamId: number) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, shortName: teams.shortName, country: teams.country })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.sportId, SportId.Football)))
    .limit(1);
  return row ?? null;
}

/** A team's two colours (any sport), or null for an unknown id. */
export async function findTeamColours(db: Db, teamId: number): Promise<string[] | null> {
  const [row] = await db.select({ colors: teams.colors }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row?.colors ?? null;
}

/**
 * A team's squad: its players with a position. Demo players all have one; a real source names scorers without
 * a position (they count for the statistics but are no squad), and the World Cup 2026 squads with one. A team
 * with a whole real squad (a national team's, imported beside its generated one) shows it alone. A club's real
 * players stand in generated places (feed/real-club-players.ts): the rest of its squad is generated and shows with them.
 */
export async function findSquad(db: Db, teamId: number) {
  const rows = await db
    .select(playerColumns)
    .from(players)
    .where(and(eq(players.teamId, teamId), isNotNull(players.position)))
    .orderBy(asc(players.number), asc(players.id));
  const real = rows.some((r) => !r.generated && !isGeneratedSlot(r.id));
  return rows.filter((r) => !real || !r.generated);
}

/** The seasons a team played a match in, newest first, with their competition. */
export async function findTeamSeasons(db: Db, teamId: number) {
  return db
    .selectDistinct({
      competitionId: competitions.id,
      competitionName: competitions.name,
      competitionKind: competitions.kind,
      seasonId: seasons.id,
      seasonName: seasons.name,
      startAt: seasons.startAt,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)))
    .orderBy(desc(seasons.startAt), asc(competitions.id));
}

/** Whether a season exists (any competition's). */
export async function seasonExists(db: Db, seasonId: number): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(seasons).where(eq(seasons.id, seasonId)).limit(1);
  return rows.length > 0;
}
