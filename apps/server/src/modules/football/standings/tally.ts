import type { TableResult } from './types';

export const POINTS_WIN = 3;
export const POINTS_DRAW = 1;

/** One team's record over a set of results. */
export interface Tally {
  played: number;
  won: number;
  draw: number;
  loss: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  homeWon: number;
  homeDraw: number;
  homeLoss: number;
  homeTotal: number;
  homePoints: number;
  awayWon: number;
  awayDraw: number;
  awayLoss: number;
  awayTotal: number;
  awayPoints: number;
  /** Goals scored away from home (the away-goals tie-breakers). */
  awayGoalsFor: number;
}

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  draw: 0,
  loss: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  homeWon: 0,
  homeDraw: 0,
  homeLoss: 0,
  homeTotal: 0,
  homePoints: 0,
  awayWon: 0,
  awayDraw: 0,
  awayLoss: 0,
  awayTotal: 0,
  awayPoints: 0,
  awayGoalsFor: 0,
});

function count(t: Tally, scored: number, conceded: number, side: 'home' | 'away'): void {
  const outcome = scored > conceded ? 'Won' : scored === conceded ? 'Draw' : 'Loss';
  const points = outcome === 'Won' ? POINTS_WIN : outcome === 'Draw' ? POINTS_DRAW : 0;
  t.played += 1;
  t.goalsFor += scored;
  t.goalsAgainst += conceded;
  t.points += points;
  if (outcome === 'Won') t.won += 1;
  else if (outcome === 'Draw') t.draw += 1;
  else t.loss += 1;
  t[`${side}${outcome}` as const] += 1;
  t[`${side}Total` as const] += 1;
  t[`${side}Points` as const] += points;
  if (side === 'away') t.awayGoalsFor += scored;
}

/** Records of `teamIds` over the results played only between them (all results when they are the whole table). */
export function tallyAmong(teamIds: readonly number[], results: readonly TableResult[]): Map<number, Tally> {
  const tallies = new Map(teamIds.map((id) => [id, emptyTally()]));
  for (const r of results) {
    const home = tallies.get(r.homeId);
    const away = tallies.get(r.awayId);
    if (!home || !away) continue;
    count(home, r.homeScore, r.awayScore, 'home');
    count(away, r.awayScore, r.homeScore, 'away');
  }
  return tallies;
}

export const goalDiff = (t: Tally): number => t.goalsFor - t.goalsAgainst;
