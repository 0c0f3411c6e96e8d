import { basketballNamedStatus, footballNamedStatus, SportId, type BetResult } from '@sport/contract';

/**
 * How a pick settles against a final score: the one implementation for expert tips (modules/news) and users'
 * bets from the platforms (modules/ranking), so a tip and the same bet can never settle differently.
 * Football settles on the score after regular time (no extra time, no penalties); basketball on the final score
 * with overtime. The caller picks the score; this file knows nothing of matches.
 */

/** The results a settled pick can have (SPEC §4): `draw` is a push (the stake comes back). */
export type SettledResult = Extract<BetResult, 'win' | 'lose' | 'draw' | 'half_win' | 'half_lose' | 'cancel'>;

export type Selection =
  /** 1X2; basketball moneyline (no draw there). */
  | { play: 'result'; pick: 'home' | 'draw' | 'away' }
  /** Asian handicap and basketball spread: `line` is the home side's handicap (−0.75, +0.25, −5.5, …). */
  | { play: 'handicap'; pick: 'home' | 'away'; line: number }
  /** Over/under; basketball total. */
  | { play: 'total'; pick: 'over' | 'under'; line: number };

export interface FinalScore {
  home: number;
  away: number;
}

type Half = 'win' | 'lose' | 'push';

/** Lines are in quarters: anything else is a caller's bug, not a result to guess. */
function quarters(line: number): number {
  const q = line * 4;
  if (!Number.isFinite(q) || Math.abs(q - Math.round(q)) > 1e-9) throw new RangeError(`line ${line} is not a quarter line`);
  return Math.round(q);
}

/** `margin4` is the picked side's margin in quarters once the line is applied. */
const halfOf = (margin4: number): Half => (margin4 > 0 ? 'win' : margin4 < 0 ? 'lose' : 'push');

/**
 * A quarter line (±0.25, ±0.75, 2.75, …) is two bets of half the stake on the lines either side of it; a
 * whole or half line is one. `marginAt(q)` is the picked side's margin in quarters against line `q` (in quarters).
 */
function settleLine(lineQ: number, marginAt: (q: number) => number): SettledResult {
  if (lineQ % 2 === 0) {
    const only = halfOf(marginAt(lineQ));
    return only === 'push' ? 'draw' : only;
  }
  const a = halfOf(marginAt(lineQ - 1));
  const b = halfOf(marginAt(lineQ + 1));
  if (a === b) return a === 'push' ? 'draw' : a;
  // Adjacent lines half a goal apart: one half pushes while the other wins or loses.
  const decided = a === 'push' ? b : a;
  return decided === 'win' ? 'half_win' : 'half_lose';
}

/** null score: the match will not be played (postponed, abandoned, cancelled), so the pick is cancelled. */
export function settleSelection(selection: Selection, score: FinalScore | null): SettledResult {
  if (!score) return 'cancel';
  const home4 = score.home * 4;
  const away4 = score.away * 4;
  switch (selection.play) {
    case 'result': {
      const outcome = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
      return outcome === selection.pick ? 'win' : 'lose';
    }
    case 'handicap': {
      // The away side's handicap is the home side's, negated.
      const sign = selection.pick === 'home' ? 1 : -1;
      return settleLine(quarters(selection.line), (q) => sign * (home4 + q - away4));
    }
    case 'total': {
      const total4 = home4 + away4;
      const sign = selection.pick === 'over' ? 1 : -1;
      return settleLine(quarters(selection.line), (q) => sign * (total4 - q));
    }
  }
}

/** What one unit staked returns (stake included) for a result at decimal `odds`. */
function returnFactor(result: SettledResult, odds: number): number {
  switch (result) {
    case 'win':
      return odds;
    case 'half_win':
      return (1 + odds) / 2;
    case 'draw':
    case 'cancel':
      return 1;
    case 'half_lose':
      return 0.5;
    case 'lose':
      return 0;
  }
}

/**
 * Several legs on one slip (a parlay, or a tip on several matches): each leg's return multiplies. One leg is
 * itself. For several, `odds` is the slip's effective decimal odds (its return per unit) and the result says
 * where that lands: win above 1, draw at 1 (cancel when every leg was cancelled), lose at 0, half_lose between.
 */
export function settleLegs(legs: readonly { result: SettledResult; odds: number }[]): { result: SettledResult; odds: number } {
  if (legs.length === 0) throw new RangeError('a slip has at least one leg');
  if (legs.length === 1) return { result: legs[0]!.result, odds: legs[0]!.odds };
  if (legs.every((leg) => leg.result === 'cancel')) return { result: 'cancel', odds: 1 };
  const factor = legs.reduce((product, leg) => product * returnFactor(leg.result, leg.odds), 1);
  const odds = Math.round(factor * 1e6) / 1e6;
  if (odds === 0) return { result: 'lose', odds: 0 };
  if (odds === 1) return { result: 'draw', odds: 1 };
  return { result: odds > 1 ? 'win' : 'half_lose', odds };
}

/**
 * Profit for `stake` at decimal `odds`: win stake·(odds−1), half_win half of that, lose −stake, half_lose
 * −stake/2, draw and cancel 0. A several-leg slip's half_lose from settleLegs carries its effective odds below
 * 1 (no single pick is taken at odds ≤ 1), and loses exactly stake·(1−odds).
 */
export function profitOf(result: SettledResult, stake: number, odds: number): number {
  if (result === 'half_lose' && odds <= 1) return stake * (odds - 1);
  return stake * (returnFactor(result, odds) - 1);
}

/** What settling needs of a match (the football service's matchResults answers it). */
export interface SettlingMatch {
  sportId: number;
  statusId: number;
  /** The final score (basketball with overtime). */
  score: FinalScore | null;
  /** Football's score after regular time (no extra time, no penalties). */
  regularTimeScore: FinalScore | null;
}

/** A match's say in settling: not yet (still to play, in play, interrupted), or done with the score to settle on. */
export type MatchVerdict = { done: false } | { done: true; score: FinalScore | null };

/**
 * SPEC §4 statuses through the contract's named map: ended settles on the score (football after regular time,
 * basketball with overtime); postponed, delayed, cancelled and abandoned settle as not played (null: cancel).
 * Interrupted, to-be-decided and abnormal wait: the match may still be finished.
 */
export function verdictOf(match: SettlingMatch): MatchVerdict {
  const named =
    match.sportId === SportId.Basketball ? basketballNamedStatus(match.statusId) : footballNamedStatus(match.statusId);
  switch (named) {
    case 'ENDED': {
      const score = match.sportId === SportId.Football ? match.regularTimeScore : match.score;
      // Finished without a score is a feed still writing it: wait rather than guess.
      return score ? { done: true, score } : { done: false };
    }
    case 'POSTPONED':
    case 'DELAYED':
    case 'CANCELLED':
    case 'ABANDONED':
      return { done: true, score: null };
    case 'NOT_STARTED':
    case 'LIVE':
    case 'INTERRUPTED':
    case 'SUSPENDED':
      return { done: false };
  }
}

