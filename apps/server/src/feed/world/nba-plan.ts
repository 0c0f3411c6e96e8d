import { deriveSeed } from '../prng';
import { outcome, planOf } from './play';
import type { Fixture, TeamRow } from './types';

export interface PlanContext {
  seed: number;
  teams: Map<number, TeamRow>;
}

/** The winner of a fixture's plan, or undefined while a side is unknown. */
export function plannedWinner(fixture: Fixture, teams: Map<number, TeamRow>): number | undefined {
  const plan = planOf(fixture, teams);
  return plan ? outcome(fixture, plan)[0] : undefined;
}

/** [home, away] final score of a basketball fixture's plan ([0, 0] while a side is unknown). */
export function plannedScore(fixture: Fixture, teams: Map<number, TeamRow>): [number, number] {
  const plan = planOf(fixture, teams);
  if (plan?.kind !== 'basketball') return [0, 0];
  return plan.periods.reduce<[number, number]>((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
}

/**
 * Makes `fixture` end with `winner` winning: the next derived seeds are tried until one plans that result.
 * Only used where the record fixes a result; a game's plan is still an ordinary simulated one. `salt` gives
 * another series of seeds (a second try at a group whose margins came out wrong). True when it worked.
 */
export function forceWinner(fixture: Fixture, winner: number, ctx: PlanContext, salt = 0): boolean {
  if (salt > 0) fixture.simSeed = deriveSeed(ctx.seed, 'match', fixture.id, 'salt', salt);
  for (let attempt = 1; attempt < 64; attempt++) {
    const planned = plannedWinner(fixture, ctx.teams);
    if (planned === undefined) return false;
    if (planned === winner) return true;
    fixture.simSeed = deriveSeed(ctx.seed, 'match', fixture.id, salt, attempt);
  }
  return plannedWinner(fixture, ctx.teams) === winner;
}
