import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matchEvents, matches, players } from '../db/schema';
import { WORLD_CUP_ID } from '../db/ids';
import { readOncePerDatabase } from './record-once';

/** The tournament whose goals a real club player's finishing leans on: the last one we ship, which is over. */
const FROM = new Date('2026-06-01T00:00:00Z');
const TO = new Date('2026-08-01T00:00:00Z');

/**
 * Goals each player scored at the World Cup 2026 (the record we ship), by his English name, as a real club player
 * placed from the tournament's squads (feed/real-club-players.ts) carries it: a simulated match leans on those who
 * scored there (match-sheet/plan.ts). Read once per database (the tournament is over).
 */
export const worldCupGoals = readOncePerDatabase(async (db: Db): Promise<Map<string, number>> => {
  const rows = await db
    .select({ name: players.nameEn, goals: count() })
    .from(matchEvents)
    .innerJoin(players, eq(players.id, matchEvents.playerId))
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        eq(matches.competitionId, WORLD_CUP_ID),
        gte(matches.kickoffAt, FROM),
        lt(matches.kickoffAt, TO),
        inArray(matchEvents.type, ['goal', 'penalty_goal']),
      ),
    )
    .groupBy(players.nameEn);
  return new Map(rows.map((r) => [r.name, r.goals]));
});
