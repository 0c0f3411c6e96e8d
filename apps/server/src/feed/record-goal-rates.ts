import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { matches, teams } from '../db/schema';
import { SPORT_FOOTBALL } from '../db/ids';
import { readOncePerDatabase } from './record-once';
import { FOOTBALL_FINISHED, STRENGTH_SCALE, type GoalRates } from './timeline';

/** The running seasons start after this: only seasons that are over are read, so a league's rates hold all season. */
const BEFORE = new Date('2026-07-01T00:00:00Z');
/** Fewer recorded matches than a season's half say too little of a league. */
const MIN_MATCHES = 150;

/**
 * Each competition's goal rates from its recorded seasons that are over (the shipped 2024/25 leagues): a
 * simulated Bundesliga match scores as the Bundesliga does (3.1 a match), Serie A as Serie A (2.5). The record's
 * average is taken back through the strengths of the sides that played it (timeline.ts: a side's rate grows
 * by e^(diff/STRENGTH_SCALE)), so the simulated season averages what the recorded one did. Read once per database
 * (those seasons are over).
 */
export const recordGoalRates = readOncePerDatabase(async (db: Db): Promise<Map<number, GoalRates>> => {
  const home = alias(teams, 'home_team');
  const away = alias(teams, 'away_team');
  const edge = sql`exp((${home.strength} - ${away.strength})::float8 / ${STRENGTH_SCALE})`;
  const rows = await db
    .select({
      competitionId: matches.competitionId,
      played: sql<number>`count(*)::int`,
      homeGoals: sql<number>`avg(${matches.homeScore})::float8`,
      awayGoals: sql<number>`avg(${matches.awayScore})::float8`,
      homeEdge: sql<number>`avg(${edge})::float8`,
      awayEdge: sql<number>`avg(1 / ${edge})::float8`,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.sportId, SPORT_FOOTBALL),
        eq(matches.resultSource, 'record'),
        eq(matches.kind, 'regular'),
        eq(matches.statusId, FOOTBALL_FINISHED),
        lt(matches.kickoffAt, BEFORE),
      ),
    )
    .groupBy(matches.competitionId);
  return new Map(
    rows
      .filter((r) => r.played >= MIN_MATCHES)
      .map((r): [number, GoalRates] => [
        r.competitionId,
        { home: r.homeGoals / r.homeEdge, away: r.awayGoals / r.awayEdge },
      ]),
  );
});
