import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seasons } from '../../db/schema/competition';

/** The competition a season belongs to, or null for an unknown season. */
export async function findSeasonCompetition(db: Db, seasonId: number): Promise<number | null> {
  const [row] = await db
    .select({ competitionId: seasons.competitionId })
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .limit(1);
  return row?.competitionId ?? null;
}

/**
 * The competition's current season, or null when it has none: a real one marked current wins over the demo's
 * (the same rule as the editions list, findSeasons).
 */
export async function findCurrentSeason(db: Db, competitionId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.competitionId, competitionId), eq(seasons.isCurrent, true)))
    .orderBy(sql`${seasons.source} = 'demo'`, desc(seasons.startAt))
    .limit(1);
  return row?.id ?? null;
}
