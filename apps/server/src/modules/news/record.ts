import { DAY_MS } from '@sport/contract';
import type { TipResult } from '../../db/schema/news';

/** A settled tip as the record needs it. */
export interface SettledTip {
  result: TipResult;
  /** Units won (+) or lost (−). */
  profit: number;
  stake: number;
  /**
   * When its (first) match kicked off: the record's order (the last ten, the streaks) and the week's window. Not when
   * it was settled: a start settles every tip that came due while no server ran in one sweep, at one instant, and
   * the seeded past is settled that way, so settlement times say nothing of the order the tips were played in.
   */
  kickoffAt: number;
  /** Breaks ties of kickoffAt (tips on the same match, or kick-offs at the same minute): newest first. */
  id: number;
}

/** An expert's record, each figure with the sample it is taken over. */
export interface ExpertRecord {
  /** Settled tips that won or lost (pushes and cancels are neither a hit nor a miss). */
  settledSession: number;
  hitSession: number;
  /** Percent, one decimal; 0 with no sample. */
  hitPercents: number;
  /** The last ten decided tips, newest first: 1 hit, 0 miss. */
  tenHistory: number[];
  tenWin: number;
  tenSample: number;
  /** Percent return on units staked over the settled tips on matches of the last 7 days. */
  weekRateReturn: number;
  weekSample: number;
  longestWin: number;
  winContinuous: number;
  streakSample: number;
  /** Percent: profit ÷ units staked over every staked (not cancelled) settled tip. */
  yieldRate: number;
  unitsStaked: number;
  profitUnits: number;
  /** Tips the yield is taken over. */
  yieldSample: number;
}

const isHit = (r: TipResult): boolean => r === 'win' || r === 'half_win';
const isDecided = (r: TipResult): boolean => r !== 'draw' && r !== 'cancel';
const round1 = (x: number): number => Math.round(x * 10) / 10;
const round2 = (x: number): number => Math.round(x * 100) / 100;
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : round1((part / whole) * 100));

function returnOf(tips: readonly SettledTip[]): { units: number; profit: number; sample: number } {
  // A cancelled tip was never a bet: it is left out of units staked rather than counted as a 0% bet.
  const staked = tips.filter((t) => t.result !== 'cancel');
  return {
    units: staked.reduce((sum, t) => sum + t.stake, 0),
    profit: staked.reduce((sum, t) => sum + t.profit, 0),
    sample: staked.length,
  };
}

/** The record from settled tips only, at `now` (for the week's window). Order of `tips` does not matter. */
export function expertRecord(tips: readonly SettledTip[], now: number): ExpertRecord {
  const newestFirst = [...tips].sort((a, b) => b.kickoffAt - a.kickoffAt || b.id - a.id);
  const decided = newestFirst.filter((t) => isDecided(t.result));
  const hits = decided.filter((t) => isHit(t.result)).length;
  const ten: number[] = decided.slice(0, 10).map((t) => (isHit(t.result) ? 1 : 0));

  let winContinuous = 0;
  while (winContinuous < decided.length && isHit(decided[winContinuous]!.result)) winContinuous += 1;
  let longestWin = 0;
  let run = 0;
  for (const t of decided) {
    run = isHit(t.result) ? run + 1 : 0;
    longestWin = Math.max(longestWin, run);
  }

  const week = returnOf(newestFirst.filter((t) => t.kickoffAt > now - 7 * DAY_MS));
  const all = returnOf(newestFirst);
  return {
    settledSession: decided.length,
    hitSession: hits,
    hitPercents: percent(hits, decided.length),
    tenHistory: ten,
    tenWin: ten.reduce((sum, x) => sum + x, 0),
    tenSample: ten.length,
    weekRateReturn: percent(week.profit, week.units),
    weekSample: week.sample,
    longestWin,
    winContinuous,
    streakSample: decided.length,
    yieldRate: percent(all.profit, all.units),
    unitsStaked: round2(all.units),
    profitUnits: round2(all.profit),
    yieldSample: all.sample,
  };
}
