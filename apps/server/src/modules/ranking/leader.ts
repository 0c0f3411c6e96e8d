import { RANKING_CHANGES, type RankingChange } from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { onMatchEvent } from '../../lib/match-events';
import type { Bus } from '../../realtime/bus';
import { onBusEvent } from '../../realtime/bus-events';
import { computePeriod, findPeriods, refreshUserFigures } from './board-repository';
import { settleScores, type MatchSource } from './ingest';
import { listedPeriods, periodOf } from './periods';
import { findOpenBets, findOpenLegMatchesOfSettledBets, updateBet, updateOpenLegs } from './repository';
import { resettleBets } from './resettle';
import { decidedLegs, settleBet } from './settle-bet';

const SETTLE_BATCH = 5000;

export interface LeaderOptions {
  db: Db;
  bus: Bus;
  football: MatchSource;
  clock: Clock;
  announce: (change: RankingChange) => Promise<void>;
}

/**
 * The leader's side of the ranking: settling open bets, settling again those on corrected matches, and storing
 * the boards when something moved or the week turned. Its state (what moved since the last tick) is this node's
 * own; every node keeps it, so a node that becomes leader knows what to do on its first tick.
 */
export function createLeader({ db, bus, football, clock, announce }: LeaderOptions) {
  /** Set by any change that moves a board; the tick recomputes when it is. */
  let dirty = true;
  /** Matches heard moving since the last tick (watchMatches): bets we settled on them are looked at again. */
  let moved = new Set<number>();
  /** The open week when the boards were last stored: a tick in a later week closes the one that ended. */
  let computedWeek: number | null = null;
  /**
   * A change of unknown reach was heard (lib/match-events.ts): the next recompute stores the closed periods again
   * too. A first start's demo content brings eight weeks of bets after the first tick closed those weeks empty.
   */
  let reopen = false;
  /**
   * The first tick looks for the matches of slips lost early whose other legs still wait (settle-bet.ts): events
   * of those matches that ended while no node here listened were not heard.
   */
  let sweepOpenLegs = true;

  const stop = onBusEvent(bus, RANKING_CHANGES, (change) => {
    if (change.kind === 'bets' || change.kind === 'vote') dirty = true;
  });

  /** Settles open bets whose matches are decided (the leader's pass); returns how many settled. */
  async function settleOpen(now = clock()): Promise<number> {
    let settled = 0;
    let legsMoved = 0;
    for (;;) {
      const open = await findOpenBets(db, SETTLE_BATCH);
      if (open.length === 0) break;
      const scores = await settleScores(
        football,
        open.flatMap((b) => b.legs.map((l) => l.matchId)),
      );
      const done = open.map((bet) => ({ bet, outcome: settleBet(bet.stake, bet.legs, scores) }));
      const ready = done.filter((d) => d.outcome !== null);
      const partly = done.flatMap(({ bet, outcome }) => {
        const legs = outcome ? null : decidedLegs(bet.legs, scores);
        return legs ? [{ bet, legs }] : [];
      });
      await db.transaction(async (tx) => {
        const at = new Date(now);
        for (const { bet, outcome } of ready) {
          if (!outcome) continue;
          const patch = { result: outcome.result, platformSettled: false, legs: outcome.legs, profit: outcome.profit };
          await updateBet(tx, bet.id, { ...patch, settledAt: at, copiedFrom: bet.copiedFrom, updatedAt: at });
        }
        for (const { bet, legs } of partly) await updateOpenLegs(tx, bet.id, legs, at);
      });
      settled += ready.length;
      legsMoved += partly.length;
      if (open.length < SETTLE_BATCH || ready.length === 0) break;
    }
    if (settled + legsMoved > 0) await announce({ kind: 'bets' });
    return settled;
  }

  /** Settles again the bets we settled on the matches heard moving (resettle.ts); returns how many changed. */
  async function resettleMoved(now: number): Promise<number> {
    if (moved.size === 0) return 0;
    const matchIds = [...moved];
    moved = new Set();
    let changed: number;
    try {
      changed = await resettleBets({ db, football }, matchIds, new Date(now));
    } catch (error) {
      // Looked at again next tick: no sweep finds a correction that was heard once and dropped.
      for (const id of matchIds) moved.add(id);
      throw error;
    }
    if (changed > 0) await announce({ kind: 'bets' });
    return changed;
  }

  /**
   * Stores the boards: every listed period that closed and was not closed yet gets its final boards, then the
   * open one is computed again. A closed period is computed again only after a change of unknown reach.
   */
  async function recompute(now = clock()): Promise<void> {
    dirty = false;
    const again = reopen;
    reopen = false;
    computedWeek = periodOf(now).start;
    const closed = new Set((await findPeriods(db)).filter((p) => p.closedAt).map((p) => p.startAt.getTime()));
    const [recent, ...history] = listedPeriods(now);
    for (const period of history.reverse()) {
      if (again || !closed.has(period.start)) await computePeriod(db, period, new Date(now), true);
    }
    if (recent) await computePeriod(db, recent, new Date(now), false);
    await refreshUserFigures(db);
    await announce({ kind: 'computed' });
  }

  return {
    settleOpen,
    recompute,
    /**
     * The leader's ear (the job in routes.ts, while it leads): every `match.<id>` event (a match moved, finished,
     * or had its score corrected by a feed) queues the match for the next tick's re-settlement, as the tips'
     * settle job hears them (news/settle-job.ts). Returns the unsubscribe function.
     */
    watchMatches: (): (() => void) =>
      onMatchEvent(bus, (matchId) => {
        if (matchId !== undefined) moved.add(matchId);
        // A change of unknown reach (lib/match-events.ts): bets may have come in for any week; every board is
        // stored again.
        else {
          dirty = true;
          reopen = true;
        }
      }),
    /**
     * The leader's tick: settle again what corrected scores changed, settle what can be, and recompute when
     * something moved or the week turned.
     */
    tick: async (now = clock()): Promise<void> => {
      // A week that ended is closed first, with its bets as they stood in it: a correction heard in this tick
      // then counts in the new week (resettle.ts), not in the one that ended before it came.
      if (computedWeek !== periodOf(now).start) await recompute(now);
      if (sweepOpenLegs) {
        for (const id of await findOpenLegMatchesOfSettledBets(db)) moved.add(id);
        sweepOpenLegs = false;
      }
      const resettled = await resettleMoved(now);
      const settled = await settleOpen(now);
      if (resettled + settled > 0 || dirty) await recompute(now);
    },
    close: (): void => stop(),
  };
}
