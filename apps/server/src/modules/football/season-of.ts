import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/domain-errors';
import { findCurrentSeason, findSeasonCompetition } from './season-repository';

/**
 * The season a centre call reads: the given one when it is this competition's (another competition's season
 * is as unknown here as a made-up id: 404), else the competition's current season (404 when it has none).
 */
export async function seasonOf(db: Db, competitionId: number, seasonId?: number): Promise<number> {
  if (seasonId !== undefined) {
    if ((await findSeasonCompetition(db, seasonId)) !== competitionId) throw new NotFoundError('season');
    return seasonId;
  }
  const current = await findCurrentSeason(db, competitionId);
  if (current === null) throw new NotFoundError('competition');
  return current;
}
