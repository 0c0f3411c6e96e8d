import { asc, eq, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, seasons, stages } from '../../db/schema/competition';
import { matches } from '../../db/schema/match';

/** A season's stages in display order, with their competition's kind and the first and last kick-off of each. */
export async function findStages(db: Db, seasonId: number) {
  return db
    .select({
      id: stages.id,
      name: stages.name,
      competitionId: seasons.competitionId,
      competitionKind: competitions.kind,
      seasonId: stages.seasonId,
      order: stages.sortOrder,
      groups: stages.groupNames,
      firstKickoff: min(matches.kickoffAt),
      lastKickoff: max(matches.kickoffAt),
    })
    .from(stages)
    .innerJoin(seasons, eq(seasons.id, stages.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .leftJoin(matches, eq(matches.stageId, stages.id))
    .where(eq(stages.seasonId, seasonId))
    .groupBy(stages.id, seasons.competitionId, competitions.kind)
    .orderBy(asc(stages.sortOrder), asc(stages.id));
}

export type StageRow = Awaited<ReturnType<typeof findStages>>[number];
