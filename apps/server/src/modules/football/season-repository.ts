import { and, eq } from 'drizzle-orm';
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

/** The competition's current season (the demo one), or null when it has none. */
export async function findCurrentSeason(db: Db, competitionId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.competitionId, competitionId), eq(seasons.isCurrent, true)))
    .limit(1);
  return row?.id ?? null;
}
