import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchConditions, selectMatchRows, type MatchFilter } from '../../db/match-queries';
import { matches } from '../../db/schema/match';

/** A season's matches with team, stage and competition names and football's scores, soonest first. */
export async function findMatches(db: Db, filter: MatchFilter) {
  return selectMatchRows(
    db,
    {
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
      homeExtraTimeScore: matches.homeExtraTimeScore,
      awayExtraTimeScore: matches.awayExtraTimeScore,
      homePenaltyScore: matches.homePenaltyScore,
      awayPenaltyScore: matches.awayPenaltyScore,
      homeSource: matches.homeSource,
      awaySource: matches.awaySource,
    },
    and(...matchConditions(filter)),
  );
}

export type MatchRow = Awaited<ReturnType<typeof findMatches>>[number];
