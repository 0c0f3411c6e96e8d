import type { TipPick, TipPlay } from '../../db/schema/news';
import {
  profitOf,
  settleLegs,
  settleSelection,
  type MatchVerdict,
  type Selection,
  type SettledResult,
} from '../../lib/settlement';

// Which score a match settles on is the shared rule's (lib/settlement.ts): tips and users' bets settle alike.
export { verdictOf, type MatchVerdict } from '../../lib/settlement';

export interface LegToSettle {
  matchId: number;
  play: TipPlay;
  pick: TipPick;
  line: number | null;
  odds: number;
}

export interface TipOutcome {
  result: SettledResult;
  /** The legs' results in leg order. */
  legResults: SettledResult[];
  /** Effective decimal odds of the legs together. */
  odds: number;
  /** Units won (+) or lost (−) on the stake. */
  profit: number;
}

function selectionOf(leg: LegToSettle): Selection {
  switch (leg.play) {
    case 'result':
      if (leg.pick === 'home' || leg.pick === 'draw' || leg.pick === 'away') return { play: 'result', pick: leg.pick };
      break;
    case 'handicap':
      if ((leg.pick === 'home' || leg.pick === 'away') && leg.line !== null)
        return { play: 'handicap', pick: leg.pick, line: leg.line };
      break;
    case 'total':
      if ((leg.pick === 'over' || leg.pick === 'under') && leg.line !== null)
        return { play: 'total', pick: leg.pick, line: leg.line };
      break;
  }
  throw new RangeError(`a ${leg.play} leg cannot pick ${leg.pick} with line ${String(leg.line)}`);
}

/**
 * The tip's outcome once its last match is done (null while any is not): each leg through the shared
 * settlement, the legs combined, and the profit on the tip's stake.
 */
export function tipOutcome(
  legs: readonly LegToSettle[],
  stake: number,
  verdicts: ReadonlyMap<number, MatchVerdict>,
): TipOutcome | null {
  const settled: { result: SettledResult; odds: number }[] = [];
  for (const leg of legs) {
    const verdict = verdicts.get(leg.matchId);
    if (!verdict?.done) return null;
    settled.push({ result: settleSelection(selectionOf(leg), verdict.score), odds: leg.odds });
  }
  const { result, odds } = settleLegs(settled);
  return { result, legResults: settled.map((leg) => leg.result), odds, profit: profitOf(result, stake, odds) };
}
