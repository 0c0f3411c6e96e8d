import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MINUTE_MS, type MatchPush } from '@sport/contract';
import type { Database } from '../db/client';
import { matchEvents, matches } from '../db/schema';
import { createTestDatabase } from '../../test/helpers/db';
import { addMatch, seedMoneyWorld } from '../../test/news/money-fixture';
import { applyCorrection } from './apply-correction';
import { simulateTick } from './live-simulator';
import { varReviewOf } from './simulated-corrections';
import { planMatch, stateAt, type FootballPlan } from './timeline';

// The simulator strikes a goal off by VAR now and then, through the operator's correction, and never puts a
// struck-off goal back: the score it writes and pushes is always the goals that stand.

// The money world's two football teams are both of strength 50.
const planOf = (simSeed: number) =>
  planMatch({ sportId: 1, simSeed, homeStrength: 50, awayStrength: 50, knockout: false }) as FootballPlan;

const ELAPSED = Array.from({ length: 200 }, (_, m) => m);
/** The first whole real minute after kick-off at which the plan's event `seq` has happened. */
const happenedAt = (plan: FootballPlan, seq: number) => ELAPSED.find((m) => stateAt(plan, m * MINUTE_MS).eventCount >= seq) ?? 0;

/** The first seed with a review that a tick can see before: the goal scored a whole minute before it is struck off. */
function reviewedMatch() {
  for (let seed = 1; ; seed++) {
    const plan = planOf(seed);
    const review = varReviewOf(plan, seed);
    if (!review) continue;
    const scoredAt = happenedAt(plan, review.seq);
    const decidedAt = ELAPSED.find((m) => m >= scoredAt && (stateAt(plan, m * MINUTE_MS).minute ?? 0) >= review.minute) ?? 0;
    if (decidedAt > scoredAt) return { seed, plan, review, scoredAt, decidedAt };
  }
}

describe('the video review', () => {
  it('strikes a goal off in about one match in eight, the same one for the same seed', () => {
    const seeds = Array.from({ length: 800 }, (_, i) => i + 1);
    const reviewed = seeds.filter((seed) => varReviewOf(planOf(seed), seed) !== null);
    expect(reviewed.length / seeds.length).toBeGreaterThan(0.06);
    expect(reviewed.length / seeds.length).toBeLessThan(0.16);
    for (const seed of reviewed.slice(0, 20)) {
      const plan = planOf(seed);
      const review = varReviewOf(plan, seed);
      expect(varReviewOf(planOf(seed), seed)).toEqual(review);
      const goal = plan.events.find((e) => e.seq === review?.seq);
      expect(goal?.type).toMatch(/goal$/);
      expect((review?.minute ?? 0) - (goal?.minute ?? 0)).toBeGreaterThanOrEqual(1);
      expect((review?.minute ?? 0) - (goal?.minute ?? 0)).toBeLessThanOrEqual(2);
    }
  });
});

describe('a simulated match with a goal struck off', () => {
  let database: Database;
  const kickoff = new Date('2026-11-21T15:00:00Z');
  const at = (minutes: number) => new Date(kickoff.getTime() + minutes * MINUTE_MS);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMoneyWorld(database.db);
  }, 120_000);
  afterAll(() => database.close());

  /** A regular match of the seed, kicked off at `kickoff`, that the simulator plays. */
  async function simulated(simSeed: number): Promise<number> {
    const id = await addMatch(database.db, { kickoffAt: kickoff.getTime() });
    await database.db.update(matches).set({ simSeed }).where(eq(matches.id, id));
    return id;
  }

  const rowOf = async (id: number) => (await database.db.select().from(matches).where(eq(matches.id, id)))[0];
  const eventsOf = (id: number) =>
    database.db.select().from(matchEvents).where(eq(matchEvents.matchId, id)).orderBy(asc(matchEvents.seq));
  /** The score the goals that stand make, and the half-time one. */
  const standing = async (id: number) => {
    const goals = (await eventsOf(id)).filter((e) => ['goal', 'penalty_goal', 'own_goal'].includes(e.type));
    const count = (side: 1 | 2, maxMinute = 200) => goals.filter((e) => e.side === side && e.minute <= maxMinute).length;
    return { homeScore: count(1), awayScore: count(2), homeHalfScore: count(1, 45), awayHalfScore: count(2, 45) };
  };

  it('counts the goal until the review, then takes it off, keeps the row marked VAR and pushes the score back', async () => {
    const { seed, plan, review, scoredAt, decidedAt } = reviewedMatch();
    const id = await simulated(seed);
    const side = plan.events.find((e) => e.seq === review.seq)?.side;

    await simulateTick(database.db, at(scoredAt), () => Promise.resolve());
    const before = await rowOf(id);
    expect((await eventsOf(id)).find((e) => e.seq === review.seq)?.type).toMatch(/goal$/);
    expect(before).toMatchObject(await standing(id));

    const pushed: MatchPush[] = [];
    await simulateTick(database.db, at(decidedAt), (_channel, data) => {
      pushed.push(data);
      return Promise.resolve();
    });
    expect((await eventsOf(id)).find((e) => e.seq === review.seq)).toMatchObject({ type: 'disallowed_goal', detail: 'VAR' });
    const after = await rowOf(id);
    expect(after).toMatchObject(await standing(id));
    const key = side === 1 ? 'homeScore' : 'awayScore';
    // goals scored between the two ticks count too: the struck one is one fewer than all the plan's so far
    const planned = plan.events.filter(
      (e) => e.seq <= stateAt(plan, decidedAt * MINUTE_MS).eventCount && e.side === side && e.type !== 'yellow' && e.type !== 'red',
    ).length;
    expect(after?.[key]).toBe(planned - 1);
    expect(pushed).toEqual([expect.objectContaining({ matchId: id, homeScore: after?.homeScore, awayScore: after?.awayScore })]);

    // to the final whistle: the goal stays off
    await simulateTick(database.db, at(200), () => Promise.resolve());
    const final = await rowOf(id);
    expect(final?.statusId).toBe(8);
    expect(final).toMatchObject(await standing(id));
  });

  it('keeps a goal an operator struck off during play off the score, tick after tick', async () => {
    // a match with two goals or more, one of them struck off by the review (it happens on top)
    const { seed, plan, review } = reviewedMatch();
    const first = plan.events.find((e) => e.type.endsWith('goal') && e.seq !== review.seq);
    if (!first) throw new Error('no other goal to strike off');
    const id = await simulated(seed);
    const scoredAt = happenedAt(plan, first.seq);
    await simulateTick(database.db, at(scoredAt), () => Promise.resolve());

    const outcome = await applyCorrection(database.db, { matchId: id, disallowGoal: { seq: first.seq, reason: 'offside' } });
    expect(outcome.ok && outcome.changed).toBe(true);
    for (const minutes of [scoredAt + 1, scoredAt + 20, 200]) {
      await simulateTick(database.db, at(minutes), () => Promise.resolve());
      expect(await rowOf(id)).toMatchObject(await standing(id));
    }
    expect((await eventsOf(id)).find((e) => e.seq === first.seq)).toMatchObject({ type: 'disallowed_goal', detail: 'offside' });
  });
});
