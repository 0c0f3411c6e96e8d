import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matchEvents, type matches } from '../db/schema';
import { writeCorrection } from './correction';
import { createRng } from './prng';
import type { FootballPlan, MatchState } from './timeline';

/**
 * How the live simulator lives with corrections (issue 24 §2). Its state is a pure function of the seed and the
 * clock, so every tick would put a struck-off goal back: the goals the database holds as disallowed (by its own
 * review or by an operator) are taken off the state it writes. And now and then it has a goal of its own struck
 * off by VAR, through the same correction as the operator's route, so that path runs in every demo.
 */

/** About one regular-season match in eight. */
const REVIEW_CHANCE = 1 / 8;
/** Mixed into the seed: the review is drawn apart from the plan, so every match plays as it did before. */
const REVIEW_SALT = 0x5bd1e995;

export interface VarReview {
  /** The goal struck off (its seq in the plan and in match_events). */
  seq: number;
  /** The minute of play at which the review decides, a minute or two after the goal. */
  minute: number;
}

/**
 * The goal a match's video review strikes off, or null (most matches). Only a goal whose review falls in the same
 * half is drawn, so the decision comes before the break and never in a match already over.
 */
export function varReviewOf(plan: FootballPlan, simSeed: number): VarReview | null {
  const rng = createRng((simSeed ^ REVIEW_SALT) >>> 0);
  if (!rng.chance(REVIEW_CHANCE)) return null;
  const delay = rng.int(1, 2);
  const goals = plan.events.filter(
    (e) =>
      (e.type === 'goal' || e.type === 'penalty_goal') &&
      (e.minute + delay <= 45 || (e.minute > 45 && e.minute + delay <= 90)),
  );
  if (goals.length === 0) return null;
  const goal = rng.pick(goals);
  return { seq: goal.seq, minute: goal.minute + delay };
}

export interface StruckOffGoal {
  seq: number;
  side: 1 | 2;
  minute: number;
}

/** The goals struck off the given matches, by match. */
export async function struckOffGoals(db: Db, matchIds: readonly number[]): Promise<Map<number, StruckOffGoal[]>> {
  const out = new Map<number, StruckOffGoal[]>();
  if (matchIds.length === 0) return out;
  const rows = await db
    .select({ matchId: matchEvents.matchId, seq: matchEvents.seq, side: matchEvents.side, minute: matchEvents.minute })
    .from(matchEvents)
    .where(and(inArray(matchEvents.matchId, [...matchIds]), eq(matchEvents.type, 'disallowed_goal')));
  for (const { matchId, ...goal } of rows) out.set(matchId, [...(out.get(matchId) ?? []), goal]);
  return out;
}

type ScoreColumns = Pick<MatchState, 'homeScore' | 'awayScore' | 'homeHalfScore' | 'awayHalfScore'>;

/** The simulated state without the goals struck off: as writeCorrection took each off (a first-half goal off the half too). */
export function withoutStruckOff<T extends ScoreColumns>(state: T, goals: readonly StruckOffGoal[] = []): T {
  const out = { ...state };
  const less = (value: number | null) => (value === null ? null : Math.max(0, value - 1));
  for (const goal of goals) {
    if (goal.side === 1) {
      out.homeScore = less(out.homeScore);
      if (goal.minute <= 45) out.homeHalfScore = less(out.homeHalfScore);
    } else {
      out.awayScore = less(out.awayScore);
      if (goal.minute <= 45) out.awayHalfScore = less(out.awayHalfScore);
    }
  }
  return out;
}

/**
 * Inside a tick's transaction, after the match's state and events are written: strikes off the match's reviewed
 * goal once its minute has come. Returns the corrected row to publish, or null when there was nothing to do.
 */
export async function reviewGoal(
  tx: Db,
  match: { id: number; simSeed: number; kind: string },
  plan: FootballPlan,
  state: Pick<MatchState, 'eventCount' | 'minute'>,
  struckOff: readonly StruckOffGoal[] = [],
  now: Date,
): Promise<typeof matches.$inferSelect | null> {
  // A knockout tie's winner is the plan's (it fills the next round's slot): its goals stand.
  if (match.kind !== 'regular') return null;
  const review = varReviewOf(plan, match.simSeed);
  if (!review || state.eventCount < review.seq || (state.minute ?? 0) < review.minute) return null;
  if (struckOff.some((goal) => goal.seq === review.seq)) return null;
  const outcome = await writeCorrection(tx, { matchId: match.id, disallowGoal: { seq: review.seq, reason: 'VAR' } }, now);
  return outcome.ok && outcome.changed ? outcome.match : null;
}
