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
