import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CompetitionId } from '@sport/contract';
import type { Database } from '../db/client';
import { matches, teams } from '../db/schema';
import { createTestDatabase } from '../../test/helpers/db';
import { seedRealSeasons } from '../../test/helpers/real-seasons';
import { catchUpSimulation } from './live-simulator';
import { recordGoalRates } from './record-goal-rates';
import { planMatch, stateAt, type GoalRates, type MatchPlan } from './timeline';
import { generateWorld } from './world/generate-world';

// A league's simulated matches score as its recorded seasons did: the Bundesliga's 2024/25 had 3.13 goals a
// match, Serie A's 2.55; one rate for both had them alike.
const NOW = new Date('2026-11-26T12:00:00Z');
const LEAGUES = [
  { id: CompetitionId.Bundesliga, code: 'de' },
  { id: CompetitionId.SerieA, code: 'it' },
] as const;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const files = LEAGUES.flatMap((l) => [`football-2024-25-${l.code}.1.json`, `football-2026-27-${l.code}.1.json`]);
  await seedRealSeasons(database.db, generateWorld({ seed: 1, now: NOW }), files, NOW);
}, 120_000);
afterAll(() => database.close());

const strengths = async () =>
  new Map((await database.db.select({ id: teams.id, s: teams.strength }).from(teams)).map((t) => [t.id, t.s]));
const finalGoals = (plan: MatchPlan) => {
  const end = stateAt(plan, 4 * 3600_000);
  return (end.homeScore ?? 0) + (end.awayScore ?? 0);
};

describe("a league's goal rates", () => {
  it('make a simulated season of its recorded fixtures score as the record did', async () => {
    const rates = await recordGoalRates(database.db);
    const strength = await strengths();
    for (const league of LEAGUES) {
      const recorded = await database.db
        .select()
        .from(matches)
        .where(and(eq(matches.competitionId, league.id), eq(matches.resultSource, 'record'), eq(matches.statusId, 8)));
      const season = recorded.filter((m) => m.kickoffAt < new Date('2026-07-01T00:00:00Z'));
      const recordMean = season.reduce((sum, m) => sum + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0) / season.length;
      // Ten simulated seasons of the same fixtures, the same clubs.
      const simulate = (goalRates: GoalRates | undefined) => {
        let goals = 0;
        for (let seed = 1; seed <= 10; seed++) {
          for (const m of season) {
            const plan = planMatch({
              sportId: 1,
              simSeed: seed * 100_003 + m.id,
              homeStrength: strength.get(m.homeTeamId ?? 0) ?? 70,
              awayStrength: strength.get(m.awayTeamId ?? 0) ?? 70,
              knockout: false,
              goalRates,
            });
            goals += finalGoals(plan);
          }
        }
        return goals / (10 * season.length);
      };
      expect(
        Math.abs(simulate(rates.get(league.id)) - recordMean),
        `${league.code}: record ${recordMean}`,
      ).toBeLessThan(0.1);
    }
    const total = (id: number) => (rates.get(id)?.home ?? 0) + (rates.get(id)?.away ?? 0);
    expect(total(CompetitionId.Bundesliga) - total(CompetitionId.SerieA)).toBeGreaterThan(0.4);
  });

  it("are what the live simulator plays a real league's fixtures at", async () => {
    await catchUpSimulation(database.db, NOW);
    const rates = await recordGoalRates(database.db);
    const strength = await strengths();
    const played = await database.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.resultSource, 'simulation'),
          inArray(
            matches.competitionId,
            LEAGUES.map((l) => l.id),
          ),
        ),
      );
    expect(played.length).toBeGreaterThan(100);
    const scoreOf = (m: (typeof played)[number], goalRates: GoalRates | undefined) => {
      const plan = planMatch({
        sportId: 1,
        simSeed: m.simSeed,
        homeStrength: strength.get(m.homeTeamId ?? 0) ?? 70,
        awayStrength: strength.get(m.awayTeamId ?? 0) ?? 70,
        knockout: false,
        goalRates,
      });
      const end = stateAt(plan, 4 * 3600_000);
      return [end.homeScore ?? 0, end.awayScore ?? 0] as const;
    };
    // A goal struck off by a simulated review (simulated-corrections.ts) is the one way a stored score falls short
    // of its plan's: one goal of one side.
    const fits = (goalRates: (m: (typeof played)[number]) => GoalRates | undefined) =>
      played.filter((m) => {
        const [home, away] = scoreOf(m, goalRates(m));
        const short = home - (m.homeScore ?? 0) + (away - (m.awayScore ?? 0));
        return (m.homeScore ?? 0) <= home && (m.awayScore ?? 0) <= away && short <= 1;
      }).length;
    expect(fits((m) => rates.get(m.competitionId))).toBe(played.length);
    expect(fits(() => undefined)).toBeLessThan(played.length * 0.8);
  });
});
