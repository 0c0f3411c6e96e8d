import type { Db } from '../../db/client';
import { settleScores, type MatchSource } from './ingest';
import type { StoredLeg } from '../../db/schema/ranking';
import { findBetsOn, findOurSettledBetsOn, updateOurSettledBet, type BetRow } from './repository';
import { decidedLegs, hasOpenLeg, settleBet, type SettleScore, type SettledBet } from './settle-bet';

const BATCH = 2000;
/** Match ids per containment query: one `legs @> …` term each. */
const MATCHES_PER_QUERY = 200;

/** A slip lost early (settle-bet.ts) whose lost leg a correction took back: open again, its decided legs read. */
export interface Reopened {
  result: 'confirm';
  legs: StoredLeg[];
  profit: null;
}

/**
 * What a bet we settled is on the matches' scores now: every leg settled again by the shared rule, except a leg
 * whose result the platform sent (its word). null when nothing changed, or when a leg's match is no longer
 * decided: a bet settled on all its matches never goes back to open (as in ingest.ts targetOf), it waits for the
 * next result. A slip that was lost early does: its other matches are still to play, and without the lost leg
 * nothing decides it (the leader's pass settles it when they end).
 */
export function resettled(bet: BetRow, scores: ReadonlyMap<number, SettleScore>): SettledBet | Reopened | null {
  const outcome = settleBet(bet.stake, bet.legs, scores);
  if (!outcome) {
    return hasOpenLeg(bet.legs) ? { result: 'confirm', legs: decidedLegs(bet.legs, scores) ?? bet.legs, profit: null } : null;
  }
  const same =
    outcome.result === bet.result &&
    outcome.profit === bet.profit &&
    outcome.legs.every((leg, i) => leg.result === bet.legs[i]?.result);
  return same ? null : outcome;
}

/**
 * Settles again the bets we settled with a leg on these matches (their score may have been corrected: a record
 * replacing a simulated result, a feed's correction); returns how many changed. A bet the platform settled is
 * not touched. Re-running changes nothing.
 *
 * Which period's board a changed bet counts in follows settled_at, the time we learnt its result (schema
 * ranking.ts): the same result keeps its settled_at, so a changed profit alone stays in its period; a new
 * result is learnt now, so the bet moves to the open period, which the leader computes again — as a
 * platform's correction does (ingest.ts targetOf); a slip open again leaves the boards until it settles. A
 * period already closed keeps its boards as they were (service.ts recompute never computes one again): its board
 * still shows the old result, while the bet's list, its report and its user's all-time record show the new one.
 */
export async function resettleBets(
  deps: { db: Db; football: MatchSource },
  matchIds: readonly number[],
  now: Date,
): Promise<number> {
  const { db, football } = deps;
  const current = await settleScores(football, matchIds);
  // A match still open (live, or put back by a correction) has no settled bets to change yet.
  const decided = [...current].filter(([, score]) => score !== 'open').map(([id]) => id);
  let changed = 0;
  for (let i = 0; i < decided.length; i += MATCHES_PER_QUERY) {
    const part = decided.slice(i, i + MATCHES_PER_QUERY);
    for (let afterId = 0; ; ) {
      const held = await findOurSettledBetsOn(db, part, afterId, BATCH);
      if (held.length === 0) break;
      afterId = held.at(-1)?.id ?? afterId;
      const scores = await settleScores(
        football,
        held.flatMap((b) => b.legs.map((l) => l.matchId)),
      );
      const writes = held.flatMap((bet) => {
        const outcome = resettled(bet, scores);
        return outcome ? [{ bet, outcome }] : [];
      });
      if (writes.length > 0) {
        await db.transaction(async (tx) => {
          for (const { bet, outcome } of writes) {
            const kept = outcome.result === bet.result && bet.settledAt ? bet.settledAt : now;
            const settledAt = outcome.result === 'confirm' ? null : kept;
            const patch = { result: outcome.result, legs: outcome.legs, profit: outcome.profit, settledAt, updatedAt: now };
            if (await updateOurSettledBet(tx, bet.id, patch)) changed++;
          }
        });
      }
      if (held.length < BATCH) break;
    }
  }
  return changed;
}

/**
 * How many bets on these matches settling (open ones) or settling again (ours) would change, with the scores as
 * `scores` reads them — the console's preview of a correction reads them in its transaction (issue 27). Writes
 * nothing.
 */
export async function countBetsChangedOn(tx: Db, scores: Pick<MatchSource, 'matchResults'>, matchIds: readonly number[]): Promise<number> {
  const held = await findBetsOn(tx, matchIds);
  const current = await settleScores(
    scores,
    held.flatMap((bet) => bet.legs.map((leg) => leg.matchId)),
  );
  return held.filter((bet) => (bet.settledAt ? resettled(bet, current) : settleBet(bet.stake, bet.legs, current)) !== null)
    .length;
}
