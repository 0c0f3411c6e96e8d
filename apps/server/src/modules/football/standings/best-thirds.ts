import type { TableRow } from './types';

export interface ThirdPlaced {
  /** 1-based place among the third-placed teams. */
  rank: number;
  teamId: number;
  /** Among the `advance` best: through to the round of 32. */
  advances: boolean;
  /** Level on everything our data holds with these teams (fair play and the FIFA ranking are not in it). */
  tiedWith: number[];
}

/** Points, goal difference, goals: more is better, in that order. */
const key = (r: TableRow): number[] => [r.points, r.goalDiff, r.goalsFor];

function compare(a: TableRow, b: TableRow): number {
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i++) {
    const d = (kb[i] ?? 0) - (ka[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The ranking of the groups' third-placed teams (FIFA World Cup 2026 regulations: the eight best of the twelve go
 * through): points, then goal difference, then goals scored in all group matches; then fair-play points and the
 * FIFA ranking, which our data does not hold, so teams level on the first three share their place, in team id
 * order, marked `tiedWith`. Head-to-head does not apply: third-placed teams of different groups never met.
 */
export function rankThirdPlaced(thirds: readonly TableRow[], advance: number): ThirdPlaced[] {
  const sorted = [...thirds].sort((a, b) => compare(a, b) || a.teamId - b.teamId);
  return sorted.map((row, i) => ({
    rank: i + 1,
    teamId: row.teamId,
    advances: i < advance,
    tiedWith: sorted.filter((other) => other !== row && compare(other, row) === 0).map((other) => other.teamId),
  }));
}
