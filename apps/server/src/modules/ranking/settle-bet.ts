import type { BetResult, BetSelection } from '@sport/contract';
import type { StoredLeg } from '../../db/schema/ranking';
import {
  profitOf,
  settleLegs,
  settleSelection,
  verdictOf,
  type FinalScore,
  type Selection,
  type SettledResult,
} from '../../lib/settlement';

/** The wire's selection (lines as decimal text) as the settlement rules take it. */
export function selectionOf(selection: BetSelection): Selection {
  return selection.play === 'result' ? selection : { ...selection, line: Number(selection.line) };
}

/** What the football module tells of a match (its matchResults). */
export interface MatchOutcome {
  id: number;
  sportId: number;
  statusId: number;
  score: FinalScore | null;
  regularTimeScore: FinalScore | null;
}

/** open: not decided yet; void: will not be played as scheduled (picks cancelled); else the score picks settle on. */
export type SettleScore = 'open' | 'void' | FinalScore;

/**
 * The shared rule (lib/settlement.ts verdictOf), in the ingest's words: a match still to be decided is open, one
 * that will not be played is void, else its score. Tips and bets read one rule, so a delayed match means the same
 * for both.
 */
export function settleScoreOf(match: MatchOutcome): SettleScore {
  const verdict = verdictOf(match);
  if (!verdict.done) return 'open';
  return verdict.score ?? 'void';
}

const SETTLED: readonly BetResult[] = ['win', 'lose', 'draw', 'half_win', 'half_lose', 'cancel'];
/** A result a platform sent that says how the pick ended; a failed leg counts as cancelled. */
export function settledResultOf(result: BetResult | null | undefined): SettledResult | null {
  if (result === 'failure') return 'cancel';
  return result && SETTLED.includes(result) ? (result as SettledResult) : null;
}

export interface SettledBet {
  legs: StoredLeg[];
  result: SettledResult;
  profit: number;
}

/**
 * A leg's result now: the platform's when it sent one (its word), else the shared rule on its match's score (ours
 * are settled afresh each time, so a corrected score moves them); null while the match is open.
 */
function legResult(leg: StoredLeg, scores: ReadonlyMap<number, SettleScore>): SettledResult | null {
  if (leg.fromPlatform) return settledResultOf(leg.result);
  const score = scores.get(leg.matchId) ?? 'open';
  return score === 'open' ? null : settleSelection(selectionOf(leg.selection), score === 'void' ? null : score);
}

/**
 * Settles a slip by the shared rules: a leg keeps the platform's result when it sent one, else it settles on its
 * match. A slip of several legs with one lost is lost whatever the others do (a lost leg returns nothing), so it
 * settles then, as a bookmaker settles it, its legs still to play without a result. null while it can still go
 * either way.
 */
export function settleBet(stake: number, legs: readonly StoredLeg[], scores: ReadonlyMap<number, SettleScore>): SettledBet | null {
  const settled = legs.map((leg): StoredLeg => ({ ...leg, result: legResult(leg, scores) }));
  if (settled.length > 1 && settled.some((leg) => leg.result === 'lose')) {
    return { legs: settled, result: 'lose', profit: profitOf('lose', stake, 0) };
  }
  if (settled.some((leg) => leg.result === null)) return null;
  const slip = settleLegs(settled.map((leg) => ({ result: leg.result as SettledResult, odds: leg.odds })));
  return { legs: settled, result: slip.result, profit: profitOf(slip.result, stake, slip.odds) };
}

/** A slip settled before all its matches were played (lost early): a leg still waits for its match. */
export function hasOpenLeg(legs: readonly StoredLeg[]): boolean {
  return legs.some((leg) => leg.result === null);
}

/**
 * The legs of a slip still open, each leg on a decided match settled and the others without a result: a 3串1's leg
 * whose match ended hours ago reads 赢 or 输, not 待开奖, while the slip waits for its last match. null when no leg's
 * result changed.
 */
export function decidedLegs(legs: readonly StoredLeg[], scores: ReadonlyMap<number, SettleScore>): StoredLeg[] | null {
  const next = legs.map((leg): StoredLeg => ({ ...leg, result: legResult(leg, scores) }));
  return next.some((leg, i) => leg.result !== (legs[i]?.result ?? null)) ? next : null;
}

/** Profit of a slip whose result the platform sent, at the slip's odds; a failed bet moved no money. */
export function platformProfit(result: BetResult, stake: number, odds: number): number | null {
  if (result === 'failure') return 0;
  const settled = settledResultOf(result);
  return settled ? profitOf(settled, stake, odds) : null;
}
