import { tallyAmong, type Tally } from './tally';
import type { Criterion, TieBreakStep } from './tie-breakers';
import type { TableResult } from './types';

/** Teams the steps could not separate, in no particular order yet. */
export interface LevelGroup {
  teamIds: number[];
  /** A league head-to-head step was skipped for them because the teams have not all met home and away. */
  headToHeadPending: boolean;
}

/** Splits `teamIds` into runs of equal criteria, best first (every criterion: more is better). */
function splitBy(teamIds: number[], tallies: Map<number, Tally>, criteria: Criterion[]): number[][] {
  const key = (id: number): number[] => {
    const t = tallies.get(id);
    if (!t) throw new Error(`standings: no record for team ${id}`);
    return criteria.map((c) => c(t));
  };
  const keyed = teamIds.map((id) => ({ id, key: key(id) }));
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i++) {
      const d = (b[i] ?? 0) - (a[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  keyed.sort((a, b) => compare(a.key, b.key));
  const runs: number[][] = [];
  let previous: number[] | null = null;
  for (const { id, key: k } of keyed) {
    const run = runs.at(-1);
    if (run && previous && compare(previous, k) === 0) run.push(id);
    else runs.push([id]);
    previous = k;
  }
  return runs;
}

/** Every ordered pair of the teams has a result with the first at home. */
function allMetHomeAndAway(teamIds: number[], results: readonly TableResult[]): boolean {
  const met = new Set(results.map((r) => `${r.homeId}:${r.awayId}`));
  return teamIds.every((a) => teamIds.every((b) => a === b || met.has(`${a}:${b}`)));
}

/**
 * Orders `teamIds` by the steps, best first: each step splits every group still level, and the next step
 * sees only the teams the earlier ones left level. Returns the groups, each level on everything applied.
 */
export function orderTeams(
  teamIds: number[],
  steps: readonly TieBreakStep[],
  overallTallies: Map<number, Tally>,
  results: readonly TableResult[],
  headToHeadPending = false,
): LevelGroup[] {
  const [step, ...rest] = steps;
  if (teamIds.length < 2 || step === undefined) return [{ teamIds, headToHeadPending }];
  if (step.kind === 'overall') {
    return splitBy(teamIds, overallTallies, step.criteria).flatMap((run) =>
      orderTeams(run, rest, overallTallies, results, headToHeadPending),
    );
  }
  if (step.bothLegs && !allMetHomeAndAway(teamIds, results)) {
    return orderTeams(teamIds, rest, overallTallies, results, true);
  }
  // Only the matches between the teams of this group count, never those against the others.
  const miniTable = tallyAmong(teamIds, results);
  return splitBy(teamIds, miniTable, step.criteria).flatMap((run) =>
    step.reapply && run.length > 1 && run.length < teamIds.length
      ? orderTeams(run, steps, overallTallies, results, headToHeadPending)
      : orderTeams(run, rest, overallTallies, results, headToHeadPending),
  );
}
